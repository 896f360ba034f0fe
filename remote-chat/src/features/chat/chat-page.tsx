import { Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChooseThinker, PersonaWorkspace } from './components/chat-workspace';
import '../../styles/chat-base.css';
import './chat.css';

/**
 * The persona chat, at `/chat` (choose a persona) and `/chat/<slug>` (talk with it). Each persona
 * gets its own workspace, so nothing of one conversation carries over to the next.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { persona } = useParams<{ persona?: string }>();
  return (
    <Page title={t('chat.title')}>
      {persona ? <PersonaWorkspace key={persona} slug={persona} /> : <ChooseThinker />}
    </Page>
  );
}
