import {
  CHALLENGE_LIMIT_DEFAULT,
  CHALLENGE_LIMIT_MAX,
  CHALLENGE_LIMIT_MIN,
} from '@lyceum/contracts/constants';
import { Button, Input, Loading } from '@lyceum/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTags } from '../../library/api/get-tags';
import '../../../styles/chips.css';

export interface ChallengeSetupProps {
  /** The card count as typed; checked when the challenge starts. */
  count: string;
  onCount: (value: string) => void;
  /** The chosen tag names; none means every card. */
  tags: string[];
  onToggleTag: (name: string) => void;
  onStart: () => void;
  onCancel: () => void;
  starting: boolean;
  /** Why the last start gave no session (no card, or a failure), already in words. */
  message: { tone: 'info' | 'error'; text: string } | null;
  /** Moves focus to the heading once shown (when coming back from a session). */
  focusHeading: boolean;
}

/**
 * The challenge's setup: how many cards, which tags (several may be chosen: cards carrying all of
 * them), Start Challenge and Cancel. The outcome of a start that gave no session shows below.
 */
export function ChallengeSetup({
  count,
  onCount,
  tags,
  onToggleTag,
  onStart,
  onCancel,
  starting,
  message,
  focusHeading,
}: ChallengeSetupProps) {
  const { t } = useTranslation('academy-challenge');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section className="ac-challenge-setup" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="ac-challenge__heading">
        {t('setup.heading')}
      </h2>
      <p className="ac-challenge__intro">{t('setup.intro')}</p>
      <form
        className="ac-challenge-setup__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        <Input
          className="ac-challenge-setup__count"
          label={t('setup.count')}
          hint={t('setup.countHint', {
            min: CHALLENGE_LIMIT_MIN,
            max: CHALLENGE_LIMIT_MAX,
            fallback: CHALLENGE_LIMIT_DEFAULT,
          })}
          type="number"
          inputMode="numeric"
          min={CHALLENGE_LIMIT_MIN}
          max={CHALLENGE_LIMIT_MAX}
          step={1}
          value={count}
          onChange={(event) => onCount(event.target.value)}
        />
        <TagChoice chosen={tags} onToggle={onToggleTag} />
        <div className="ac-challenge__actions">
          <Button type="submit" loading={starting}>
            {t('setup.start')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('setup.cancel')}
          </Button>
        </div>
      </form>
      {/* Present from the start, so that what appears in it is announced. */}
      <div aria-live="polite" className="ac-challenge-setup__message">
        {message?.tone === 'info' && <p className="ac-challenge__note">{message.text}</p>}
      </div>
      {message?.tone === 'error' && (
        <p className="ac-error" role="alert">
          {message.text}
        </p>
      )}
    </section>
  );
}

/** The user's tags as toggles (pressed = chosen), or why they are not there. */
function TagChoice({ chosen, onToggle }: { chosen: string[]; onToggle: (name: string) => void }) {
  const { t } = useTranslation('academy-challenge');
  const tags = useTags();
  const hintId = useId();

  let body: ReactNode;
  if (tags.isPending) body = <Loading text={t('setup.tagsLoading')} />;
  else if (tags.isError) {
    body = (
      <div className="ac-challenge-setup__tags-failed">
        <p className="ac-error">{t('setup.tagsFailed')}</p>
        <Button variant="secondary" loading={tags.isFetching} onClick={() => void tags.refetch()}>
          {t('setup.tagsRetry')}
        </Button>
      </div>
    );
  } else if (tags.data.length === 0)
    body = <p className="ac-challenge__note">{t('setup.noTags')}</p>;
  else {
    body = (
      <ul className="ac-tag-buttons">
        {tags.data.map((tag) => {
          const pressed = chosen.includes(tag.name);
          return (
            <li key={tag.id}>
              <button
                type="button"
                className={`ac-tag-button${pressed ? ' ac-challenge-tag--on' : ''}`}
                aria-pressed={pressed}
                onClick={() => onToggle(tag.name)}
              >
                {pressed && (
                  <span className="ac-challenge-tag__check" aria-hidden="true">
                    ✓
                  </span>
                )}
                {tag.name}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="ac-challenge-setup__tags" aria-describedby={hintId}>
      <legend>{t('setup.tags')}</legend>
      <p id={hintId} className="ac-challenge__hint">
        {t('setup.tagsHint')}
      </p>
      {body}
    </fieldset>
  );
}
