import type { ErrorBody } from '@lyceum/contracts';
import { Type } from 'typebox';

/** The `{"detail", "code"}` body, by reference, for each error status a route declares. */
export const Problem = Type.Unsafe<ErrorBody>({ $ref: 'ErrorBody#' });

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, Problem]));
