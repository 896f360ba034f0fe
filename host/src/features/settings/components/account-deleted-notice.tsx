import { Toast } from '@lyceum/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAccountDeletedState } from '../account-deleted';

/** How long the notice stays on screen. */
const NOTICE_MS = 8000;

/**
 * "Your account has been deleted.", on the page the deletion led to. For the shell to render
 * once, outside the routes: the settings page is gone by the time it shows. Once it has been
 * read the history entry forgets it, so a reload does not say it again.
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation('host-settings');
  const { pathname, search, hash, ...location } = useLocation();
  const state: unknown = location.state;
  const navigate = useNavigate();
  const dismiss = useCallback(
    () => void navigate({ pathname, search, hash }, { replace: true, state: null }),
    [navigate, pathname, search, hash],
  );
  if (!isAccountDeletedState(state)) return null;
  return (
    <Toast tone="success" floating duration={NOTICE_MS} onDismiss={dismiss}>
      {t('deleteAccount.deleted')}
    </Toast>
  );
}
