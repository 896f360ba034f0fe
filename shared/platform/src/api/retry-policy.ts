/**
 * When a failed call is tried again. One place decides it for every call of the browser (the
 * query layer adds no retries of its own), so a failure reaches the screen within two seconds.
 */

/** Calls that change nothing more when repeated, so a passing failure is worth another try. */
const RETRIED_METHODS = new Set(['GET', 'PUT', 'DELETE']);

/** A passing failure gets one more try, no more. */
export const DEFAULT_RETRIES = 1;

/** The wait before that try when the server names none. */
export const RETRY_DELAY_MS = 300;

/** The longest wait a server's `Retry-After` may ask for; a longer one makes the failure the answer. */
export const RETRY_AFTER_MAX_MS = 1000;

/**
 * Whether a failure may pass on another try: no answer came (a network failure), or the server
 * failed (5xx). A refusal (4xx) is the server's answer and would be the same again.
 */
export function isPassingFailure(status: number | null): boolean {
  return status === null || status >= 500;
}

/** How many more tries a call of this method gets: `requested`, or the default, for safe methods. */
export function retriesFor(method: string, requested: number | undefined): number {
  return RETRIED_METHODS.has(method) ? (requested ?? DEFAULT_RETRIES) : 0;
}

/**
 * How long to wait before trying again after this failed answer (none for a network failure):
 * the server's `Retry-After` when it gives one, else the short default. Null when the server
 * asks for longer than `RETRY_AFTER_MAX_MS`: the failure is then the answer.
 */
export function retryWait(response: Response | undefined, now = Date.now()): number | null {
  const after = response?.headers.get('Retry-After') ?? null;
  if (after === null) return RETRY_DELAY_MS;
  const seconds = Number(after);
  const wait = Number.isNaN(seconds) ? Date.parse(after) - now : seconds * 1000;
  if (Number.isNaN(wait)) return RETRY_DELAY_MS;
  return wait <= RETRY_AFTER_MAX_MS ? Math.max(wait, 0) : null;
}
