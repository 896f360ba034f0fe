import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import './public-site.css';

/** Every public page: its content as the main landmark, then the shared footer. */
export function PublicLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`ps ${className ?? ''}`}>
      <main id="main-content" className="ps-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
