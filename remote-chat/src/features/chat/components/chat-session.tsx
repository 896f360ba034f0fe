import { useErrorText } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { debatePath } from '../../../area-links';
import { useDiscoverPersonas } from '../../discover/api/get-discover-personas';
import type { CharacterInfo, ChatMessage } from '@lyceum/contracts';
import { ChatComposer } from './chat-composer';
import { ChatLayout } from './chat-layout';
import { ChatSidebar, wasChosen } from './chat-sidebar';
import { ChatThread } from './chat-thread';
import { PersonaHeader } from './persona-header';
import { useChatSession } from '../hooks/use-chat-session';

interface ChatSessionProps {
  character: CharacterInfo;
  /** The conversation the server kept, oldest first. */
  restored: ChatMessage[];
}

/** A conversation with one persona: who it is, the messages, the failure if any, the box. */
export function ChatSession({ character, restored }: ChatSessionProps) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const session = useChatSession(character, restored);
  const input = useRef<HTMLTextAreaElement>(null);
  const { failure } = session;
  const state: unknown = useLocation().state;
  // A debate starts with the first other thinker; the debate page changes either one.
  const other = useDiscoverPersonas().data?.find((persona) => persona.slug !== character.slug);

  // Opened from the picker, whose button is gone: the learner goes on in the message box.
  useEffect(() => {
    if (wasChosen(state)) input.current?.focus();
  }, [state]);

  const startOver = async () => {
    await session.newConversation();
    input.current?.focus();
  };

  return (
    <ChatLayout
      sidebar={
        <ChatSidebar current={character.slug}>
          <Button
            variant="secondary"
            disabled={session.sending}
            loading={session.resetting}
            onClick={() => void startOver()}
          >
            {t('sidebar.newConversation')}
          </Button>
          {other && (
            <Link className="chat-sidebar__link" to={debatePath(character.slug, other.slug)}>
              {t('sidebar.debate')}
            </Link>
          )}
        </ChatSidebar>
      }
    >
      <PersonaHeader character={character} />
      <ChatThread
        messages={session.messages}
        name={character.display_name}
        slug={character.slug}
        sending={session.sending}
        onAsk={session.send}
      />
      {failure && (
        <div className="chat-alert">
          <p role="alert">
            {errorText(failure.error, t(failure.kind === 'send' ? 'errors.send' : 'errors.reset'))}
          </p>
          <Button variant="ghost" onClick={session.dismissFailure}>
            {t('errors.dismiss')}
          </Button>
        </div>
      )}
      <ChatComposer
        name={character.display_name}
        sending={session.sending}
        onSend={session.send}
        onStop={session.stop}
        input={input}
      />
    </ChatLayout>
  );
}
