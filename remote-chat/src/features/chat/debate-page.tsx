import { Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DebateWorkspace } from './components/debate-workspace';
import '../../styles/chat-base.css';
import './chat.css';

/**
 * `/chat/debate/<first>/<second>`: one question put to two thinkers at once. Each pair gets its
 * own workspace, so nothing of one debate carries over to the next.
 */
export default function DebatePage() {
  const { t } = useTranslation('chat');
  const { first = '', second = '' } = useParams<{ first: string; second: string }>();
  return (
    <Page title={t('debate.title')}>
      <DebateWorkspace key={`${first}/${second}`} first={first} second={second} />
    </Page>
  );
}
