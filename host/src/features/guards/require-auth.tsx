import { useAuth } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../app/public-paths';
import { GuardLoading } from './guard-loading';

/** Signed-in only: Loading... while the session loads, else replace with /signin. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <GuardLoading />;
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return children;
}
