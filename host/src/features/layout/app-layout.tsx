import { Outlet } from 'react-router-dom';
import { APP_CONTENT_ID, useAppChrome } from './app-chrome';
import { Sidebar } from './sidebar';

/**
 * The signed-in layout (the home at / and every app page): the sidebar, full height, with the
 * product's name, the language menu and the one user menu, beside the page. It replaces the
 * public top bar while it is shown.
 */
export function AppLayout() {
  useAppChrome();
  return (
    <div className="app-layout">
      <Sidebar />
      <div id={APP_CONTENT_ID} role="main" tabIndex={-1} className="app-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
