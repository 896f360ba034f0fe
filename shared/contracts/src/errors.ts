// Every error the API answers with, declared once: the browser translates `code`, and `detail`
// is the English text a person reading the raw response sees. No schema library here, so a
// browser bundle can import it at run time (`@lyceum/contracts/constants`).
import { FLASHCARD_TEXT_MAX, IMPORT_MAX_LINES } from './flashcard-rules.js';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';
import { PROFILE_MAX_BYTES } from './persona-rules.js';
import { FIELD_RULES } from './rules.js';

export interface ErrorDefinition {
  /** The HTTP status the API answers with. */
  status: number;
  /** English text; `{{name}}` placeholders take `values` (and `field` for validation errors). */
  detail: string;
  values?: Readonly<Record<string, string | number>>;
}

export const ERRORS = {
  // Requests refused before any route runs.
  'request.foreign_origin': { status: 403, detail: 'Cross-site requests are not accepted' },
  'request.unsupported_media_type': { status: 415, detail: 'This endpoint accepts JSON only' },
  'request.invalid_json': { status: 400, detail: 'Request body is not valid JSON' },
  'request.malformed': { status: 400, detail: 'Request body is missing or malformed' },
  'request.malformed_url': { status: 400, detail: 'Malformed request URL' },
  'request.url_too_long': { status: 414, detail: 'Request URL is too long' },
  'request.body_too_large': { status: 413, detail: 'Request body is too large' },
  'request.not_found': { status: 404, detail: 'Not Found' },
  'request.method_not_allowed': { status: 405, detail: 'Method Not Allowed' },

  // A field that breaks its rule; the body names the field in `field`.
  'validation.required': { status: 400, detail: 'This field is required' },
  'validation.invalid': { status: 400, detail: 'This value is not valid' },
  'validation.too_long': { status: 400, detail: 'This value is too long' },
  'validation.too_short': { status: 400, detail: 'This value is too short' },
  'validation.not_allowed': { status: 400, detail: 'This value is not one of the allowed values' },
  'validation.unknown_field': { status: 400, detail: 'This field is not accepted' },
  'validation.control_characters': {
    status: 400,
    detail: 'This field must not contain control characters',
  },
  'validation.invalid_email': { status: 400, detail: 'Please enter a valid email address' },

  // Accounts and sessions.
  'auth.not_authenticated': { status: 401, detail: 'Not authenticated' },
  'auth.session_invalid': { status: 401, detail: 'Could not validate credentials' },
  'auth.admin_required': { status: 403, detail: 'Access denied. Admin privileges required.' },
  'auth.invalid_credentials': { status: 401, detail: 'Invalid email or password' },
  'auth.username_too_short': {
    status: 400,
    detail: 'Username must be at least {{min}} characters',
    values: { min: FIELD_RULES.username.minLength },
  },
  'auth.username_too_long': {
    status: 400,
    detail: 'Username must be at most {{max}} characters',
    values: { max: FIELD_RULES.username.maxLength },
  },
  'auth.username_characters': {
    status: 400,
    detail: 'Username can only contain letters, numbers, and underscores',
  },
  'auth.email_taken': { status: 400, detail: 'This email is already registered' },
  'auth.username_taken': { status: 400, detail: 'This username is already taken' },
  'auth.signup_restricted': {
    status: 403,
    detail:
      'Sign-up is restricted to authorised users during the alpha. Join the early-access list to be invited.',
  },
  'auth.password_too_short': {
    status: 400,
    detail: 'Password must be at least {{min}} characters',
    values: { min: PASSWORD_MIN_LENGTH },
  },
  'auth.password_too_long': {
    status: 400,
    detail: 'Password must be at most {{max}} characters',
    values: { max: PASSWORD_MAX_LENGTH },
  },
  'auth.password_weak': {
    status: 400,
    detail:
      'This password is too common or too easy to guess. Choose a longer or less predictable one.',
  },
  'auth.password_personal': {
    status: 400,
    detail: 'Your password must not contain your username or e-mail address.',
  },
  'auth.email_unverified': { status: 403, detail: 'Please confirm your e-mail address first.' },
  'auth.verification_invalid': {
    status: 404,
    detail: 'This confirmation link is invalid or has expired.',
  },
  'auth.password_incorrect': { status: 400, detail: 'The password is not correct.' },
  'auth.reset_invalid': {
    status: 404,
    detail: 'This password reset link is invalid or has expired.',
  },
  'auth.email_unchanged': { status: 400, detail: 'This is already your e-mail address.' },
  'auth.email_change_invalid': {
    status: 404,
    detail: 'This e-mail change link is invalid or has expired.',
  },
  'auth.last_admin': {
    status: 409,
    detail: 'The last administrator cannot delete their account.',
  },

  // Flashcards.
  'flashcards.not_found': { status: 404, detail: 'Flashcard not found' },
  'flashcards.tag_not_found': { status: 404, detail: 'Tag not found' },
  'flashcards.tag_exists': { status: 409, detail: 'A tag with this name already exists' },
  'flashcards.status_not_allowed': {
    status: 400,
    detail: 'A card can only be paused or resumed; its other statuses come from its reviews',
  },
  'flashcards.no_content': { status: 400, detail: 'No content provided' },
  'flashcards.too_many_lines': {
    status: 400,
    detail: 'An import takes at most {{max}} lines',
    values: { max: IMPORT_MAX_LINES },
  },
  // Reasons a line of an import was skipped (reported in the import's answer, per line).
  'flashcards.line_format': { status: 400, detail: 'A line must read recto;verso' },
  'flashcards.line_too_long': {
    status: 400,
    detail: 'The recto and the verso take at most {{max}} characters each',
    values: { max: FLASHCARD_TEXT_MAX },
  },
  'flashcards.line_duplicate': { status: 409, detail: 'This card already exists' },

  // Vector database (back office).
  'vector_db.collection_not_found': { status: 404, detail: 'Collection not found' },
  'vector_db.idea_not_found': { status: 404, detail: 'Idea not found' },
  'vector_db.confirm_required': {
    status: 400,
    detail: 'Deleting a collection must be confirmed with confirm=true',
  },
  'vector_db.job_not_found': { status: 404, detail: 'Import job not found' },
  'vector_db.files_required': {
    status: 400,
    detail: 'Both snapshot and metadata files are required',
  },
  'vector_db.checkpoint_invalid': {
    status: 400,
    detail: 'The checkpoint files are not valid; validate them to see why',
  },
  'vector_db.upload_too_large': { status: 413, detail: 'The uploaded file is too large' },
  'vector_db.check_busy': {
    status: 429,
    detail: 'A checkpoint is already being checked. Please try again when it is done.',
  },
  'vector_db.import_running': {
    status: 409,
    detail: 'An import is already running; wait for it to finish',
  },

  // Personas (back office) and the chat.
  'personas.not_found': { status: 404, detail: 'Persona not found' },
  'personas.name_taken': { status: 409, detail: 'A persona with this name already exists' },
  'personas.name_required': { status: 400, detail: 'Please provide a name' },
  'personas.invalid_key': { status: 400, detail: 'Please provide a valid vector database key' },
  'personas.description_required': { status: 400, detail: 'Please provide a short description' },
  'personas.tags_required': { status: 400, detail: 'Please provide at least one tag' },
  'personas.profile_required': { status: 400, detail: 'Please upload a profile file' },
  'personas.profile_invalid': {
    status: 400,
    detail: 'The profile must be a Markdown (.md) file of UTF-8 text',
  },
  'personas.profile_too_large': {
    status: 413,
    detail: 'The profile file is too large (at most {{max}} KB)',
    values: { max: PROFILE_MAX_BYTES / 1024 },
  },
  'personas.profile_not_found': { status: 404, detail: 'No profile file found for this persona.' },
  'personas.collection_not_found': {
    status: 404,
    detail: 'No collection named "{{key}}" exists',
  },
  'personas.collection_empty': { status: 400, detail: 'The collection "{{key}}" has no ideas' },
  'chat.message_required': { status: 400, detail: 'Please write a message' },
  'chat.generation_failed': { status: 502, detail: 'The answer could not be written' },
  'chat.debate_same_persona': {
    status: 400,
    detail: 'A debate needs two different thinkers',
  },

  // Newsletter.
  'newsletter.already_subscribed': { status: 409, detail: 'This email is already subscribed.' },
  'newsletter.email_failed': {
    status: 502,
    detail: 'Failed to send confirmation email. Please try again later.',
  },
  'newsletter.too_many_attempts': {
    status: 429,
    detail: 'Too many subscription attempts. Please try again later.',
  },
  'newsletter.confirmation_invalid': {
    status: 404,
    detail: 'Invalid or expired confirmation link',
  },
  'newsletter.unsubscribe_invalid': { status: 404, detail: 'Invalid unsubscribe link' },

  // Contact form.
  'contact.subject_too_long': {
    status: 400,
    detail: 'Subject must be at most {{max}} characters',
    values: { max: CONTACT_SUBJECT_MAX },
  },
  'contact.message_too_long': {
    status: 400,
    detail: 'Message must be at most {{max}} characters',
    values: { max: CONTACT_MESSAGE_MAX },
  },
  'contact.failed': { status: 502, detail: 'Failed to send message. Please try again.' },

  // What one account may keep, and do at once.
  'quota.flashcards': {
    status: 409,
    detail:
      'Your library would hold more flashcards than an account may keep. Delete some, or add fewer.',
  },
  'quota.tags': {
    status: 409,
    detail: 'You would have more tags than an account may keep. Delete some, or add fewer.',
  },
  'quota.learning_sessions': {
    status: 409,
    detail: 'Your account holds as many learning sessions as it may keep.',
  },
  'account.export_running': {
    status: 409,
    detail: 'An export of your account is already under way. Please wait for it to finish.',
  },

  // Any route.
  rate_limited: { status: 429, detail: 'Too many requests. Please try again later.' },
  'service.unavailable': {
    status: 503,
    detail: 'Service temporarily unavailable. Please try again.',
  },
  internal: { status: 500, detail: 'Internal Server Error' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** Replaces `{{name}}` placeholders (the i18next syntax, so translations share them). */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A text that does not say which field it speaks of: "This field …", "This value …". */
const GENERIC_TEXT = /^This (field|value)\b/;

/**
 * The English `detail` of a code. A generic text starts with the field it concerns
 * (`email: This field is required`); a text that names its subject ("Please enter a valid email
 * address", "Username must be at least 3 characters") is kept as it is.
 */
export function errorDetail(code: ErrorCode, field?: string): string {
  const definition: ErrorDefinition = ERRORS[code];
  const text = interpolate(definition.detail, definition.values);
  return field && GENERIC_TEXT.test(text) ? `${field}: ${text}` : text;
}
