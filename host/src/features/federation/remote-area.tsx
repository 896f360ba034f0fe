import { AreaRoutes, type RemoteName } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { use, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseBootShell } from '../../app/boot-shell';
import { QueryScope } from '../query/query-scope';
import { loadArea } from './load-remote';
import { RemoteBoundary } from './remote-boundary';

function RemoteAreaContent({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('host-shell');
  const area = use(loadArea(remote)).area;
  useLayoutEffect(releaseBootShell, []);
  return (
    <QueryScope>
      <AreaRoutes area={area} fallback={<Loading text={t('loading')} />} />
    </QueryScope>
  );
}

/**
 * Every page of an area, below its mount point: the remote decides which paths exist (its
 * routes, its not-found state); the host only knows where the area starts.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  return (
    <RemoteBoundary remote={remote}>
      <RemoteAreaContent remote={remote} />
    </RemoteBoundary>
  );
}
