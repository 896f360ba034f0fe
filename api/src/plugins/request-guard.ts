import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { apiError } from '../lib/http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Media types a cross-site HTML form can send without a preflight. */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);
/** C0 controls and DEL, except tab and line breaks, which multi-line text keeps. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** An object with no own enumerable key, found without listing its keys. */
function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * The dotted path of the first value under `value` (or object key, when `keyIsBad` is given) that
 * `leafIsBad` refuses. The value is walked with a list of its own rather than by recursion, so a
 * body nested thousands of levels deep is checked like any other instead of exhausting the call
 * stack.
 */
function badField(
  value: unknown,
  leafIsBad: (leaf: unknown) => boolean,
  keyIsBad: (key: string) => boolean = () => false,
  path = '',
): string | null {
  // Most requests carry nothing to look into (no body, no query, no parameters).
  if (value === undefined || value === null || isEmptyObject(value)) return null;
  // Each entry is a value to look into, or an object key to check; the next one is on top.
  type Pending = { value: unknown; path: string } | { key: string; path: string };
  const pending: Pending[] = [{ value, path }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if ('key' in next) {
      if (keyIsBad(next.key)) return next.path || next.key;
      continue;
    }
    const { value: item, path: at } = next;
    const inside: Pending[] = [];
    if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) {
        inside.push({ value: child, path: at ? `${at}.${index}` : String(index) });
      }
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        inside.push({ key, path: at }, { value: child, path: at ? `${at}.${key}` : key });
      }
    } else if (leafIsBad(item)) {
      return at;
    }
    // Pushed last first, so they are looked at in their order.
    for (let index = inside.length - 1; index >= 0; index -= 1) pending.push(inside[index]!);
  }
  return null;
}

const hasControl = (text: unknown) => typeof text === 'string' && CONTROL.test(text);

/** The dotted path of the first string or key under `value` that holds a control character. */
export const controlCharacterField = (value: unknown, path = ''): string | null =>
  badField(value, hasControl, hasControl, path);

/**
 * The dotted path of the first number under `value` that is not finite. The query string and
 * JSON can both spell one (`Infinity`, `1e400`), the validator's coercion lets it through, and no
 * field of the API takes one.
 */
export const nonFiniteField = (value: unknown): string | null =>
  badField(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Checks every request before its route runs:
 * - a state-changing request from a browser page of another site is refused (its `Origin` is
 *   not one of ours), so a foreign page cannot act with a visitor's browser;
 * - form-encoded bodies, which any site can post without asking, reach only the routes that
 *   declare `formBody` (sign-in, one-click unsubscribe), and multipart uploads only those that
 *   declare `multipart` (checkpoint files, behind the administrator's bearer token);
 * - control characters in any field are refused, naming the field;
 * - no API answer is stored by a cache unless its route says otherwise.
 * Who may call a route is checked by the access guard (`plugins/access.ts`), right after the
 * origin and media-type checks.
 */
export function registerRequestGuard(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'apiPublicUrl'>,
): void {
  const ownOrigins = new Set([...config.corsOrigins, new URL(config.apiPublicUrl).origin]);

  app.addHook('onRequest', (request, reply, done) => {
    // Set before the route runs, so a route that may be cached replaces it with its own.
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (!STATE_CHANGING.has(request.method)) done();
    else if (origin !== undefined && !ownOrigins.has(origin)) {
      done(apiError('request.foreign_origin'));
    } else if (
      FORM_TYPES.has(mediaType(request)) &&
      request.routeOptions.config.formBody !== true &&
      !(
        request.routeOptions.config.multipart === true &&
        mediaType(request) === 'multipart/form-data'
      )
    ) {
      done(apiError('request.unsupported_media_type'));
    } else done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      controlCharacterField(request.params) ??
      controlCharacterField(request.query) ??
      controlCharacterField(request.body);
    if (field === null) done();
    else done(apiError('validation.control_characters', field || 'body'));
  });

  // After validation, which coerces text to numbers: every route's values are checked here.
  app.addHook('preHandler', (request, _reply, done) => {
    const field =
      nonFiniteField(request.params) ??
      nonFiniteField(request.query) ??
      nonFiniteField(request.body);
    if (field === null) done();
    else done(apiError('validation.invalid', field || 'body'));
  });
}
