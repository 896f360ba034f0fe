import { PRODUCT_NAME } from '@lyceum/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The product's name, leading home; on the home page itself it scrolls back to the top. */
export function Brand({ className }: { className: string }) {
  const { t } = useTranslation('host-shell');
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent) => {
    if (pathname === '/') {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  return (
    <Link
      to="/"
      className={className}
      aria-label={t('topBar.home', { product: PRODUCT_NAME })}
      onClick={onClick}
    >
      {PRODUCT_NAME}
    </Link>
  );
}
