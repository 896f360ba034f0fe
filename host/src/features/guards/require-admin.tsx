import { useAuth } from '@lyceum/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardLoading } from './guard-loading';
import { GuardMessage } from './guard-message';

/**
 * Admins only. Children render (and so an admin area's remote is requested) only for an
 * admin; everyone else gets a message page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin } = useAuth();
  const { t } = useTranslation('host-shell');
  if (loading) return <GuardLoading />;
  if (!user) {
    return (
      <GuardMessage
        title={t('guards.authRequiredTitle')}
        text={t('guards.authRequiredText')}
        action="signIn"
      />
    );
  }
  if (!isAdmin) {
    return (
      <GuardMessage
        title={t('guards.accessDeniedTitle')}
        text={t('guards.accessDeniedText')}
        action="home"
      />
    );
  }
  return children;
}
