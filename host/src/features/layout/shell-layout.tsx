import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AccountDeletedNotice } from '../settings/components/account-deleted-notice';
import { APP_CONTENT_ID, AppChromeContext } from './app-chrome';
import { TopBar } from './top-bar';

/**
 * The skip link, the top bar and the page. The top bar is the public pages' header: the
 * signed-in layout (the home at / and every app page) brings its own, with the same name, language
 * menu and user menu, so the shell leaves the top bar out while that layout is shown.
 */
export function ShellLayout() {
  const { t } = useTranslation('host-shell');
  const [appChrome, setAppChrome] = useState(false);
  return (
    <>
      <a className="skip-link" href={appChrome ? `#${APP_CONTENT_ID}` : '#main'}>
        {t('skipToContent')}
      </a>
      {!appChrome && <TopBar />}
      {/* The same element either way (its page must not mount again): the main landmark, unless
          the signed-in layout is shown, whose content is the main landmark beside its sidebar. */}
      <div id="main" tabIndex={-1} className="shell-main" role={appChrome ? undefined : 'main'}>
        <AppChromeContext value={setAppChrome}>
          <Outlet />
        </AppChromeContext>
      </div>
      <AccountDeletedNotice />
    </>
  );
}
