import { writeSync } from 'node:fs';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

/** What looks like a token in a URL path: 20 or more URL-safe characters. */
const TOKEN_CHARS = '[\\w%-]{20,}';
const TOKEN_SEGMENT = new RegExp(`^${TOKEN_CHARS}$`);
const TOKEN_SOMEWHERE = new RegExp(TOKEN_CHARS);

/**
 * Secrets travel in some URLs (e-mail link tokens in the path, `?token=`): a path segment that
 * looks like a token (20+ URL-safe characters) and the value of any token-like query parameter
 * are replaced before the URL reaches a log line.
 */
export function redactUrl(url: string): string {
  // Most URLs hold neither a query nor a long segment: they are logged as they are.
  if (!url.includes('?') && !TOKEN_SOMEWHERE.test(url)) return url;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return /token|key|secret|password|code/i.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** What a request log line says of a request and its reply: never headers or bodies. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/** Pino's number for `info`, the level of a request's line. */
const INFO = 30;

/** What a pino logger has beyond Fastify's base logger type, and this file uses. */
interface PinoLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
}

/**
 * The bindings of a pino logger as they open each of its lines (`,"pid":1,"hostname":"…"` and
 * any of its own), as pino keeps them; null if it keeps them elsewhere.
 */
function chindings(logger: FastifyBaseLogger): string | null {
  for (let at: object | null = logger; at !== null; at = Object.getPrototypeOf(at) as object) {
    const symbol = Object.getOwnPropertySymbols(at).find((s) => s.description === 'pino.chindings');
    if (symbol) {
      const text = (logger as unknown as Record<symbol, unknown>)[symbol];
      return typeof text === 'string' ? text : null;
    }
  }
  return null;
}

/** The parent logger last seen and its bindings. */
let boundParent: FastifyBaseLogger | null = null;
let boundText: string | null = null;

function parentBindings(parent: FastifyBaseLogger): string | null {
  if (parent !== boundParent) {
    boundText = chindings(parent);
    boundParent = parent;
  }
  return boundText;
}

/** What JSON.stringify would escape in a string: quotes, backslashes, controls, surrogates. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** `text` as a JSON string; most need no escaping, and are quoted as they are. */
const jsonString = (text: string): string =>
  NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger: pino's child logger (the request id bound to every line) is made the first
 * time the request logs something of its own. Most requests log nothing but their one line, which
 * `RequestLog` writes itself, so they never pay for a child.
 */
export class RequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** Pino's child logger for this request, made on first use. */
  get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  /** Whether a line at `info` is written (the route's own level, else its parent's). */
  private infoEnabled(): boolean {
    if (this.made) return (this.made as PinoLogger).isLevelEnabled('info');
    const own = this.options.level;
    if (own === undefined) return (this.parent as PinoLogger).isLevelEnabled('info');
    return ((this.parent as PinoLogger).levels.values[own] ?? Infinity) <= INFO;
  }

  /**
   * The `request completed` line, as pino would write it with `requestLogSerializers`: '' when
   * the level is above info; null when pino has to write it (the route has serializers of its
   * own, or the parent's bindings cannot be read).
   */
  completedLine(request: FastifyRequest, reply: FastifyReply): string | null {
    if (this.options.serializers !== undefined) return null;
    const bound = parentBindings(this.parent);
    if (bound === null) return null;
    if (!this.infoEnabled()) return '';
    const { method, url, remoteAddress } = requestLogSerializers.req(request);
    const id: unknown = this.bindings.reqId;
    return `{"level":${INFO},"time":${Date.now()}${bound},"reqId":${typeof id === 'string' ? jsonString(id) : JSON.stringify(id)},"req":{"method":${jsonString(method)},"url":${jsonString(url)},"remoteAddress":${jsonString(remoteAddress)}},"res":{"statusCode":${reply.statusCode}},"responseTime":${JSON.stringify(reply.elapsedTime)},"msg":"request completed"}\n`;
  }

  fatal(...args: LogArgs): void {
    this.logger.fatal(...args);
  }
  error(...args: LogArgs): void {
    this.logger.error(...args);
  }
  warn(...args: LogArgs): void {
    this.logger.warn(...args);
  }
  info(...args: LogArgs): void {
    this.logger.info(...args);
  }
  debug(...args: LogArgs): void {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs): void {
    this.logger.trace(...args);
  }
  silent(...args: LogArgs): void {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a `RequestLogger` for each request. */
export function requestLoggerFactory(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}

/**
 * One log line a request, written when its answer has gone: what was asked (`req`), the status
 * (`res`) and how long it took in ms (`responseTime`), at level info, or error with the failure
 * (`err`) when the answer could not be sent. Fastify's default writes two (one when the request
 * arrives, one when it ends); every other line it writes is unchanged.
 * The info line is put together by the request's `RequestLogger` as pino would write it, and
 * handed to the log stream directly; the error line goes through pino.
 */
export class RequestLog extends LogController {
  constructor(private readonly stream: { write(line: string): void }) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log as unknown;
    const line = !error && log instanceof RequestLogger ? log.completedLine(request, reply) : null;
    if (line !== null) {
      if (line !== '') this.stream.write(line);
      return;
    }
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** How long to wait for the reader of a full standard output before writing again (ms). */
const FULL_OUTPUT_WAIT_MS = 10;

/** Writes all of `text` to `fd`, waiting while a reader that lags behind holds a full pipe. */
function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text);
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_OUTPUT_WAIT_MS);
    }
  }
}

let standardOutput: { write(line: string): void } | null = null;

/**
 * Standard output for the log lines, written in batches: the lines of one turn of the event loop
 * go out in one write once it ends (a write for every line was the largest cost of a trivial
 * request), in their order, and whatever is still pending when the process exits is written
 * before it does. One for the process, however many apps it builds.
 */
export function batchedStandardOutput(): { write(line: string): void } {
  if (standardOutput) return standardOutput;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    writeAll(1, text);
  };
  process.on('exit', flush);
  standardOutput = {
    write(line) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
  return standardOutput;
}
