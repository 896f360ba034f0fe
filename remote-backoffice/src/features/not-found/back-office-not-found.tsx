import { Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A path under the back office that no page matches. It renders inside the host layout; `..`
 * leaves the unmatched rest of the path, back to the dashboard wherever the area is mounted.
 */
export function BackOfficeNotFound() {
  const { t } = useTranslation('backoffice');
  return (
    <Page title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <Link to=".." className="ly-button ly-button--primary">
        {t('notFound.back')}
      </Link>
    </Page>
  );
}
