import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PATH } from '../../app/public-paths';

interface GuardMessageProps {
  title: string;
  text: string;
  action: 'signIn' | 'home';
}

/** A full page explaining why the route is refused. */
export function GuardMessage({ title, text, action }: GuardMessageProps) {
  const { t } = useTranslation('host-shell');
  return (
    <section className="guard-message">
      <h1>{title}</h1>
      <p>{text}</p>
      {action === 'signIn' ? (
        <Link className="ly-button ly-button--primary" to={SIGN_IN_PATH}>
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
