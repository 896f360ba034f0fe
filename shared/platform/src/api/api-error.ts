/** Every failed API call throws this: `status` null means the request never got a response. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string;
  /** True when `detail` is the server's own message, false when it is a fallback. */
  readonly fromServer: boolean;

  constructor(status: number | null, detail: string, fromServer = status !== null) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fromServer = fromServer;
  }
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
