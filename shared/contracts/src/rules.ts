// Field rules shared by the API (which enforces them) and the forms (which check them before
// sending). Plain data and one checker, no schema library, so a browser bundle stays small.

import type { ErrorCode } from './errors.js';
import {
  PERSONA_DATE_MAX,
  PERSONA_DESCRIPTION_MAX,
  PERSONA_KEY_MAX,
  PERSONA_NAME_MAX,
  PERSONA_TAGS_MAX,
} from './persona-rules.js';
import { joinTags } from './tag-rules.js';

/** One bare address (`local@domain.tld`): no display name, list, comment or control character. */
const ADDRESS_PART = String.raw`[^\s@<>()\[\]\\,;:"\p{Cc}]+`;
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');

export interface FieldRule {
  readonly required?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: RegExp;
}

export const FIELD_RULES = {
  username: { required: true, minLength: 3, maxLength: 50, pattern: /^[A-Za-z0-9_]+$/ },
  email: { required: true, maxLength: 254, pattern: EMAIL_PATTERN },
  fullName: { maxLength: 200 },
  bio: { maxLength: 2000 },
  contactName: { required: true, maxLength: 200 },
  /** A sign-in login: a username or an e-mail address. */
  login: { required: true, maxLength: 320 },
  /** The persona form's fields (PERSONA_FIELDS). */
  personaName: { required: true, maxLength: PERSONA_NAME_MAX },
  personaKey: { required: true, maxLength: PERSONA_KEY_MAX },
  personaDescription: { required: true, maxLength: PERSONA_DESCRIPTION_MAX },
  personaDate: { maxLength: PERSONA_DATE_MAX },
  personaTags: { required: true, maxLength: PERSONA_TAGS_MAX },
  /** The author a persona's words come through, and its texts in French: all optional. */
  personaKnownThrough: { maxLength: PERSONA_NAME_MAX },
  personaTranslatedName: { maxLength: PERSONA_NAME_MAX },
  personaTranslatedDescription: { maxLength: PERSONA_DESCRIPTION_MAX },
  personaTranslatedTags: { maxLength: PERSONA_TAGS_MAX },
} as const satisfies Record<string, FieldRule>;

export type FieldProblem = 'required' | 'too_short' | 'too_long' | 'pattern';

/** A field's rule, and the codes of its own refusals (a problem not listed gets the generic code). */
export interface FieldCheck {
  readonly rule: FieldRule;
  readonly codes?: Partial<Record<FieldProblem, ErrorCode>>;
}

/**
 * The persona form's French texts, each with the text of a persona's translation it gives. Left
 * empty, a text is read in the persona's own language.
 */
export const PERSONA_FRENCH_FIELDS = {
  name_fr: 'name',
  short_description_fr: 'short_description',
  tags_fr: 'tags',
  known_through_fr: 'known_through',
} as const;
export type PersonaFrenchField = keyof typeof PERSONA_FRENCH_FIELDS;

/** The persona form's text fields, as multipart/form-data sends them. */
export const PERSONA_TEXT_FIELDS = [
  'name',
  'vector_database_key',
  'birth_date',
  'death_date',
  'short_description',
  'tags',
  'known_through',
  'name_fr',
  'short_description_fr',
  'tags_fr',
  'known_through_fr',
] as const;
export type PersonaTextField = (typeof PERSONA_TEXT_FIELDS)[number];

/** A persona field's check, and the value it is sent, checked and stored as, from what was typed. */
export interface PersonaFieldCheck extends FieldCheck {
  readonly sent: (typed: string) => string;
}

const trimmed = (typed: string) => typed.trim();

/**
 * How each of them is checked, alike by the back office before sending and by the API: on the
 * value `sent` makes of what was typed, the tags (English or French) joined by `joinTags`, the
 * other fields trimmed. Only the name, the key, the description and the tags are required.
 */
export const PERSONA_FIELDS: Readonly<Record<PersonaTextField, PersonaFieldCheck>> = {
  name: {
    rule: FIELD_RULES.personaName,
    codes: { required: 'personas.name_required' },
    sent: trimmed,
  },
  vector_database_key: {
    rule: FIELD_RULES.personaKey,
    codes: { required: 'personas.invalid_key', too_long: 'personas.invalid_key' },
    sent: trimmed,
  },
  birth_date: { rule: FIELD_RULES.personaDate, sent: trimmed },
  death_date: { rule: FIELD_RULES.personaDate, sent: trimmed },
  short_description: {
    rule: FIELD_RULES.personaDescription,
    codes: { required: 'personas.description_required' },
    sent: trimmed,
  },
  tags: {
    rule: FIELD_RULES.personaTags,
    codes: { required: 'personas.tags_required' },
    sent: joinTags,
  },
  known_through: { rule: FIELD_RULES.personaKnownThrough, sent: trimmed },
  name_fr: { rule: FIELD_RULES.personaTranslatedName, sent: trimmed },
  short_description_fr: { rule: FIELD_RULES.personaTranslatedDescription, sent: trimmed },
  tags_fr: { rule: FIELD_RULES.personaTranslatedTags, sent: joinTags },
  known_through_fr: { rule: FIELD_RULES.personaKnownThrough, sent: trimmed },
};

/** The first rule a value breaks (after trimming), or null. */
export function checkField(rule: FieldRule, raw: string | null | undefined): FieldProblem | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? 'required' : null;
  if (rule.minLength !== undefined && value.length < rule.minLength) return 'too_short';
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return 'too_long';
  if (rule.pattern && !rule.pattern.test(value)) return 'pattern';
  return null;
}

export const isEmailAddress = (value: string) => checkField(FIELD_RULES.email, value) === null;
