import { returnPathFrom, useAuth } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { GuardLoading } from './guard-loading';

/**
 * Guests only (sign-in, sign-up, forgot password): a signed-in user is replaced to /, or to the
 * page the sign-in link was asked to return to, so a user who has just signed in lands there.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { search } = useLocation();
  if (loading) return <GuardLoading />;
  if (user) return <Navigate to={returnPathFrom(search) ?? '/'} replace />;
  return children;
}
