import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { STANCE_PROMPT_START } from '../src/modules/chat/stance-judge';

/** What the server does with the next requests. */
export type LlmBehaviour =
  /** Streams the pieces as chat completion chunks, `intervalMs` apart, then `[DONE]`. */
  | { kind: 'answer'; pieces: string[]; intervalMs?: number }
  /** Answers this HTTP status with an error body. */
  | { kind: 'fail'; status: number }
  /** Never answers (until the client gives up or the server closes). */
  | { kind: 'silent' }
  /** Streams the pieces, then drops the connection in the middle of the answer. */
  | { kind: 'break'; pieces: string[] };

export interface LlmRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: Array<{ role: string; content: string }>;
  };
}

export interface LlmServer {
  /** The API root to configure as LLM_BASE_URL (`http://127.0.0.1:<port>/v1`). */
  url: string;
  requests: LlmRequest[];
  behaviour: LlmBehaviour;
  /** What it does with a request to judge a stance instead, when set (else `behaviour`). */
  judge: LlmBehaviour | null;
  /** How many requests the client abandoned before their answer ended. */
  aborted(): number;
  /** Resolves when the next request is abandoned by its client. */
  nextAbort(): Promise<void>;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local OpenAI-compatible endpoint for tests: `POST /v1/chat/completions` streams server-sent
 * chunks as the behaviour says, records every request, and notices clients that leave early.
 */
export async function startLlmServer(): Promise<LlmServer> {
  const requests: LlmRequest[] = [];
  let abandoned = 0;
  let waiters: Array<() => void> = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const part of request) body += String(part);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const parsed = JSON.parse(body) as LlmRequest['body'];
    requests.push({ url: request.url, headers: request.headers, body: parsed });
    const judging = parsed.messages[0]?.content.startsWith(STANCE_PROMPT_START) ?? false;
    const b = judging && state.judge ? state.judge : state.behaviour;
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned += 1;
      for (const wake of waiters) wake();
      waiters = [];
    });
    if (b.kind === 'silent') return;
    if (b.kind === 'fail') {
      response.writeHead(b.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'the model is overloaded' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`);
    for (const piece of b.pieces) {
      if (response.destroyed) return;
      response.write(chunk(piece));
      if (b.kind === 'answer' && b.intervalMs) await pause(b.intervalMs);
    }
    if (b.kind === 'break') {
      await pause(20);
      response.destroy();
      return;
    }
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  const state: LlmServer = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behaviour: { kind: 'answer', pieces: ['Hello.'] },
    judge: null,
    aborted: () => abandoned,
    nextAbort: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return state;
}
