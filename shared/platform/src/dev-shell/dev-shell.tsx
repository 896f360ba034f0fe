import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { areaPath, type AreaModule } from '../areas/area';
import { AreaHome, AreaRoutes } from '../areas/area-routes';
import { getRuntimeConfig, type RemoteName } from '../config/runtime-config';
import { useLanguage } from '../i18n/language';
import { createQueryClient } from '../query/query-client';
import { AuthProvider, useAuth } from '../session/auth-provider';

/** The public remote's pages by path (the host places them among the public paths). */
export type RemotePages = Record<string, ComponentType>;

/** What a remote runs in the dev shell: its area (mounted where the config says) or its pages. */
export type DevShellContent =
  { remote: RemoteName; area: AreaModule } | { remote: RemoteName; pages: RemotePages };

function DevHeader({ links }: { links: Array<{ to: string; label: string }> }) {
  const { t } = useTranslation('platform');
  const { user } = useAuth();
  const { language, changeLanguage } = useLanguage();
  return (
    <header style={{ display: 'flex', gap: 16, padding: 12, borderBottom: '1px solid #ccc' }}>
      <strong>{t('devShell.title')}</strong>
      <nav style={{ display: 'flex', gap: 8 }}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <span>
        {user ? t('devShell.signedInAs', { username: user.username }) : t('devShell.signedOut')}
      </span>
      <button
        type="button"
        onClick={() => void changeLanguage(language === 'en' ? 'fr' : 'en').catch(console.warn)}
      >
        {language === 'en' ? 'FR' : 'EN'}
      </button>
    </header>
  );
}

function AreaDevRoutes({ remote, area }: { remote: RemoteName; area: AreaModule }) {
  const { t } = useTranslation(area.namespace);
  // The same mount point as in the host, read from the same runtime config.
  const mount = getRuntimeConfig().remotes[remote].mount ?? remote;
  const links = [
    ...(area.home ? [{ to: '/', label: '/' }] : []),
    ...area.navigation.map((entry) => ({
      to: areaPath(mount, entry.to),
      label: t(entry.labelKey),
    })),
  ];
  return (
    <>
      <DevHeader links={links} />
      <Routes>
        <Route path={`${mount}/*`} element={<AreaRoutes area={area} />} />
        {area.home && <Route index element={<AreaHome area={area} />} />}
      </Routes>
    </>
  );
}

function PagesDevRoutes({ pages }: { pages: RemotePages }) {
  const links = Object.keys(pages)
    .filter((path) => !path.includes(':'))
    .map((path) => ({ to: `/${path}`, label: `/${path}` }));
  return (
    <>
      <DevHeader links={links} />
      <Routes>
        {Object.entries(pages).map(([path, Component]) => (
          <Route key={path} path={`/${path}`} element={<Component />} />
        ))}
      </Routes>
    </>
  );
}

/** A minimal shell so one remote runs alone in development, without the host. */
export function DevShell({ content }: { content: DevShellContent }) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          {'area' in content ? (
            <AreaDevRoutes remote={content.remote} area={content.area} />
          ) : (
            <PagesDevRoutes pages={content.pages} />
          )}
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
