import { useAuth } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTags } from '../../library/api/get-tags';
import '../../../styles/chips.css';
import { hasTag } from '../import-text';

interface ExistingTagsProps {
  /** The tags field as typed: a tag already in it is marked as added. */
  value: string;
  onPick: (name: string) => void;
}

/** The user's tags as buttons; choosing one adds it to the tags field unless it is there. */
export function ExistingTags({ value, onPick }: ExistingTagsProps) {
  const { t } = useTranslation('academy-import');
  const { user } = useAuth();
  const tags = useTags(user !== null);
  const titleId = useId();

  let body;
  if (!user) body = <p className="ac-import-tags__note">{t('existing.signIn')}</p>;
  else if (tags.isPending) body = <p className="ac-import-tags__note">{t('existing.loading')}</p>;
  else if (tags.isError) {
    body = (
      <div className="ac-import-tags__failed">
        <p role="alert">{t('existing.failed')}</p>
        <Button variant="secondary" onClick={() => void tags.refetch()}>
          {t('existing.retry')}
        </Button>
      </div>
    );
  } else if (tags.data.length === 0) {
    body = <p className="ac-import-tags__note">{t('existing.empty')}</p>;
  } else {
    body = (
      <>
        <p className="ac-import-tags__note">{t('existing.hint')}</p>
        <ul className="ac-tag-buttons">
          {tags.data.map((tag) => {
            const added = hasTag(value, tag.name);
            return (
              <li key={tag.id}>
                <button
                  type="button"
                  className={['ac-tag-button', added && 'ac-import-tag--added']
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => onPick(tag.name)}
                >
                  {added && (
                    <span className="ac-import-tag__mark" aria-hidden="true">
                      ✓
                    </span>
                  )}
                  {tag.name}
                  {added && <span className="ly-visually-hidden"> {t('existing.added')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <section className="ac-import-tags" aria-labelledby={titleId}>
      <h2 id={titleId} className="ac-import-tags__title">
        {t('existing.title')}
      </h2>
      {body}
    </section>
  );
}
