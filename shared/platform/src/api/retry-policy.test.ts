/** @jest-environment node */
import {
  DEFAULT_RETRIES,
  RETRY_AFTER_MAX_MS,
  RETRY_DELAY_MS,
  isPassingFailure,
  retriesFor,
  retryWait,
} from './retry-policy';

test.each([
  [null, true],
  [500, true],
  [502, true],
  [503, true],
  [504, true],
  [400, false],
  [401, false],
  [403, false],
  [404, false],
  [408, false],
  [409, false],
  [413, false],
  [422, false],
  [429, false],
])('a failure with status %p may pass on another try: %p', (status, passing) => {
  expect(isPassingFailure(status)).toBe(passing);
});

test.each([
  ['GET', undefined, 1],
  ['PUT', undefined, 1],
  ['DELETE', undefined, 1],
  ['GET', 0, 0],
  ['POST', undefined, 0],
  ['PATCH', undefined, 0],
  ['POST', 3, 0],
])('a %s asked with retry %p gets %p more tries', (method, requested, retries) => {
  expect(retriesFor(method, requested)).toBe(retries);
});

test('a failure is tried again once at most, soon enough to be shown within two seconds', () => {
  expect(DEFAULT_RETRIES).toBe(1);
  expect(RETRY_DELAY_MS + RETRY_AFTER_MAX_MS).toBeLessThanOrEqual(2000);
});

const failed = (headers: Record<string, string> = {}) =>
  new Response('{}', { status: 503, headers });

test.each([
  ['no answer at all', undefined, RETRY_DELAY_MS],
  ['no Retry-After', failed(), RETRY_DELAY_MS],
  ['Retry-After: 0', failed({ 'Retry-After': '0' }), 0],
  ['Retry-After: 1', failed({ 'Retry-After': '1' }), 1000],
  ['Retry-After: 2', failed({ 'Retry-After': '2' }), null],
  ['Retry-After: 3600', failed({ 'Retry-After': '3600' }), null],
  ['Retry-After: soon', failed({ 'Retry-After': 'soon' }), RETRY_DELAY_MS],
])('after %s the wait is %p ms (null: the failure is the answer)', (_case, response, wait) => {
  expect(retryWait(response)).toBe(wait);
});

test('a Retry-After date counts from now', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const at = (seconds: number) =>
    failed({ 'Retry-After': new Date(now + seconds * 1000).toUTCString() });
  expect(retryWait(at(1), now)).toBe(1000);
  expect(retryWait(at(60), now)).toBeNull();
  expect(retryWait(at(-5), now)).toBe(0);
});
