import { PAGE_MAIN_ID, useShellPart } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import './public-site.css';

/**
 * Every public page: its content in the page's <main>, then the shared footer as the page's
 * content-info landmark (the shell is told the page brings its own <main>).
 */
export function PublicLayout({ children, className }: { children: ReactNode; className?: string }) {
  useShellPart('main');
  return (
    <div className={`ps ${className ?? ''}`}>
      <main id={PAGE_MAIN_ID} tabIndex={-1} className="ps-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
