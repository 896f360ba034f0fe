import type { ChatStreamEventName, ErrorBody } from '@lyceum/contracts';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { apiError } from '../../lib/http-errors';
import { refusalOf } from '../../plugins/errors';

/**
 * An AbortSignal that aborts when the client goes away before the reply has been written in
 * full (a closed tab, a dropped connection, a stopped fetch).
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('the client went away'));
  });
  return controller.signal;
}

export interface EventStream {
  send(event: ChatStreamEventName, data: unknown): void;
  /**
   * Sends `error` with the failure's `{detail, code}`, as the error handler would answer it (an
   * unexpected failure is logged, not told).
   */
  fail(error: unknown): void;
  end(): void;
}

/**
 * Takes the reply over to write server-sent events. The headers the API's hooks have set on the
 * reply so far (security headers, CORS, rate limit, no caching) are
 * written with the stream's own, since Fastify no longer sends the reply itself.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold the pieces back until the end.
    'x-accel-buffering': 'no',
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  const send = (event: ChatStreamEventName, data: unknown) => {
    if (open()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    send,
    fail(error) {
      let refusal = refusalOf(error instanceof Error ? error : new Error(String(error)));
      if (!refusal) {
        reply.log.error({ err: error }, 'a streamed answer failed');
        refusal = apiError('internal');
      }
      const body: ErrorBody = refusal.body;
      send('error', body);
    },
    end() {
      if (open()) raw.end();
    },
  };
}
