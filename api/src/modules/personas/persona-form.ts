import {
  PERSONA_FIELDS,
  PERSONA_FRENCH_FIELDS,
  PROFILE_FILE_EXTENSION,
  PROFILE_MAX_BYTES,
  type PersonaFrenchField,
  type PersonaTextField,
  type PersonaTranslation,
} from '@lyceum/contracts';
import { fieldProblem } from '../../lib/field-rules';
import { apiError, type HttpError } from '../../lib/http-errors';
import { controlCharacterField } from '../../plugins/request-guard';

/** The form's file parts: the profile, and the profile in French. */
export const PROFILE_FIELD = 'profile_file';
export const FRENCH_PROFILE_FIELD = 'profile_file_fr';
export type ProfileField = typeof PROFILE_FIELD | typeof FRENCH_PROFILE_FIELD;
export const isProfileField = (name: string): name is ProfileField =>
  name === PROFILE_FIELD || name === FRENCH_PROFILE_FIELD;

export interface ProfileUpload {
  /** The sender's file name, only looked at for its extension. */
  filename: string;
  bytes: Buffer;
}

/** A persona form as received: its text fields and its profile files, those that were sent. */
export interface PersonaSubmission {
  fields: Partial<Record<PersonaTextField, string>>;
  profile: ProfileUpload | null;
  /** The profile in French; left out when none was sent. */
  frenchProfile?: ProfileUpload | null;
}

/** A persona form once checked: trimmed texts, null for an empty date, the profile's text. */
export interface PersonaForm {
  name: string;
  vector_database_key: string;
  birth_date: string | null;
  death_date: string | null;
  short_description: string;
  /** The tags as `PERSONA_FIELDS.tags.sent` joins them: "Stoicism, Ethics", each once. */
  tags: string;
  /** The new profile; null when none was sent (an edit then keeps the stored one). */
  profileMarkdown: string | null;
  /** The author its words come through; null when it wrote its books. */
  known_through: string | null;
  /** Its French texts, those given; null when every French text was left empty. */
  french: PersonaTranslation | null;
  /** The new French profile; null when none was sent (an edit then keeps the stored one). */
  frenchProfileMarkdown: string | null;
}

/** The refusal for a field whose value is longer than the upload reads of it. */
export const tooLong = (field: PersonaTextField): HttpError =>
  apiError(PERSONA_FIELDS[field].codes?.too_long ?? 'validation.too_long', field);

/**
 * A profile's Markdown: a `.md` file of at most `PROFILE_MAX_BYTES` of UTF-8 text, neither empty
 * nor holding a NUL character. A byte-order mark is dropped. A refusal names `field`, the part
 * the file came in.
 */
export function profileText(upload: ProfileUpload, field: ProfileField = PROFILE_FIELD): string {
  if (!upload.filename.toLowerCase().endsWith(PROFILE_FILE_EXTENSION)) {
    throw apiError('personas.profile_invalid', field);
  }
  if (upload.bytes.length > PROFILE_MAX_BYTES) {
    throw apiError('personas.profile_too_large', field);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(upload.bytes);
  } catch {
    throw apiError('personas.profile_invalid', field);
  }
  if (text.trim() === '' || text.includes('\u0000')) {
    throw apiError('personas.profile_invalid', field);
  }
  return text;
}

/** The French texts given, each under the translation's own name; null when none is. */
function frenchTexts(values: Record<PersonaFrenchField, string>): PersonaTranslation | null {
  const french: PersonaTranslation = {};
  for (const [field, text] of Object.entries(PERSONA_FRENCH_FIELDS)) {
    const value = values[field as PersonaFrenchField];
    if (value) french[text] = value;
  }
  return Object.keys(french).length > 0 ? french : null;
}

/**
 * Checks a persona form, field by field in the form's order, and answers it cleaned; throws the
 * first problem. The collection the key names and the name's uniqueness are checked by the
 * service, against the database.
 */
export function readPersonaForm(
  { fields, profile, frenchProfile = null }: PersonaSubmission,
  { profileRequired }: { profileRequired: boolean },
): PersonaForm {
  const control = controlCharacterField(fields);
  if (control) throw apiError('validation.control_characters', control);
  const text = (field: PersonaTextField) => {
    const { rule, codes, sent } = PERSONA_FIELDS[field];
    const value = sent(fields[field] ?? '');
    const problem = fieldProblem(field, rule, value, codes);
    if (problem) throw problem;
    return value;
  };

  const name = text('name');
  const key = text('vector_database_key');
  const description = text('short_description');
  const knownThrough = text('known_through');
  const tags = text('tags');
  const birth = text('birth_date');
  const death = text('death_date');
  const french = frenchTexts({
    name_fr: text('name_fr'),
    short_description_fr: text('short_description_fr'),
    known_through_fr: text('known_through_fr'),
    tags_fr: text('tags_fr'),
  });
  if (!profile && profileRequired) throw apiError('personas.profile_required', PROFILE_FIELD);

  return {
    name,
    vector_database_key: key,
    birth_date: birth || null,
    death_date: death || null,
    short_description: description,
    tags,
    profileMarkdown: profile ? profileText(profile) : null,
    known_through: knownThrough || null,
    french,
    frenchProfileMarkdown: frenchProfile ? profileText(frenchProfile, FRENCH_PROFILE_FIELD) : null,
  };
}
