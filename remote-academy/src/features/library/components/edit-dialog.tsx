import { FLASHCARD_TEXT_MAX, TAG_NAME_MAX, cleanTagNames } from '@lyceum/contracts/constants';
import { Button, Dialog, TextArea } from '@lyceum/ui';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@lyceum/contracts';
import '../../../styles/chips.css';
import './edit-dialog.css';

export interface EditValues {
  recto: string;
  verso: string;
  tags: string[];
}

export interface EditDialogProps {
  /** The card being edited; null closes the dialog. */
  card: Flashcard | null;
  saving: boolean;
  onSave: (values: EditValues) => void;
  onClose: () => void;
}

/**
 * Edits a card's recto, verso and tags. A tag already on the card is not added twice and a blank
 * one is ignored; Escape or Cancel closes without saving; Ctrl/Cmd+Enter saves from anywhere in it.
 */
export function EditDialog({ card, saving, onSave, onClose }: EditDialogProps) {
  const { t } = useTranslation('academy-library');
  const [values, setValues] = useState<EditValues>({ recto: '', verso: '', tags: [] });
  const [newTag, setNewTag] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!card) return;
    setValues({ recto: card.recto, verso: card.verso, tags: [...card.tags] });
    setNewTag('');
    setTouched(false);
  }, [card]);

  const addTag = () => {
    setValues((v) => ({ ...v, tags: cleanTagNames([...v.tags, newTag]) }));
    setNewTag('');
  };

  const rectoError = touched && !values.recto.trim() ? t('edit.required') : undefined;
  const versoError = touched && !values.verso.trim() ? t('edit.required') : undefined;

  const save = () => {
    setTouched(true);
    if (!values.recto.trim() || !values.verso.trim() || saving) return;
    // A tag still in the field counts, as the user would expect.
    const tags = cleanTagNames([...values.tags, newTag]);
    onSave({ recto: values.recto.trim(), verso: values.verso.trim(), tags });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <Dialog open={card !== null} title={t('edit.title')} onClose={onClose}>
      <form className="ac-edit" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
        <TextArea
          label={t('edit.recto')}
          value={values.recto}
          rows={2}
          maxLength={FLASHCARD_TEXT_MAX}
          error={rectoError}
          onChange={(event) => setValues((v) => ({ ...v, recto: event.target.value }))}
        />
        <TextArea
          label={t('edit.verso')}
          value={values.verso}
          rows={3}
          maxLength={FLASHCARD_TEXT_MAX}
          error={versoError}
          onChange={(event) => setValues((v) => ({ ...v, verso: event.target.value }))}
        />
        <fieldset className="ac-edit__tags">
          <legend>{t('edit.tags')}</legend>
          {values.tags.length === 0 ? (
            <p className="ac-muted">{t('edit.noTags')}</p>
          ) : (
            <ul className="ly-chips">
              {values.tags.map((tag) => (
                <li key={tag.toLowerCase()} className="ly-chip">
                  {tag}
                  <button
                    type="button"
                    className="ac-chip__remove"
                    aria-label={t('edit.removeTag', { name: tag })}
                    onClick={() =>
                      setValues((v) => ({ ...v, tags: v.tags.filter((other) => other !== tag) }))
                    }
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="ac-inline-form">
            <label className="ly-visually-hidden" htmlFor="ac-edit-new-tag">
              {t('edit.newTag')}
            </label>
            <input
              id="ac-edit-new-tag"
              className="ly-input"
              value={newTag}
              maxLength={TAG_NAME_MAX}
              placeholder={t('edit.newTag')}
              onChange={(event) => setNewTag(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  addTag();
                }
              }}
            />
            <Button variant="secondary" onClick={addTag} disabled={!newTag.trim()}>
              {t('edit.addTag')}
            </Button>
          </div>
        </fieldset>
        <p className="ac-muted ac-edit__shortcut">{t('edit.shortcut')}</p>
        <div className="ly-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
