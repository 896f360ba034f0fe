import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_TAGS_SHOWN } from './bulk-tags';
import '../../../styles/chips.css';

export interface BulkTagGroupProps {
  /** The row's visible name, which also names the group ("Add tag"). */
  title: string;
  names: readonly string[];
  /** `add` marks the buttons with "+", `remove` with "×". */
  kind: 'add' | 'remove';
  /** Each button's full name for assistive technology ("Add tag latin"). */
  buttonLabel: (name: string) => string;
  /** Shown when `names` is empty. */
  emptyText: string;
  disabled: boolean;
  onPick: (name: string) => void;
}

/** A row of tag buttons: the first BULK_TAGS_SHOWN, and a "+N more" toggle for the rest. */
export function BulkTagGroup({
  title,
  names,
  kind,
  buttonLabel,
  emptyText,
  disabled,
  onPick,
}: BulkTagGroupProps) {
  const { t } = useTranslation('academy-cards');
  const [showAll, setShowAll] = useState(false);
  const titleId = useId();
  const listId = useId();
  const rest = names.length - BULK_TAGS_SHOWN;
  const shown = showAll ? names : names.slice(0, BULK_TAGS_SHOWN);
  return (
    <div className="ac-bulk-tags" role="group" aria-labelledby={titleId}>
      <span id={titleId} className="ac-bulk-tags__title">
        {title}
      </span>
      {names.length === 0 ? (
        <span className="ac-bulk-tags__empty">{emptyText}</span>
      ) : (
        <ul id={listId} className="ac-tag-buttons">
          {shown.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={`ac-bulk-tag ac-bulk-tag--${kind}`}
                aria-label={buttonLabel(name)}
                disabled={disabled}
                onClick={() => onPick(name)}
              >
                <span aria-hidden="true">{kind === 'add' ? '+' : '×'}</span>
                {name}
              </button>
            </li>
          ))}
          {rest > 0 && (
            <li>
              <button
                type="button"
                className="ac-bulk-tag ac-bulk-tag--more"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((value) => !value)}
              >
                {showAll ? t('bulk.fewer') : t('bulk.more', { count: rest })}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
