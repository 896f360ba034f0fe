import { ApiError } from '@lyceum/platform';

export interface ApiFailure {
  /** HTTP status, or null when the server could not be reached. */
  status: number | null;
  detail: string;
}

/** Every fetcher rejects with an ApiError; anything else is treated as a network failure. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { status: error.status, detail: error.detail };
  return { status: null, detail: error instanceof Error ? error.message : String(error) };
}
