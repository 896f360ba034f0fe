import type { PublicPageKey } from '@lyceum/contracts/constants';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { PublicLayout } from '../../../components/public-layout';
import '../auth.css';

interface AuthFrameProps {
  /** The page's heading, also the window's title ("Sign In — Lyceum"). */
  title: string;
  /** What search engines and link previews show about the page. */
  description: string;
  /** Which public page this is. */
  page: PublicPageKey;
  children: ReactNode;
}

/**
 * Every account page: a card on the public site's paper, in its palette, above the site footer,
 * with the site's page metadata (the window's title reads "<title> — Lyceum").
 */
export function AuthFrame({ title, description, page, children }: AuthFrameProps) {
  return (
    <PublicLayout className="auth">
      <PageMeta title={title} description={description} page={page} />
      <div className="ps-page ps-narrow">
        <div className="auth-card">
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </PublicLayout>
  );
}
