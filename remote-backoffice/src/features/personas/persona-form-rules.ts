import {
  FIELD_RULES,
  PROFILE_FILE_EXTENSION,
  PROFILE_MAX_BYTES,
  splitTags,
  type ErrorCode,
} from '@lyceum/contracts/constants';
import { ruleError, type FieldErrors } from '@lyceum/platform';
import type { TFunction } from 'i18next';
import type { PersonaTextFields } from './api/save-persona';
import type { Persona } from './api/get-personas';
import { ruleText } from './persona-texts';
import type { KeyCheck } from './use-key-check';

/** The form's values: the text fields, and the chosen profile's file name ('' when none). */
export type PersonaFormValues = PersonaTextFields & { profile_file: string };

/** The longest value of each text field, from the rules the server checks. */
export const FIELD_MAX: Record<keyof PersonaTextFields, number> = {
  name: FIELD_RULES.personaName.maxLength,
  vector_database_key: FIELD_RULES.personaKey.maxLength,
  birth_date: FIELD_RULES.personaDate.maxLength,
  death_date: FIELD_RULES.personaDate.maxLength,
  short_description: FIELD_RULES.personaDescription.maxLength,
  tags: FIELD_RULES.personaTags.maxLength,
};

/** An empty form to create a persona, or the persona's values to edit it. */
export function initialValues(persona?: Persona): PersonaFormValues {
  return {
    name: persona?.name ?? '',
    vector_database_key: persona?.vector_database_key ?? '',
    birth_date: persona?.birth_date ?? '',
    death_date: persona?.death_date ?? '',
    short_description: persona?.short_description ?? '',
    tags: persona?.tags ?? '',
    profile_file: '',
  };
}

/** What is wrong with a chosen profile file, if anything: not Markdown, or too large. */
export function profileProblem(file: File): 'invalid' | 'tooLarge' | null {
  if (!file.name.toLowerCase().endsWith(PROFILE_FILE_EXTENSION)) return 'invalid';
  if (file.size > PROFILE_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface FormContext {
  keyCheck: KeyCheck;
  /** The chosen profile file. */
  profile: File | null;
  /** An edit keeps the current profile when no file is chosen. */
  editing: boolean;
}

const tooLong = (field: keyof PersonaTextFields, value: string) =>
  ruleError({ maxLength: FIELD_MAX[field] }, value);

/**
 * The problems that keep the form from being sent, as texts by field: a name, a key the server
 * found valid, a short description, at least one tag, and a Markdown profile (required on
 * create) within the size limit; no field longer than the server accepts.
 */
export function personaFormProblems(
  values: PersonaFormValues,
  { keyCheck, profile, editing }: FormContext,
  t: TFunction<'backoffice-personas'>,
): FieldErrors<PersonaFormValues> {
  let profileError: string | undefined;
  const problem = profile && profileProblem(profile);
  if (problem === 'invalid') profileError = ruleText.profileInvalid();
  else if (problem === 'tooLarge') profileError = ruleText.profileTooLarge();
  else if (!profile && !editing) profileError = ruleText.profileRequired();
  return {
    name: values.name.trim() ? tooLong('name', values.name) : t('form.nameRequired'),
    vector_database_key: keyCheck.state === 'valid' ? undefined : ruleText.invalidKey(),
    birth_date: tooLong('birth_date', values.birth_date),
    death_date: tooLong('death_date', values.death_date),
    short_description: values.short_description.trim()
      ? tooLong('short_description', values.short_description)
      : ruleText.descriptionRequired(),
    tags:
      splitTags(values.tags).length > 0 ? tooLong('tags', values.tags) : ruleText.tagsRequired(),
    profile_file: profileError,
  };
}

/** The field a server refusal is about, from its code. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, keyof PersonaFormValues>> = {
  'personas.name_taken': 'name',
  'personas.invalid_key': 'vector_database_key',
  'personas.collection_not_found': 'vector_database_key',
  'personas.collection_empty': 'vector_database_key',
  'personas.description_required': 'short_description',
  'personas.tags_required': 'tags',
  'personas.profile_required': 'profile_file',
  'personas.profile_invalid': 'profile_file',
  'personas.profile_too_large': 'profile_file',
};

export const fieldOfCode = (code: ErrorCode | undefined) =>
  code === undefined ? undefined : FIELD_OF_CODE[code];

/** The key an author of the list stands for: "Seneca (seneca)" is `seneca`. */
export function authorKey(author: string): string {
  return /\(([^()]+)\)\s*$/.exec(author)?.[1]?.trim() ?? author.trim();
}
