import { useAuth } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { TopBar } from './top-bar';

/** Top bar over every route, except / for a signed-in user (the sidebar home replaces it). */
export function ShellLayout() {
  const { t } = useTranslation('host-shell');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const hideTopBar = pathname === '/' && Boolean(user);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {!hideTopBar && <TopBar />}
      <main id="main" tabIndex={-1} className="shell-main">
        <Outlet />
      </main>
    </>
  );
}
