import { useAuth } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { GuardLoading } from './guard-loading';

/** Guests only (sign-in, sign-up): a signed-in user is replaced to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <GuardLoading />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
