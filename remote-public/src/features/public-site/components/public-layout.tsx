import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import './public-site.css';

/** Every public page: its content, then the shared footer. The host's shell owns <main>. */
export function PublicLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`ps ${className ?? ''}`}>
      {children}
      <SiteFooter />
    </div>
  );
}
