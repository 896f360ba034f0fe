import { ApiError, useErrorText } from '@lyceum/platform';
import { Button, EmptyState, Loading } from '@lyceum/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { discoverPath } from '../../../area-links';
import { useCharacter } from '../api/get-character';
import { useConversation } from '../api/get-conversation';
import { ChatSession } from './chat-session';
import { ChatComposer } from './chat-composer';
import { ChatLayout } from './chat-layout';
import { ChatSidebar } from './chat-sidebar';

const never = () => false;
const nothing = () => undefined;

/** `/chat`: the personas to choose from, and an invitation to choose one. */
export function ChooseThinker() {
  const { t } = useTranslation('chat-conversation');
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <ChatLayout sidebar={<ChatSidebar />}>
      <EmptyState title={t('choose.title')} description={t('choose.text')} />
      <ChatComposer name={null} sending={false} onSend={never} onStop={nothing} input={input} />
    </ChatLayout>
  );
}

/**
 * `/chat/<slug>`, opened by a link, a reload or the picker: the persona and the conversation the
 * server kept with it, then the conversation itself. An unknown persona says so and leads back to
 * Discover.
 */
export function PersonaWorkspace({ slug }: { slug: string }) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const character = useCharacter(slug);
  const conversation = useConversation(slug);

  if (character.isSuccess && conversation.isSuccess) {
    return <ChatSession character={character.data} restored={conversation.data.messages} />;
  }

  let body;
  if (character.error instanceof ApiError && character.error.status === 404) {
    body = <NotHere slug={slug} />;
  } else if (character.isError || conversation.isError) {
    const retry = () => {
      if (character.isError) void character.refetch();
      if (conversation.isError) void conversation.refetch();
    };
    body = (
      <div className="chat-error-box">
        <p role="alert" className="chat-error">
          {errorText(character.error ?? conversation.error, t('thread.failed'))}
        </p>
        <Button
          variant="secondary"
          loading={character.isFetching || conversation.isFetching}
          onClick={retry}
        >
          {t('thread.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Loading text={t('thread.loading')} />;
  }
  return <ChatLayout sidebar={<ChatSidebar current={slug} />}>{body}</ChatLayout>;
}

function NotHere({ slug }: { slug: string }) {
  const { t } = useTranslation('chat-conversation');
  const discover = discoverPath();
  return (
    <EmptyState
      title={t('notHere.title')}
      description={t('notHere.text', { slug })}
      action={
        discover && (
          <Link className="ly-button ly-button--primary" to={discover}>
            {t('notHere.discover')}
          </Link>
        )
      }
    />
  );
}
