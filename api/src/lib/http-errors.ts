import { ERRORS, errorDetail, type ErrorBody, type ErrorCode } from '@lyceum/contracts';

/**
 * A refusal the API answers with: the status, the English `detail` and the `code` all come from
 * the error catalog (`ERRORS` in @lyceum/contracts), and `field` names the field that broke its
 * rule. Its message is safe to show: it is the `detail` of the response.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
  ) {
    super(errorDetail(code, field));
    this.name = 'HttpError';
    this.statusCode = ERRORS[code].status;
  }

  /** The response body: `{"detail", "code"}`, and `field` when one field is at fault. */
  get body(): ErrorBody {
    return {
      detail: this.message,
      code: this.code,
      ...(this.field === undefined ? {} : { field: this.field }),
    };
  }
}

/** The one way to refuse a request: `throw apiError('auth.email_taken', 'email')`. */
export const apiError = (code: ErrorCode, field?: string): HttpError => new HttpError(code, field);
