import { DocumentTitle, withReturnPath } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../app/public-paths';

interface GuardMessageProps {
  title: string;
  text: string;
  action: 'signIn' | 'home';
}

/**
 * A full page explaining why the route is refused, titled as such in the window. Its Sign In
 * leads back here once signed in.
 */
export function GuardMessage({ title, text, action }: GuardMessageProps) {
  const { t } = useTranslation('host-shell');
  const { pathname, search, hash } = useLocation();
  return (
    <section className="guard-message">
      <DocumentTitle title={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      {action === 'signIn' ? (
        <Link
          className="ly-button ly-button--primary"
          to={withReturnPath(SIGN_IN_PATH, `${pathname}${search}${hash}`)}
        >
          {t('guards.signIn')}
        </Link>
      ) : (
        <Link className="ly-button ly-button--secondary" to="/">
          {t('guards.backHome')}
        </Link>
      )}
    </section>
  );
}
