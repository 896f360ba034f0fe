import { PAGE_MAIN_ID, ShellChromeContext, type ShellPart } from '@lyceum/platform';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AccountDeletedNotice } from '../settings/components/account-deleted-notice';
import { APP_CONTENT_ID } from './app-chrome';
import { TopBar } from './top-bar';

/**
 * The skip link, the top bar and the page. The top bar is the public pages' header: the
 * signed-in layout (the home at / and every app page) brings its own, with the same name, language
 * menu and user menu, so the shell leaves the top bar out while that layout is shown.
 */
export function ShellLayout() {
  const { t } = useTranslation('host-shell');
  // A prerendered public page brings its own <main> from the start (its frame, rendered on the
  // server for public pages alone, says so too), so taking it over changes no landmark.
  const [parts, setParts] = useState<Record<ShellPart, boolean>>(() => ({
    app: false,
    main: typeof document === 'undefined' || document.getElementById(PAGE_MAIN_ID) !== null,
  }));
  const setPart = useCallback(
    (part: ShellPart, present: boolean) =>
      setParts((current) =>
        current[part] === present ? current : { ...current, [part]: present },
      ),
    [],
  );
  const target = parts.app ? APP_CONTENT_ID : parts.main ? PAGE_MAIN_ID : 'main';
  // The wrapper is the main landmark unless the page brings its own (the public site's pages,
  // whose footer follows their <main>) or the signed-in layout's content is it.
  const wrapperIsMain = !parts.app && !parts.main;
  return (
    <>
      <a className="skip-link" href={`#${target}`}>
        {t('skipToContent')}
      </a>
      {!parts.app && <TopBar />}
      {/* The same element either way, so the page never mounts again when the roles change. */}
      <div id="main" tabIndex={-1} className="shell-main" role={wrapperIsMain ? 'main' : undefined}>
        <ShellChromeContext value={setPart}>
          <Outlet />
        </ShellChromeContext>
      </div>
      <AccountDeletedNotice />
    </>
  );
}
