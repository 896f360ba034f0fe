import { useAuth } from '@lyceum/platform';
import { RemotePage } from '../federation/remote-page';
import { GuardLoading } from '../guards/guard-loading';
import { AppLayout } from '../layout/app-layout';
import { DashboardHome } from './dashboard-home';

/** `/`: the landing for guests, the sidebar dashboard for signed-in users. */
export function HomeRoute() {
  const { user, loading } = useAuth();
  if (loading) return <GuardLoading />;
  if (!user) return <RemotePage remote="public" page="" />;
  return (
    <AppLayout>
      <DashboardHome />
    </AppLayout>
  );
}
