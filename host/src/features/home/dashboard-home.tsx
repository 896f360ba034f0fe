import { sitePath } from '@lyceum/contracts/constants';
import { DocumentTitle, useAuth } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SECTIONS, type Section } from '../layout/active-section';

const sectionPath = (id: Section) => SECTIONS.find((section) => section.id === id)?.to ?? '/';

const CARDS = [
  { key: 'manageFlashcards', to: sectionPath('academy') },
  { key: 'chatWithThinker', to: sectionPath('chat') },
  { key: 'openSettings', to: sitePath('settings') },
] as const;

/** Signed-in home: three cards leading to the Academy, the chat and the settings. */
export function DashboardHome() {
  const { t } = useTranslation('host-home');
  const { user } = useAuth();
  return (
    <div className="ly-page">
      <DocumentTitle title={t('documentTitle')} />
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
