import { RATE_LIMITED_CODE } from '@lyceum/contracts';

/**
 * An error whose message is safe to show: it becomes the `detail` of the response, and `code`
 * the stable name the browser translates.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, code?: string) => new HttpError(400, detail, code);
export const unauthorized = (detail: string, code?: string) => new HttpError(401, detail, code);
export const forbidden = (detail: string, code?: string) => new HttpError(403, detail, code);
export const notFound = (detail: string, code?: string) => new HttpError(404, detail, code);
export const tooManyRequests = (detail: string, code: string = RATE_LIMITED_CODE) =>
  new HttpError(429, detail, code);

/** The detail of every rate-limit refusal. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
