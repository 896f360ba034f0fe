import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, codeOf, detailOf, fieldOf, isUsableDetail } from './api-error';
import { isPassingFailure, retriesFor, retryWait } from './retry-policy';

type TokenReader = () => string | null;
/**
 * Told which token the server refused (so a token replaced meanwhile is not ended by it) and on
 * which path; the refused call's caller hears of the refusal once the returned promise settles.
 */
type UnauthorizedHandler = (refusedToken: string, path: string) => void | Promise<void>;

let readToken: TokenReader = () => null;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The session store plugs in here, so the client never imports it (no cycle). */
export function connectSession(reader: TokenReader, unauthorized: UnauthorizedHandler): void {
  readToken = reader;
  onUnauthorized = unauthorized;
}

export interface RequestOptions {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as it is (a form, an upload). */
  body?: BodyInit;
  /** Added to the path's query; a `URLSearchParams` may repeat a name. */
  searchParams?: URLSearchParams | Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Aborting it rejects the call with the abort itself, not an `ApiError`. */
  signal?: AbortSignal;
  /** How long one attempt may wait for the answer's head: 15 s, or `false` for no limit. */
  timeout?: number | false;
  /** The call outlives the page (an answer sent while the user leaves). */
  keepalive?: boolean;
  /** How many more attempts a GET, PUT or DELETE gets after a passing failure (5xx, network): 1. */
  retry?: number;
  /** Which failed statuses throw; every one by default. */
  throwHttpErrors?: (status: number) => boolean;
}

/** The answer, with its body read in one step: `await apiClient.get(path).json<T>()`. */
export interface ResponsePromise extends Promise<Response> {
  /** The body parsed; an empty body (a 204) gives `undefined`. */
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

class TimedOut extends Error {}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** One attempt: the caller's signal and the attempt's time limit both end it. */
async function attempt(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const { signal, timeout = DEFAULT_TIMEOUT_MS } = options;
  if (timeout === false) return fetch(url, { ...init, signal });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), timeout);
  // The caller's abort keeps reaching the body after the head arrived (a stream being read).
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A refusal as the callers know it: the server's detail, code and field when it gave them. */
async function httpError(response: Response): Promise<ApiError> {
  const data = await bodyOf(response);
  const { status, statusText } = response;
  // A body without a detail worth showing (none, empty, or the status line's own words) leaves
  // the text to the caller's fallback.
  const detail = detailOf(data);
  return new ApiError(
    status,
    detail ?? statusText,
    isUsableDetail(detail, statusText),
    codeOf(data),
    fieldOf(data),
  );
}

function urlOf(path: string, searchParams: RequestOptions['searchParams']): string {
  // An empty base means the API shares the page's origin.
  const base = getRuntimeConfig().apiBaseUrl || globalThis.location.origin;
  const url = new URL(base.replace(/\/+$/, '') + path);
  const params =
    searchParams instanceof URLSearchParams
      ? searchParams
      : Object.entries(searchParams ?? {}).map(([name, value]) => [name, String(value)]);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return url.href;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const { json, body, headers, keepalive, signal } = options;
  const url = urlOf(path, options.searchParams);
  const sentHeaders = new Headers(headers);
  const token = readToken();
  if (token && !sentHeaders.has('Authorization')) {
    sentHeaders.set('Authorization', `Bearer ${token}`);
  }
  if (json !== undefined) sentHeaders.set('Content-Type', 'application/json');
  const init: RequestInit = {
    method,
    headers: sentHeaders,
    body: json === undefined ? body : JSON.stringify(json),
    keepalive,
  };
  // The token the server saw: a refusal names it, so a session started meanwhile survives.
  const sentToken = /^Bearer (.+)$/.exec(sentHeaders.get('Authorization') ?? '')?.[1];
  const retries = retriesFor(method, options.retry);
  for (let retried = 0; ; retried += 1) {
    const response = await attempt(url, init, options).catch((error: unknown) => {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof TimedOut)
        throw new ApiError(null, `Request timed out: ${method} ${url}`);
      return new ApiError(null, error instanceof Error ? error.message : String(error));
    });
    let failure: ApiError;
    if (response instanceof ApiError) {
      failure = response;
    } else {
      // The session layer hears of a refused bearer token, and decides, before the caller does.
      if (response.status === 401 && sentToken) await onUnauthorized(sentToken, path);
      if (response.ok || options.throwHttpErrors?.(response.status) === false) return response;
      failure = await httpError(response);
    }
    const wait =
      retried < retries && isPassingFailure(failure.status)
        ? retryWait(response instanceof Response ? response : undefined)
        : null;
    if (wait === null) throw failure;
    await sleep(wait, signal);
  }
}

function request(method: string) {
  return (path: string, options: RequestOptions = {}): ResponsePromise => {
    const response = send(method, path, options);
    return Object.assign(response, {
      json: async <T>() => {
        const text = await (await response).text();
        return (text === '' ? undefined : JSON.parse(text)) as T;
      },
      text: async () => (await response).text(),
      blob: async () => (await response).blob(),
    });
  };
}

/**
 * The one HTTP client, on the runtime `apiBaseUrl` with the bearer token. Paths start with
 * `/api/...`. A failed call throws `ApiError`: the server's refusal, or `status` null when no
 * answer came in time.
 */
export const apiClient = {
  get: request('GET'),
  post: request('POST'),
  put: request('PUT'),
  patch: request('PATCH'),
  delete: request('DELETE'),
};
