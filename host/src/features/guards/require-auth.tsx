import { useAuth, withReturnPath } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../app/public-paths';
import { GuardLoading } from './guard-loading';

/**
 * Signed-in only: Loading... while the session loads; a guest is replaced to /signin, which is
 * told the page asked for (path, query and hash) so that signing in leads back to it.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (loading) return <GuardLoading />;
  if (!user) {
    return <Navigate to={withReturnPath(SIGN_IN_PATH, `${pathname}${search}${hash}`)} replace />;
  }
  return children;
}
