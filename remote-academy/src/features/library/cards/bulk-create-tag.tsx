import { Button } from '@lyceum/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkCreateTagProps {
  disabled: boolean;
  /**
   * Gets the trimmed name. The field empties at once, or, when a promise is returned, once it
   * resolves; a rejection or a resolved `false` keeps the name to try again.
   */
  onSubmit: (name: string) => void | Promise<unknown>;
}

/** A field and a button that create a tag and add it to the selected cards; Enter submits. */
export function BulkCreateTag({ disabled, onSubmit }: BulkCreateTagProps) {
  const { t } = useTranslation('academy-cards');
  const [name, setName] = useState('');
  const id = useId();
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || disabled) return;
    const result = onSubmit(trimmed);
    if (!(result instanceof Promise)) setName('');
    else {
      result.then(
        (outcome) => {
          if (outcome !== false) setName('');
        },
        () => undefined,
      );
    }
  };

  return (
    <form className="ac-bulk-create" onSubmit={submit}>
      <label className="ac-bulk-tags__title" htmlFor={id}>
        {t('bulk.newTag')}
      </label>
      <div className="ac-bulk-create__row">
        <input
          id={id}
          className="ly-input ac-bulk-create__input"
          value={name}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={disabled || !trimmed}>
          {t('bulk.createAndAdd')}
        </Button>
      </div>
    </form>
  );
}
