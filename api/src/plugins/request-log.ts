import { writeSync } from 'node:fs';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

/**
 * One log line a request, written when its answer has gone: what was asked (`req`), the status
 * (`res`) and how long it took in ms (`responseTime`), at level info, or error with the failure
 * (`err`) when the answer could not be sent. Fastify's default writes two (one when the request
 * arrives, one when it ends); every other line it writes is unchanged.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
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
