import { sitePath } from '@lyceum/contracts/constants';
import { useAuth, withReturnPath } from '@lyceum/platform';
import { EmptyState, Loading, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ImportForm } from './components/import-form';
import './import.css';

/** Import Flashcards: the form for a signed-in user, else a message asking to sign in. */
export default function ImportPage() {
  const { t } = useTranslation('academy');
  return (
    <Page title={t('import.title')}>
      <SignedIn />
    </Page>
  );
}

function SignedIn() {
  const { t } = useTranslation(['academy-import', 'platform']);
  const { user, loading } = useAuth();
  // Signing in leads back here.
  const location = useLocation();
  if (loading) return <Loading text={t('loading', { ns: 'platform' })} />;
  if (!user) {
    return (
      <EmptyState
        title={t('auth.title')}
        description={t('auth.text')}
        action={
          <Link
            className="ly-button ly-button--primary"
            to={withReturnPath(sitePath('signIn'), location.pathname)}
          >
            {t('auth.signIn')}
          </Link>
        }
      />
    );
  }
  return <ImportForm />;
}
