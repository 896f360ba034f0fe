/** Every failed API call throws this: `status` null means the request never got a response. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string;
  /** True when `detail` is the server's own message, false when it is a fallback. */
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
    this.fromServer = fromServer;
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
