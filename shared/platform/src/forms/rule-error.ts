import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkField,
  type ErrorCode,
  type FieldProblem,
  type FieldRule,
} from '@lyceum/contracts/constants';
import { codeText } from '../api/error-text';

/** The code whose text reports a broken rule, unless the form names a more precise one. */
const PROBLEM_CODES: Record<FieldProblem, ErrorCode> = {
  required: 'validation.required',
  too_short: 'validation.too_short',
  too_long: 'validation.too_long',
  pattern: 'validation.invalid',
};

/** Which code reports which problem for one field (`pattern` → `validation.invalid_email`). */
export type ProblemCodes = Partial<Record<FieldProblem, ErrorCode>>;

/**
 * Checks a value against one of the shared field rules (the ones the API enforces) and returns
 * the text of the first broken rule in the current language, or undefined: a form says what the
 * server would say, from the same catalogue.
 */
export function ruleError(
  rule: FieldRule,
  value: string | null | undefined,
  codes: ProblemCodes = {},
): string | undefined {
  const problem = checkField(rule, value);
  return problem ? codeText(codes[problem] ?? PROBLEM_CODES[problem]) : undefined;
}

/** An e-mail field: any broken rule other than a missing value is an invalid address. */
export const EMAIL_CODES: ProblemCodes = {
  too_short: 'validation.invalid_email',
  too_long: 'validation.invalid_email',
  pattern: 'validation.invalid_email',
};

/**
 * A new password's length rules, counted in characters as the server counts them (an emoji is
 * one); whether it is common or personal is the server's call (it holds the whole dictionary).
 */
export function passwordRuleError(value: string): string | undefined {
  if (!value) return codeText('validation.required');
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return codeText('auth.password_too_short');
  if (length > PASSWORD_MAX_LENGTH) return codeText('auth.password_too_long');
  return undefined;
}
