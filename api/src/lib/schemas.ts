import { Type } from 'typebox';

/** The `{"detail"}` body, by reference, for each error status a route declares. */
export const Problem = Type.Unsafe<{ detail: string }>({ $ref: 'ErrorBody#' });

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, Problem]));

export const bearer = [{ bearer: [] }];
