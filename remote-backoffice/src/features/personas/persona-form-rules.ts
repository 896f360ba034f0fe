import {
  PERSONA_FIELDS,
  PROFILE_FILE_EXTENSION,
  PROFILE_MAX_BYTES,
  type ErrorCode,
  type PersonaTextField,
} from '@lyceum/contracts/constants';
import { ruleError, type FieldErrors } from '@lyceum/platform';
import type { PersonaTextFields } from './api/save-persona';
import type { Persona } from './api/get-personas';
import { ruleText } from './persona-texts';
import type { KeyCheck } from './hooks/use-key-check';

/**
 * The form's values: the text fields, and the chosen profiles' file names ('' when none), the
 * profile's and the French one's.
 */
export type PersonaFormValues = PersonaTextFields & {
  profile_file: string;
  profile_file_fr: string;
};

/**
 * The longest text a field's input takes as typed, from the rules the server checks. None for the
 * tags, in either language: their limit applies to the list once joined, which can be longer or
 * shorter than what was typed ("a,b" is sent "a, b"; "Ethics, ethics" is sent "Ethics"), so the
 * form checks it on submit.
 */
export const fieldMax = (field: PersonaTextField): number | undefined =>
  field === 'tags' || field === 'tags_fr' ? undefined : PERSONA_FIELDS[field].rule.maxLength;

/** An empty form to create a persona, or the persona's values to edit it, French texts included. */
export function initialValues(persona?: Persona): PersonaFormValues {
  const french = persona?.translations.fr;
  return {
    name: persona?.name ?? '',
    vector_database_key: persona?.vector_database_key ?? '',
    birth_date: persona?.birth_date ?? '',
    death_date: persona?.death_date ?? '',
    short_description: persona?.short_description ?? '',
    tags: persona?.tags ?? '',
    known_through: persona?.known_through ?? '',
    name_fr: french?.name ?? '',
    short_description_fr: french?.short_description ?? '',
    tags_fr: french?.tags ?? '',
    known_through_fr: french?.known_through ?? '',
    profile_file: '',
    profile_file_fr: '',
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
  /** The chosen French profile file; never required. */
  frenchProfile?: File | null | undefined;
  /** An edit keeps the current profile when no file is chosen. */
  editing: boolean;
}

/** What is wrong with a chosen profile file, in the words of the server. */
function profileFileError(file: File | null | undefined): string | undefined {
  const problem = file && profileProblem(file);
  if (problem === 'invalid') return ruleText.profileInvalid();
  if (problem === 'tooLarge') return ruleText.profileTooLarge();
  return undefined;
}

/** What the server would refuse in a text field, checked on the value sent, in its words. */
function fieldError(field: PersonaTextField, typed: string): string | undefined {
  const { rule, codes, sent } = PERSONA_FIELDS[field];
  return ruleError(rule, sent(typed), codes);
}

/**
 * The problems that keep the form from being sent, as texts by field: each text field checked as
 * the server checks it (on the value sent: the tags joined), a key the server found valid,
 * a Markdown profile (required on create) within the size limit, and the same of a French profile
 * when one is chosen.
 */
export function personaFormProblems(
  values: PersonaFormValues,
  { keyCheck, profile, frenchProfile, editing }: FormContext,
): FieldErrors<PersonaFormValues> {
  const profileError =
    profileFileError(profile) ?? (!profile && !editing ? ruleText.profileRequired() : undefined);
  return {
    name: fieldError('name', values.name),
    vector_database_key: keyCheck.state === 'valid' ? undefined : ruleText.invalidKey(),
    birth_date: fieldError('birth_date', values.birth_date),
    death_date: fieldError('death_date', values.death_date),
    short_description: fieldError('short_description', values.short_description),
    tags: fieldError('tags', values.tags),
    known_through: fieldError('known_through', values.known_through),
    profile_file: profileError,
    name_fr: fieldError('name_fr', values.name_fr),
    short_description_fr: fieldError('short_description_fr', values.short_description_fr),
    known_through_fr: fieldError('known_through_fr', values.known_through_fr),
    tags_fr: fieldError('tags_fr', values.tags_fr),
    profile_file_fr: profileFileError(frenchProfile),
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
