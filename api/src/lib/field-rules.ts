import { checkField, type ErrorCode, type FieldProblem, type FieldRule } from '@lyceum/contracts';
import { apiError, type HttpError } from './http-errors';

/** What a broken rule is called when the field has no words of its own for it. */
const GENERIC: Record<FieldProblem, ErrorCode> = {
  required: 'validation.required',
  too_short: 'validation.too_short',
  too_long: 'validation.too_long',
  pattern: 'validation.invalid',
};

/** An e-mail address that is too long or not one bare address is "not a valid address". */
export const EMAIL_CODES = {
  too_long: 'validation.invalid_email',
  pattern: 'validation.invalid_email',
} as const satisfies Partial<Record<FieldProblem, ErrorCode>>;

/**
 * The refusal for the first rule of `FIELD_RULES` that `value` breaks (after trimming), naming
 * `field`, or null; `codes` gives the field's own code for a problem.
 */
export function fieldProblem(
  field: string,
  rule: FieldRule,
  value: string | null | undefined,
  codes: Partial<Record<FieldProblem, ErrorCode>> = {},
): HttpError | null {
  const problem = checkField(rule, value);
  return problem === null ? null : apiError(codes[problem] ?? GENERIC[problem], field);
}
