import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from '../features/federation/remote-page';
import { GuestOnly } from '../features/guards/guest-only';
import { RequireAdmin } from '../features/guards/require-admin';
import { RequireAuth } from '../features/guards/require-auth';
import { HomeRoute } from '../features/home/home-route';
import { LANGUAGE_PAGES } from '../features/language/language-paths';
import { LanguagePrefix } from '../features/language/language-prefix';
import { AppLayout } from '../features/layout/app-layout';
import { ShellLayout } from '../features/layout/shell-layout';
import { SettingsPage } from '../features/settings/settings-page';
import { LANGUAGE_LINK_PAGES, PUBLIC_PAGES } from './public-paths';

const ACADEMY_PAGES = ['flashcards', 'flashcards/import', 'flashcards/challenge'];

/** The one router of the platform: every route of spec 000 with its guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<HomeRoute />} />
        {PUBLIC_PAGES.map((page) => (
          <Route key={page} path={page} element={<RemotePage remote="public" page={page} />} />
        ))}
        <Route path=":lang" element={<LanguagePrefix />}>
          {LANGUAGE_PAGES.map((page) =>
            page === '' ? (
              <Route key="index" index element={<RemotePage remote="public" page="" />} />
            ) : (
              <Route key={page} path={page} element={<RemotePage remote="public" page={page} />} />
            ),
          )}
          {LANGUAGE_LINK_PAGES.map((page) => (
            <Route key={page} path={page} element={<RemotePage remote="public" page={page} />} />
          ))}
        </Route>
        {['signin', 'signup'].map((page) => (
          <Route
            key={page}
            path={page}
            element={
              <GuestOnly>
                <RemotePage remote="public" page={page} />
              </GuestOnly>
            }
          />
        ))}
        <Route
          element={
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route path="chat" element={<RemotePage remote="chat" page="chat" />} />
          {ACADEMY_PAGES.map((page) => (
            <Route key={page} path={page} element={<RemotePage remote="academy" page={page} />} />
          ))}
          <Route path="settings" element={<SettingsPage />} />
        </Route>
        <Route
          path="back-office"
          element={
            <RequireAdmin>
              <AppLayout>
                <RemotePage remote="backoffice" page="back-office" />
              </AppLayout>
            </RequireAdmin>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
