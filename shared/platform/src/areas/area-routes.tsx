import { Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
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

/**
 * Renders an area's routes below its mount point (the parent route ends in `/*`): each page
 * lazily, and the area's not-found state for any other path. The host and the dev shell both
 * mount areas with it.
 */
export function AreaRoutes({ area, fallback }: { area: AreaModule; fallback?: ReactNode }) {
  const pages = useMemo(
    () =>
      area.routes.map((route) => ({
        path: route.path,
        Page: lazy(route.load) as ComponentType,
      })),
    [area],
  );
  const notFound = area.NotFound ? <area.NotFound /> : <AreaNotFound namespace={area.namespace} />;
  return (
    <Suspense fallback={fallback ?? <Loading />}>
      <Routes>
        {pages.map(({ path, Page }) =>
          path === '' ? (
            <Route key="index" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
