import { AreaHome, areaPath, type MountedArea } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { use, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { releaseBootShell } from '../../app/boot-shell';
import { QueryScope } from '../query/query-scope';
import { loadArea } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

function RemoteHomeContent({ home }: { home: MountedArea }) {
  const { t } = useTranslation('host-shell');
  const area = use(loadArea(home.remote)).area;
  useLayoutEffect(releaseBootShell, []);
  // An area named the home that has no home page: its first page instead.
  if (!area.home) return <Navigate to={areaPath(home.mount, '')} replace />;
  return (
    <QueryScope>
      <AreaHome area={area} fallback={<Loading text={t('loading')} />} />
    </QueryScope>
  );
}

/** The signed-in home at `/`: the home page of the area the runtime config names. */
export function RemoteHome({ home }: { home: MountedArea }) {
  return (
    <RemoteBoundary remote={home.remote}>
      <RemoteHomeContent home={home} />
    </RemoteBoundary>
  );
}
