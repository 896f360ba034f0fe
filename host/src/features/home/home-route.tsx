import { SITE_PAGES } from '@lyceum/contracts/constants';
import { areaPath, homeArea, mountedAreas, useAuth } from '@lyceum/platform';
import { Navigate } from 'react-router-dom';
import { RemoteHome } from '../federation/remote-home';
import { RemotePage } from '../federation/remote-page';
import { GuardLoading } from '../guards/guard-loading';
import { FollowStoredLanguage } from '../language/follow-stored-language';

/** Where a signed-in user lands when no area serves the home: the first area open to them. */
function firstUserPath(): string {
  const area = mountedAreas().find((mounted) => mounted.access === 'user');
  return area ? areaPath(area.mount, '') : `/${SITE_PAGES.settings}`;
}

/**
 * `/`: the landing for guests (at `/fr` when French is their stored language); for signed-in
 * users, inside the signed-in layout around this route, the home page of the area the runtime
 * config names (Discover, from the chat remote).
 */
export function HomeRoute() {
  const { user, loading } = useAuth();
  if (loading) return <GuardLoading />;
  if (!user) {
    return (
      <FollowStoredLanguage>
        <RemotePage remote="public" page="" />
      </FollowStoredLanguage>
    );
  }
  const home = homeArea();
  return home ? <RemoteHome home={home} /> : <Navigate to={firstUserPath()} replace />;
}
