import type { PublicPageKey } from '@lyceum/contracts/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './localized-link';
import { PageMeta } from './page-meta';
import { PublicLayout } from './public-layout';
import './token-page-frame.css';

interface TokenPageFrameProps {
  metaTitle: string;
  metaDescription: string;
  /** Which public page this is. */
  page: PublicPageKey;
  backLabel: string;
  children: ReactNode;
}

/** Frame of the pages reached from an e-mail link: a centred card and a way back home. */
export function TokenPageFrame({
  metaTitle,
  metaDescription,
  page,
  backLabel,
  children,
}: TokenPageFrameProps) {
  useTranslation('public-site');
  return (
    <PublicLayout>
      <PageMeta title={metaTitle} description={metaDescription} page={page} />
      <div className="ps-page ps-narrow">
        <div className="token-card">
          {children}
          <p className="token-card__back">
            <LocalizedLink to="/">{backLabel}</LocalizedLink>
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}
