// How the back office's tests answer the mocked API client: values, errors, or functions of the
// call's input.
import { ApiError } from '@lyceum/platform';

export const serverError = new ApiError(500, 'Internal Server Error', true, 'internal');
export const noAnswer = new ApiError(null, 'Failed to fetch');

/**
 * An answer: a value, an error to reject with, or a function of the call's input giving either
 * (or a promise of it).
 */
export type Answer = unknown;

/** The answer to a call with `input`: resolved with its value, or rejected with its error. */
export function settle<Input>(value: Answer, input: Input): Promise<unknown> {
  const answer = typeof value === 'function' ? (value as (input: Input) => unknown)(input) : value;
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer).then((result) =>
    result instanceof Error ? Promise.reject(result) : result,
  );
}
