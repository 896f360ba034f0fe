import { useErrorText } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { academyPath } from '../../../area-links';
import { useAddIdeaFlashcard } from '../api/add-idea-flashcard';

/**
 * Turns a cited idea into one of the learner's flashcards; then says whether it was added or was
 * already there (focus moves to that message), with the way to the library.
 */
export function SourceFlashcard({ ideaId, character }: { ideaId: number; character: string }) {
  const { t } = useTranslation('chat-conversation');
  const errorText = useErrorText();
  const add = useAddIdeaFlashcard();
  const outcome = useRef<HTMLParagraphElement>(null);
  const library = academyPath();

  useEffect(() => {
    if (add.isSuccess) outcome.current?.focus();
  }, [add.isSuccess]);

  if (add.isSuccess) {
    return (
      <p ref={outcome} role="status" tabIndex={-1} className="chat-source__outcome">
        {t(add.data.created ? 'flashcards.added' : 'flashcards.exists')}
        {library && (
          <>
            {' '}
            <Link to={library}>{t('flashcards.library')}</Link>
          </>
        )}
      </p>
    );
  }
  return (
    <div className="chat-source__add">
      <Button
        variant="secondary"
        className="chat-button--small"
        loading={add.isPending}
        onClick={() => add.mutate({ idea_id: ideaId, character })}
      >
        {t('flashcards.add')}
      </Button>
      {add.isError && (
        <p role="alert" className="chat-error">
          {errorText(add.error, t('flashcards.failed'))}
        </p>
      )}
    </div>
  );
}
