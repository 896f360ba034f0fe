import { useAuth } from '@lyceum/platform';
import { RemotePage } from '../federation/remote-page';
import { GuardLoading } from '../guards/guard-loading';
import { FollowStoredLanguage } from '../language/follow-stored-language';
import { DashboardHome } from './dashboard-home';

/**
 * `/`: the landing for guests (at `/fr` when French is their stored language), the dashboard for
 * signed-in users (inside the signed-in layout around this route).
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
  return <DashboardHome />;
}
