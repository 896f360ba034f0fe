import { SITE_PAGES } from '@lyceum/contracts/constants';
import {
  mountedAreas,
  SUPPORTED_LANGUAGES,
  type AreaAccess,
  type MountedArea,
} from '@lyceum/platform';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../features/federation/remote-area';
import { RemotePage } from '../features/federation/remote-page';
import { GuestOnly } from '../features/guards/guest-only';
import { RequireAdmin } from '../features/guards/require-admin';
import { GuardLoading } from '../features/guards/guard-loading';
import { RequireAuth } from '../features/guards/require-auth';
import { HomeRoute } from '../features/home/home-route';
import { loadQueryProvider, QueryScope } from '../features/query/query-scope';
import { FollowStoredLanguage } from '../features/language/follow-stored-language';
import {
  LANGUAGE_PAGES,
  languagePageOf,
  singleAddressPaths,
} from '../features/language/language-paths';
import { LanguagePrefix } from '../features/language/language-prefix';
import { SignedInLayout } from '../features/layout/signed-in-layout';
import { ShellLayout } from '../features/layout/shell-layout';
import { GUEST_PAGES, LANGUAGE_LINK_PAGES, OPEN_PAGES } from './public-paths';

/** The settings page is its own chunk, with the query provider: no first page needs them. */
const SettingsPage = lazy(async () => {
  const [{ SettingsPage: Page }] = await Promise.all([
    import('../features/settings/settings-page'),
    loadQueryProvider(),
  ]);
  return {
    default: () => (
      <QueryScope>
        <Page />
      </QueryScope>
    ),
  };
});

const settingsPage = (
  <Suspense fallback={<GuardLoading />}>
    <SettingsPage />
  </Suspense>
);

/** The guard in front of an area, by the access its runtime config declares. */
const GUARDS: Record<
  Exclude<AreaAccess, 'public'>,
  (props: { children: ReactNode }) => ReactNode
> = { user: RequireAuth, admin: RequireAdmin };

function areaRoutes(areas: MountedArea[]) {
  return areas.map((area) => (
    <Route
      key={area.remote}
      path={`${area.mount}/*`}
      element={<RemoteArea remote={area.remote} />}
    />
  ));
}

/** A public page at the root; one with language versions follows a stored language to its own. */
function publicPage(page: string) {
  const element = <RemotePage remote="public" page={page} />;
  return languagePageOf(`/${page}`) === null ? (
    element
  ) : (
    <FollowStoredLanguage>{element}</FollowStoredLanguage>
  );
}

/**
 * The one router of the platform. The public pages (PUBLIC_PAGES of the contracts) are placed
 * here; every other area is
 * mounted once, at the base path and behind the guard its runtime config gives, and owns
 * every path below it.
 */
export function AppRoutes() {
  const areas = mountedAreas();
  const guarded = (['user', 'admin'] as const).map((access) => ({
    access,
    Guard: GUARDS[access],
    areas: areas.filter((area) => area.access === access),
  }));
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {/* One signed-in layout around the home and every guarded page, kept across them. */}
        <Route element={<SignedInLayout />}>
          <Route index element={<HomeRoute />} />
          {guarded.map(({ access, Guard, areas: behind }) => (
            <Route
              key={access}
              element={
                <Guard>
                  <Outlet />
                </Guard>
              }
            >
              {access === 'user' && <Route path={SITE_PAGES.settings} element={settingsPage} />}
              {areaRoutes(behind)}
            </Route>
          ))}
        </Route>
        {OPEN_PAGES.map((page) => (
          <Route key={page} path={page} element={publicPage(page)} />
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
        {/* A page with a single address under a language (`/fr/flashcards`, `/fr/status`) opens
            in it, at its own address. */}
        {SUPPORTED_LANGUAGES.flatMap((lng) =>
          singleAddressPaths().map((path) => (
            <Route
              key={`${lng}/${path}`}
              path={`${lng}/${path}/*`}
              element={<LanguagePrefix language={lng} />}
            />
          )),
        )}
        {GUEST_PAGES.map((page) => (
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
        {areaRoutes(areas.filter((area) => area.access === 'public'))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
