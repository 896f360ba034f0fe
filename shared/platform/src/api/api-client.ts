import ky, { isHTTPError, type KyInstance } from 'ky';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, codeOf, detailOf, fieldOf, isUsableDetail } from './api-error';

type TokenReader = () => string | null;
/** Told which token the server refused, so a token replaced meanwhile is not ended by it. */
type UnauthorizedHandler = (refusedToken: string) => void;

let readToken: TokenReader = () => null;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The session store plugs in here, so the client never imports it (no cycle). */
export function connectSession(reader: TokenReader, unauthorized: UnauthorizedHandler): void {
  readToken = reader;
  onUnauthorized = unauthorized;
}

function build(prefix: string): KyInstance {
  return ky.create({
    prefix,
    timeout: 15000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readToken();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          // A bearer token the server refuses is dead: end the session once, here.
          const sent = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
          if (response.status === 401 && sent) onUnauthorized(sent);
        },
      ],
      beforeError: [
        ({ error }) => {
          if (isHTTPError(error)) {
            const { status, statusText } = error.response;
            // A body without a detail worth showing (none, empty, or the status line's own
            // words) leaves the text to the caller's fallback.
            const detail = detailOf(error.data);
            return new ApiError(
              status,
              detail ?? statusText,
              isUsableDetail(detail, statusText),
              codeOf(error.data),
              fieldOf(error.data),
            );
          }
          return new ApiError(null, error.message);
        },
      ],
    },
  });
}

let instance: KyInstance | null = null;
let instancePrefix = '';

function current(): KyInstance {
  // An empty base means the API shares the page's origin.
  const apiBaseUrl = getRuntimeConfig().apiBaseUrl || globalThis.location.origin;
  if (!instance || instancePrefix !== apiBaseUrl) {
    instance = build(apiBaseUrl);
    instancePrefix = apiBaseUrl;
  }
  return instance;
}

/**
 * The one HTTP client: ky on the runtime `apiBaseUrl`, with the bearer token. Failures throw
 * `ApiError`. Paths start with `/api/...`.
 */
export const apiClient = new Proxy(function () {} as unknown as KyInstance, {
  apply: (_target, _this, args: Parameters<KyInstance>) => current()(...args),
  get: (_target, property) => Reflect.get(current(), property) as unknown,
});
