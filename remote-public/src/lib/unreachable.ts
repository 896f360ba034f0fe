import { ApiError } from '@lyceum/platform';

/** True when no answer came back at all (offline, server down, timeout): no code to read. */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === null;
