import { useAuth } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const CARDS = [
  { key: 'manageFlashcards', to: '/flashcards' },
  { key: 'startLearning', to: '/flashcards/challenge' },
  { key: 'openSettings', to: '/settings' },
] as const;

/** Signed-in home: the three dashboard cards (Discover content arrives with remote-chat). */
export function DashboardHome() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  return (
    <div className="ly-page">
      <h1 className="ly-page__title">{t('title', { username: user?.username ?? '' })}</h1>
      <p>{t('subtitle')}</p>
      <ul className="dashboard-cards">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Link to={card.to} className="dashboard-card">
              <span className="dashboard-card__title">{t(`${card.key}.title`)}</span>
              <span className="dashboard-card__text">{t(`${card.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
