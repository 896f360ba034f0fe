import { useErrorText } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDiscoverPersonas } from '../../discover/api/get-discover-personas';
import { chatPath, discoverPath } from '../../../area-links';
import { useResetConversation } from '../api/reset-conversation';

/** The history state of a conversation opened from the picker: its message box takes the focus. */
export const CHOSEN = { chosen: true } as const;

export const wasChosen = (state: unknown) =>
  typeof state === 'object' && state !== null && 'chosen' in state && state.chosen === true;

interface ChatSidebarProps {
  /** The slug of the persona being talked with, if any. */
  current?: string | undefined;
  /** The conversation's own actions (New Conversation), when there is one. */
  children?: ReactNode;
}

/**
 * The sidebar: the personas to talk with and the conversation's actions. Choosing another persona
 * starts a new conversation with it (its kept one is reset) and opens it; when the reset fails,
 * the page stays where it is and says so.
 */
export function ChatSidebar({ current, children }: ChatSidebarProps) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const titleId = useId();
  const personas = useDiscoverPersonas();
  const reset = useResetConversation();
  const navigate = useNavigate();
  const discover = discoverPath();

  const choose = (slug: string) => {
    if (slug === current || reset.isPending) return;
    reset.mutate(slug, {
      onSuccess: () => void navigate(chatPath(slug), { state: CHOSEN }),
    });
  };

  let list;
  if (personas.isPending) list = <p className="chat-muted">{t('sidebar.loading')}</p>;
  else if (personas.isError) {
    list = (
      <div className="chat-error-box">
        <p role="alert" className="chat-error">
          {errorText(personas.error, t('sidebar.failed'))}
        </p>
        <Button
          variant="secondary"
          loading={personas.isFetching}
          onClick={() => void personas.refetch()}
        >
          {t('sidebar.retry')}
        </Button>
      </div>
    );
  } else if (personas.data.length === 0) {
    list = <p className="chat-muted">{t('sidebar.empty')}</p>;
  } else {
    list = (
      <ul className="chat-picker">
        {personas.data.map((persona) => (
          <li key={persona.id}>
            <Button
              variant="ghost"
              className="chat-picker__persona"
              aria-current={persona.slug === current ? 'true' : undefined}
              loading={reset.isPending && reset.variables === persona.slug}
              disabled={reset.isPending}
              onClick={() => choose(persona.slug)}
            >
              {persona.display_name}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <aside className="chat-sidebar" aria-labelledby={titleId}>
      <h2 id={titleId} className="chat-sidebar__title">
        {t('sidebar.label')}
      </h2>
      {list}
      {reset.isError && (
        <p role="alert" className="chat-error">
          {errorText(reset.error, t('errors.reset'))}
        </p>
      )}
      {children}
      {discover && (
        <Link className="chat-sidebar__link" to={discover}>
          {t('sidebar.discover')}
        </Link>
      )}
    </aside>
  );
}
