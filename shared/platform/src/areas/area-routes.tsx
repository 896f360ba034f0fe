import { Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { DocumentTitle } from '../page/document-title';
import type { AreaModule } from './area';
import { AreaNotFound } from './area-not-found';

function Loading() {
  const { t } = useTranslation('platform');
  return (
    <p role="status" className="area-loading">
      {t('loading')}
    </p>
  );
}

/** The window title of an area page: its `titleKey` in the area's namespace, when it has one. */
function AreaTitle({ namespace, titleKey }: { namespace: string; titleKey: string | undefined }) {
  const { t } = useTranslation(namespace);
  return titleKey ? <DocumentTitle title={t(titleKey)} /> : null;
}

/**
 * The signed-in home an area serves at `/` (its `home`), lazily, with its window title; nothing
 * when the area has none.
 */
export function AreaHome({ area, fallback }: { area: AreaModule; fallback?: ReactNode }) {
  const home = area.home;
  const Page = useMemo(() => (home ? (lazy(home.load) as ComponentType) : null), [home]);
  if (!home || !Page) return null;
  return (
    <>
      <AreaTitle namespace={area.namespace} titleKey={home.titleKey} />
      <Suspense fallback={fallback ?? <Loading />}>
        <Page />
      </Suspense>
    </>
  );
}

/**
 * Renders an area's routes below its mount point (the parent route ends in `/*`): each page
 * lazily, with its window title, and the area's not-found state (titled `notFound.title`) for any
 * other path. The host and the dev shell both mount areas with it.
 */
export function AreaRoutes({ area, fallback }: { area: AreaModule; fallback?: ReactNode }) {
  const pages = useMemo(
    () =>
      area.routes.map((route) => ({
        path: route.path,
        titleKey: route.titleKey,
        Page: lazy(route.load) as ComponentType,
      })),
    [area],
  );
  const notFound = (
    <>
      <AreaTitle namespace={area.namespace} titleKey="notFound.title" />
      {area.NotFound ? <area.NotFound /> : <AreaNotFound namespace={area.namespace} />}
    </>
  );
  return (
    <Routes>
      {pages.map(({ path, titleKey, Page }) => {
        // The title is set at once; the page may still be loading.
        const element = (
          <>
            <AreaTitle namespace={area.namespace} titleKey={titleKey} />
            <Suspense fallback={fallback ?? <Loading />}>
              <Page />
            </Suspense>
          </>
        );
        return path === '' ? (
          <Route key="index" index element={element} />
        ) : (
          <Route key={path} path={path} element={element} />
        );
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
