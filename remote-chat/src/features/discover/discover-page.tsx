import { useAuth } from '@lyceum/platform';
import { Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { academyPath, chatPath } from '../../area-links';
import { CourseList } from './components/course-list';
import { PersonaSection } from './components/persona-section';
import { PodcastsSoon } from './components/podcasts-soon';
import '../../styles/chat-base.css';
import './discover.css';

/**
 * Discover, the signed-in home: a welcome with the way to the chat and to the Academy, the
 * personas to talk with, the courses and the podcasts to come.
 */
export default function DiscoverPage() {
  const { t } = useTranslation('chat');
  return (
    <Page title={t('discover.title')}>
      <div className="chat-discover">
        <Welcome />
        <PersonaSection />
        <CourseList />
        <PodcastsSoon />
      </div>
    </Page>
  );
}

function Welcome() {
  const { t } = useTranslation('chat-discover');
  const { user } = useAuth();
  const name = user?.full_name?.trim() || user?.username;
  const academy = academyPath();
  return (
    <section className="chat-discover__welcome" aria-labelledby="chat-discover-welcome">
      <h2 id="chat-discover-welcome" className="chat-discover__greeting">
        {name ? t('welcomeNamed', { name }) : t('welcome')}
      </h2>
      <p className="chat-discover__intro">{t('intro')}</p>
      <nav className="chat-discover__actions" aria-label={t('actions.label')}>
        <Link className="ly-button ly-button--primary" to={chatPath()}>
          {t('actions.chat')}
        </Link>
        {academy && (
          <Link className="ly-button ly-button--secondary" to={academy}>
            {t('actions.academy')}
          </Link>
        )}
      </nav>
    </section>
  );
}
