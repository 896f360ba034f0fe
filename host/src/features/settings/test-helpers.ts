// Test helpers of the settings page: what a mocked `apiClient` call gives back.
import { ApiError } from '@lyceum/platform';
import { act } from '@testing-library/react';

/**
 * A mocked call's answer: awaited, it is the response (or the ApiError it throws); `.json()`
 * gives `value` as the body.
 */
export function reply(value: unknown) {
  const settled: Promise<unknown> =
    value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value);
  // A caller that only reads `.json()` leaves the bare promise's rejection unobserved.
  settled.catch(() => undefined);
  return Object.assign(settled, { json: () => settled }) as never;
}

/** The failure of a request that never got an answer. */
export const offline = () => new ApiError(null, 'Failed to fetch');

/** Lets a submitted form take its answer (the mocked call resolves at once). */
export const answered = () => act(() => Promise.resolve());
