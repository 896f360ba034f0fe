function normalised(text: string): string {
  return text.trim().replace(/\.$/, '').toLowerCase();
}

/**
 * The reason phrases of HTTP status lines ("Internal Server Error"): a proxy, a gateway or a
 * framework's default page sends them as the body's detail too, and they tell a person nothing.
 */
const REASON_PHRASES = new Set(
  [
    'Bad Request',
    'Unauthorized',
    'Payment Required',
    'Forbidden',
    'Not Found',
    'Method Not Allowed',
    'Not Acceptable',
    'Proxy Authentication Required',
    'Request Timeout',
    'Conflict',
    'Gone',
    'Length Required',
    'Precondition Failed',
    'Payload Too Large',
    'Content Too Large',
    'Request Entity Too Large',
    'URI Too Long',
    'Request-URI Too Long',
    'Unsupported Media Type',
    'Range Not Satisfiable',
    'Expectation Failed',
    "I'm a teapot",
    'Misdirected Request',
    'Unprocessable Entity',
    'Unprocessable Content',
    'Locked',
    'Failed Dependency',
    'Too Early',
    'Upgrade Required',
    'Precondition Required',
    'Too Many Requests',
    'Request Header Fields Too Large',
    'Unavailable For Legal Reasons',
    'Internal Server Error',
    'Not Implemented',
    'Bad Gateway',
    'Service Unavailable',
    'Service Temporarily Unavailable',
    'Gateway Timeout',
    'Gateway Time-out',
    'HTTP Version Not Supported',
    'Variant Also Negotiates',
    'Insufficient Storage',
    'Loop Detected',
    'Not Extended',
    'Network Authentication Required',
  ].map((phrase) => normalised(phrase)),
);

/**
 * Whether a server's detail says something to the user: not empty, and not merely the reason
 * phrase of its status line (or `statusText`, the one this answer came with).
 */
export function isUsableDetail(detail: string | undefined, statusText = ''): detail is string {
  if (detail === undefined || !detail.trim()) return false;
  const text = normalised(detail);
  return !REASON_PHRASES.has(text) && text !== normalised(statusText);
}

/** Every failed API call throws this: `status` null means the request never got a response. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string;
  /**
   * True when `detail` is the server's own message, worth showing; false when it is a fallback,
   * empty, or only an HTTP reason phrase ("Service Unavailable"), whoever built the error.
   */
  readonly fromServer: boolean;
  /** The server's stable name for the failure (`auth.email_unverified`): what callers branch on. */
  readonly code: string | undefined;
  /** The field that broke its rule, when the server names one. */
  readonly field: string | undefined;

  constructor(
    status: number | null,
    detail: string,
    fromServer = status !== null,
    code?: string,
    field?: string,
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fromServer = fromServer && isUsableDetail(detail);
    this.code = code;
    this.field = field;
  }
}

/** The server's `field` when the body names one. */
export function fieldOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('field' in data)) return undefined;
  return typeof data.field === 'string' ? data.field : undefined;
}

/** The server's `code` when the body has a string one. */
export function codeOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/** The server's `detail` when it is a string (FastAPI-style lists are joined). */
export function detailOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('detail' in data)) return undefined;
  const { detail } = data;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const messages = (detail as unknown[])
      .map((item) =>
        typeof item === 'object' && item !== null && 'msg' in item ? String(item.msg) : '',
      )
      .filter(Boolean);
    return messages.length ? messages.join(' ') : undefined;
  }
  return undefined;
}
