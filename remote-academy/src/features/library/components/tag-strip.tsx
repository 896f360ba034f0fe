import { useErrorText } from '@lyceum/platform';
import { Button, Loading } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@lyceum/contracts';

export interface TagStripProps {
  tags: Tag[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Lower-cased names of the tags filtering the list (cards carry all of them). */
  active: string[];
  onToggle: (name: string) => void;
  onClear: () => void;
  /** Resolves true once the tag exists, so the field can be emptied. */
  onCreate: (name: string) => Promise<boolean>;
  creating: boolean;
  onDelete: (tag: Tag) => void;
}

/**
 * The user's tags as filter toggles (pressed = the list keeps only cards carrying it), each with
 * its count and a delete control, and a form creating a tag (name trimmed, never empty).
 */
export function TagStrip({
  tags,
  loading,
  error,
  onRetry,
  active,
  onToggle,
  onClear,
  onCreate,
  creating,
  onDelete,
}: TagStripProps) {
  const { t } = useTranslation('academy-library');
  const { t: tc } = useTranslation('academy');
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    if (await onCreate(trimmed)) setName('');
  };

  let list;
  if (loading) list = <Loading text={t('list.loading')} />;
  else if (error) {
    list = (
      <div className="ac-error-box">
        <p role="alert" className="ac-error">
          {t('errors.tags', { message: errorText(error, tc('calls.fetchTags')) })}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (!tags || tags.length === 0) list = <p className="ac-muted">{t('tags.empty')}</p>;
  else {
    list = (
      <ul className="ac-tags__list">
        {tags.map((tag) => {
          const pressed = active.includes(tag.name.toLowerCase());
          return (
            <li key={tag.id} className={`ac-tag${pressed ? ' ac-tag--active' : ''}`}>
              <button
                type="button"
                className="ac-tag__toggle"
                aria-pressed={pressed}
                onClick={() => onToggle(tag.name.toLowerCase())}
              >
                <span className="ac-tag__name">{tag.name}</span>
                <span className="ac-tag__count">
                  <span aria-hidden="true">{tag.flashcard_count}</span>
                  <span className="ly-visually-hidden">
                    {t('tags.count', { count: tag.flashcard_count })}
                  </span>
                </span>
              </button>
              <button
                type="button"
                className="ac-tag__delete"
                aria-label={t('tags.delete', { name: tag.name })}
                title={t('tags.delete', { name: tag.name })}
                onClick={() => onDelete(tag)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="ac-panel ac-tags" aria-labelledby="ac-tags-heading">
      <div className="ac-panel__head">
        <h2 id="ac-tags-heading" className="ac-panel__title">
          {t('tags.heading')}
        </h2>
        {active.length > 0 && (
          <button type="button" className="ac-link-button" onClick={onClear}>
            {t('tags.clear')}
          </button>
        )}
      </div>
      {tags && tags.length > 0 && <p className="ac-muted ac-tags__hint">{t('tags.filterHint')}</p>}
      {list}
      <form className="ac-inline-form" onSubmit={(event) => void submit(event)}>
        <label className="ly-visually-hidden" htmlFor="ac-new-tag">
          {t('tags.newTag')}
        </label>
        <input
          id="ac-new-tag"
          className="ly-input"
          value={name}
          maxLength={100}
          placeholder={t('tags.newTag')}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!trimmed} loading={creating}>
          {t('tags.create')}
        </Button>
      </form>
    </section>
  );
}
