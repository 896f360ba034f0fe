import { useAuth } from '@lyceum/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../app/public-paths';
import { LanguageMenu } from '../language/language-menu';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { t } = useTranslation('host-shell');
  const { user } = useAuth();
  const { pathname } = useLocation();

  const onTitle = (event: MouseEvent) => {
    if (pathname === '/') {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  return (
    <header className="top-bar">
      <div className="top-bar__side" />
      <Link to="/" className="top-bar__title" aria-label={t('topBar.home')} onClick={onTitle}>
        {t('title')}
      </Link>
      <div className="top-bar__side top-bar__side--end">
        <LanguageMenu />
        {user ? (
          <UserMenu />
        ) : (
          // On the sign-in page itself the form is the way in: no link to where the visitor is.
          pathname !== SIGN_IN_PATH && (
            <Link to={SIGN_IN_PATH} className="ly-button ly-button--ghost">
              {t('topBar.signIn')}
            </Link>
          )
        )}
      </div>
    </header>
  );
}
