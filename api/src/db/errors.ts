import type { HealthError } from '@lyceum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, apiError } from '../lib/http-errors';

/** Why a service cannot be used, in words safe to publish (the health document's `error`). */
export type Failure = Exclude<HealthError, 'schema'>;

/** The answer of a request that needs a service which cannot serve it right now. */
export const serviceUnavailable = () => apiError('service.unavailable');

/**
 * The database could not serve the request in time (or at all): the request answers 503 at once.
 * `reason` and `origin` (the SQLSTATE, socket code or driver message) are for the log only.
 */
export class DatabaseUnavailableError extends HttpError {
  constructor(
    readonly reason: Failure,
    readonly origin: string,
  ) {
    super('service.unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

/** Our own deadline passed: waiting for a connection, or for a check to answer. */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * A failed statement as it may be logged: the SQLSTATE `code`, the constraint, table and column
 * it concerns and the server's message (without the value a data error quotes). Never the
 * parameters, the server's `detail` (it quotes the row: `Key (email)=(…) already exists`) or the
 * query.
 */
export class QueryError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(
    message: string,
    fields: Partial<Record<'code' | 'constraint' | 'table' | 'column', string>>,
  ) {
    super(message);
    this.name = 'QueryError';
    this.code = fields.code;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.column = fields.column;
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const TIMEOUT_STATES = new Set([
  '57014', // statement_timeout (or a cancelled statement)
  '55P03', // lock_timeout
  '25P03', // idle_in_transaction_session_timeout
]);
const AUTH_STATES = new Set(['28P01', '28000']);
/** Connection exceptions, server out of resources or shutting down, a missing database. */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-4]|3D000)/;

const REFUSED_CODES = new Set(['ECONNREFUSED']);
const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const AUTH_CODES = new Set(['EAUTH']);
const UNAVAILABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ESOCKET',
  'ECONNECTION',
  'EDNS',
  'UND_ERR_SOCKET',
]);

/** Driver messages that carry no code (pg, pg-pool, ioredis, PGlite). */
const TIMEOUT_MESSAGES =
  /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Command timed out)/;
const AUTH_MESSAGES = /^(NOAUTH|WRONGPASS)\b/;
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Connection is closed|Client was closed|Client has encountered a connection error|Stream isn't writeable|Cannot use a pool after calling end|PGlite is closed)/;

const field = (value: object, name: string): unknown =>
  name in value ? (value as Record<string, unknown>)[name] : undefined;

/** The error and what it wraps: `cause`, and the attempts of an AggregateError (IPv6 then IPv4). */
function chain(error: unknown, depth = 0): object[] {
  if (typeof error !== 'object' || error === null || depth > 3) return [];
  const nested = field(error, 'errors');
  return [
    error,
    ...chain(field(error, 'cause'), depth + 1),
    ...(Array.isArray(nested) ? nested.flatMap((item) => chain(item, depth + 1)) : []),
  ];
}

function classifyCode(code: unknown): Failure | null {
  if (typeof code !== 'string') return null;
  if (REFUSED_CODES.has(code)) return 'refused';
  if (TIMEOUT_CODES.has(code) || TIMEOUT_STATES.has(code)) return 'timeout';
  if (AUTH_CODES.has(code) || AUTH_STATES.has(code)) return 'authentication';
  if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
  if (SQLSTATE.test(code) && UNAVAILABLE_STATES.test(code)) return 'unavailable';
  return null;
}

function classify(error: object): Failure | null {
  // nodemailer keeps the socket's code (ECONNREFUSED) beside its own (ESOCKET).
  const byCode = classifyCode(field(error, 'originalCode')) ?? classifyCode(field(error, 'code'));
  if (byCode) return byCode;
  const name = field(error, 'name');
  const message = field(error, 'message');
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  if (typeof message === 'string') {
    if (TIMEOUT_MESSAGES.test(message)) return 'timeout';
    if (AUTH_MESSAGES.test(message)) return 'authentication';
    if (UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  }
  return null;
}

/**
 * Whether `error` means the service cannot be used right now (refused, too slow, wrong
 * credentials, gone) rather than that this one statement or call was wrong; null otherwise.
 */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  for (const link of chain(error)) {
    const failure = classify(link);
    if (failure) return failure;
  }
  return null;
}

/** What the log may say of where a failure came from: a code, or the driver's short message. */
function originOf(error: unknown): string {
  for (const link of chain(error)) {
    const code = field(link, 'code');
    if (typeof code === 'string' || typeof code === 'number') return String(code);
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 120);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Every error leaving the database layer goes through here: a database that cannot serve becomes
 * a 503 for the request; any other failure is rebuilt with only what may be logged (PGlite and
 * pg attach the parameters, the query and the row values to theirs).
 */
export function databaseError(error: unknown): Error {
  if (error instanceof HttpError || error instanceof QueryError) return error;
  const failure = failureOf(error);
  if (failure) return new DatabaseUnavailableError(failure, originOf(error));
  if (typeof error !== 'object' || error === null) return new QueryError(String(error), {});
  const code = text(field(error, 'code'));
  let message = text(field(error, 'message')) ?? 'Query failed';
  // Data exceptions quote the offending value: `invalid input syntax for type uuid: "…"`.
  if (code?.startsWith('22')) message = message.replace(/"[^"]*"/g, '"…"');
  return new QueryError(message, {
    code,
    constraint: text(field(error, 'constraint')),
    table: text(field(error, 'table')),
    column: text(field(error, 'column')),
  });
}

/** Runs a driver call and turns its failure into what `databaseError` allows out. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw databaseError(error);
  }
}

/**
 * `onError` hook: a 503 from the database layer is an operational event worth a warning with its
 * cause; the answer itself only says "temporarily unavailable".
 */
export function logDatabaseUnavailable(
  request: FastifyRequest,
  _reply: FastifyReply,
  error: Error,
  done: () => void,
): void {
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ reason: error.reason, origin: error.origin }, 'database unavailable');
  }
  done();
}
