import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A path under an area that none of its pages matches, in the area's own words (`notFound.title`,
 * `notFound.text`, `notFound.back` in its namespace). It renders inside the host's layout; `..`
 * drops the unmatched rest of the path, back to the area's first page wherever it is mounted.
 */
export function AreaNotFound({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return (
    <div className="ly-page">
      <h1 className="ly-page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to=".." className="ly-button ly-button--primary">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
