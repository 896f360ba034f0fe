import { PROFILE_FILE_EXTENSION, PROFILE_MAX_BYTES } from '@lyceum/contracts/constants';
import { errorCode, useErrorText, useForm } from '@lyceum/platform';
import { Button, Input, TextArea } from '@lyceum/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Persona } from '../api/get-personas';
import { useSavePersona } from '../api/save-persona';
import { personaErrorText } from '../persona-error';
import {
  fieldMax,
  fieldOfCode,
  initialValues,
  personaFormProblems,
  type PersonaFormValues,
} from '../persona-form-rules';
import { NS } from '../persona-texts';
import { useKeyCheck } from '../hooks/use-key-check';
import { ProfilePreview } from './profile-preview';
import { VectorKeyField } from './vector-key-field';

export interface PersonaFormProps {
  /** The persona to edit; none creates one. */
  persona?: Persona | undefined;
  /** Leaves the form: after Cancel, the back action or a successful save. */
  onClose: () => void;
}

/**
 * The persona form, to create or to edit: its heading takes the focus when it opens. It is sent
 * only with a key the server found valid ('Saving...' meanwhile); a success closes it (the list
 * is asked again). Beside the fields, the profile preview. Its French texts and French profile,
 * all optional, are grouped under their own legend; on edit they show the persona's.
 */
export function PersonaForm({ persona, onClose }: PersonaFormProps) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const editing = persona !== undefined;
  const save = useSavePersona();
  const [profile, setProfile] = useState<File | null>(null);
  const [frenchProfile, setFrenchProfile] = useState<File | null>(null);
  // The key lives here too, so that its check is known before the form's rules run.
  const [key, setKey] = useState(persona?.vector_database_key ?? '');
  const keyCheck = useKeyCheck(key);
  const form = useForm<PersonaFormValues>({
    initialValues: initialValues(persona),
    validate: (values) =>
      personaFormProblems(values, { keyCheck, profile, frenchProfile, editing }),
    onSubmit: async ({ profile_file: _fileName, profile_file_fr: _frenchName, ...fields }) => {
      await save.mutateAsync({ id: persona?.id, fields, profile, frenchProfile });
      onClose();
    },
    failureText: (error) =>
      personaErrorText(error, editing ? 'update' : 'create', t, errorText, key.trim()),
    failureField: (error) => fieldOfCode(errorCode(error)),
  });

  const headingId = useId();
  const frenchHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const busy = form.submitting;
  const text = (
    name: Exclude<
      keyof PersonaFormValues,
      'profile_file' | 'profile_file_fr' | 'vector_database_key'
    >,
  ) => ({
    ...form.field(name),
    maxLength: fieldMax(name),
    disabled: busy,
  });
  // The texts typed in the French group are French, whatever the screen's language.
  const french = (name: Parameters<typeof text>[0]) => ({ ...text(name), lang: 'fr' });
  /** A profile file input: the file chosen is kept, its name is the field's value. */
  const file = (name: 'profile_file' | 'profile_file_fr', keep: (file: File | null) => void) => ({
    type: 'file',
    name,
    accept: PROFILE_FILE_EXTENSION,
    disabled: busy,
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0] ?? null;
      keep(chosen);
      form.setValue(name, chosen?.name ?? '');
    },
  });
  const maxKb = PROFILE_MAX_BYTES / 1024;

  return (
    <section className="ly-card bo-persona-form" aria-labelledby={headingId}>
      <div className="bo-persona-form__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="bo-section-title bo-focus-target">
          {editing ? t('form.editTitle') : t('form.createTitle')}
        </h2>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t('form.back')}
        </Button>
      </div>
      <div className="bo-persona-form__layout">
        <form className="bo-persona-form__fields" noValidate onSubmit={form.handleSubmit}>
          <Input label={t('form.name')} required autoComplete="off" {...text('name')} />
          <VectorKeyField
            name="vector_database_key"
            value={form.values.vector_database_key}
            onChange={(value) => {
              form.setValue('vector_database_key', value);
              setKey(value);
            }}
            check={keyCheck}
            error={form.errors.vector_database_key}
            maxLength={fieldMax('vector_database_key')}
            disabled={busy}
          />
          <div className="bo-persona-form__dates">
            <Input label={t('form.birthDate')} hint={t('form.dateHint')} {...text('birth_date')} />
            <Input label={t('form.deathDate')} hint={t('form.dateHint')} {...text('death_date')} />
          </div>
          <TextArea
            label={t('form.description')}
            rows={3}
            required
            {...text('short_description')}
          />
          <Input label={t('form.tags')} hint={t('form.tagsHint')} required {...text('tags')} />
          <Input
            label={t('form.knownThrough')}
            hint={t('form.knownThroughHint')}
            autoComplete="off"
            {...text('known_through')}
          />
          <Input
            label={t('form.profile', { extension: PROFILE_FILE_EXTENSION })}
            hint={
              editing
                ? t('form.profileEditHint', { max: maxKb })
                : t('form.profileHint', { max: maxKb })
            }
            required={!editing}
            {...file('profile_file', setProfile)}
          />
          <fieldset className="bo-persona-form__language" aria-describedby={frenchHintId}>
            <legend className="bo-persona-form__legend">{t('form.french')}</legend>
            <p id={frenchHintId} className="bo-persona-form__language-hint">
              {t('form.frenchHint')}
            </p>
            <Input label={t('form.nameFr')} autoComplete="off" {...french('name_fr')} />
            <TextArea
              label={t('form.descriptionFr')}
              rows={3}
              {...french('short_description_fr')}
            />
            <Input label={t('form.tagsFr')} hint={t('form.tagsFrHint')} {...french('tags_fr')} />
            <Input
              label={t('form.knownThroughFr')}
              hint={t('form.knownThroughFrHint')}
              autoComplete="off"
              {...french('known_through_fr')}
            />
            <Input
              label={t('form.profileFr', { extension: PROFILE_FILE_EXTENSION })}
              hint={
                editing
                  ? t('form.profileFrEditHint', { max: maxKb })
                  : t('form.profileFrHint', { max: maxKb })
              }
              {...file('profile_file_fr', setFrenchProfile)}
            />
          </fieldset>
          {form.formError && (
            <p role="alert" className="bo-error">
              {form.formError}
            </p>
          )}
          <div className="bo-persona-form__actions">
            <Button type="submit" loading={busy} disabled={keyCheck.state !== 'valid'}>
              {busy ? t('form.saving') : editing ? t('form.update') : t('form.create')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {t('form.cancel')}
            </Button>
          </div>
        </form>
        <ProfilePreview file={profile} persona={persona} />
      </div>
    </section>
  );
}
