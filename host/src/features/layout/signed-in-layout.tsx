import { useAuth } from '@lyceum/platform';
import { Outlet } from 'react-router-dom';
import { AppLayout } from './app-layout';

/**
 * Around the home and the guarded pages: the signed-in layout whenever the session has (or is
 * restoring) a user, so its sidebar stays in place while a guard shows Loading... or Access
 * Denied; for a guest the page alone, under the public top bar (the landing, or a guard's
 * redirect or message).
 */
export function SignedInLayout() {
  const { user, loading } = useAuth();
  return user || loading ? <AppLayout /> : <Outlet />;
}
