/** Every failed API call throws this: `status` null means the request never got a response. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string;

  constructor(status: number | null, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
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
