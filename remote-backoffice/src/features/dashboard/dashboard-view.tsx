import { codeText, useAuth, useErrorText } from '@lyceum/platform';
import { Button, Loading, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useDashboard } from './api/get-dashboard';
import { BackendCheck } from './components/backend-check';
import { StatCards } from './components/stat-cards';
import { ToolList } from './components/tool-list';
import { dashboardErrorText, isAccessDenied } from './dashboard-error';
import type { ToolView } from './views';

export interface DashboardViewProps {
  onOpen: (view: ToolView) => void;
  returnedFrom?: ToolView | undefined;
}

/**
 * The dashboard: the server's message, the welcome line, the user counts, the tools and the
 * backend check. The data is asked only with a token and for an administrator; without a token
 * the user is asked to sign in again, and anyone else is refused without a call.
 */
export function DashboardView({ onOpen, returnedFrom }: DashboardViewProps) {
  const { t } = useTranslation('backoffice');
  // Error texts come from the platform's namespace: re-render when it changes language too.
  useErrorText();
  const { token, loading, isAdmin } = useAuth();
  const dashboard = useDashboard(!loading && Boolean(token) && isAdmin);

  let body;
  if (loading) {
    body = <Loading text={t('loading')} />;
  } else if (!token) {
    body = (
      <p role="alert" className="bo-error">
        {t('errors.noToken')}
      </p>
    );
  } else if (!isAdmin) {
    body = (
      <p role="alert" className="bo-error">
        {codeText('auth.admin_required')}
      </p>
    );
  } else if (dashboard.isPending) {
    body = <Loading text={t('loading')} />;
  } else if (dashboard.isError) {
    body = (
      <div className="bo-error-box">
        <p role="alert" className="bo-error">
          {dashboardErrorText(dashboard.error, t)}
        </p>
        {!isAccessDenied(dashboard.error) && (
          <Button loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {t('dashboard.tryAgain')}
          </Button>
        )}
      </div>
    );
  } else {
    const { message, admin_user: admin, stats } = dashboard.data;
    body = (
      <>
        <p className="bo-message">{message}</p>
        <p className="bo-welcome">
          {t('dashboard.welcome', { username: admin.username, email: admin.email })}
        </p>
        <StatCards stats={stats} />
        <ToolList onOpen={onOpen} returnedFrom={returnedFrom} />
        <BackendCheck />
      </>
    );
  }

  return <Page title={t('dashboard.title')}>{body}</Page>;
}
