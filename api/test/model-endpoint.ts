import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the endpoint answers one request; `body` is the request's JSON. */
export type ModelHandler = (body: unknown, response: ServerResponse, socket: Socket) => void;

export interface ModelEndpoint {
  /** The API root to configure (`http://127.0.0.1:<port>/v1`). */
  url: string;
  /** Answers `POST /v1/chat/completions`. */
  chat: ModelHandler;
  /** Answers `POST /v1/embeddings`. */
  embeddings: ModelHandler;
  /** Requests received per path. */
  calls: Map<string, number>;
  /** Requests whose answer is still open (an endless stream stops when its client leaves). */
  open(): number;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, body: unknown, status = 200) =>
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));

/** A server-sent chunk of a streamed completion. */
export const sseChunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/**
 * A local OpenAI-compatible endpoint whose answers the test chooses, one handler per route, to
 * play a model or an embedder that is slow, failing or answering garbage.
 */
export async function startModelEndpoint(): Promise<ModelEndpoint> {
  const open = new Set<ServerResponse>();
  const calls = new Map<string, number>();
  const endpoint = {} as ModelEndpoint;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const part of request) text += String(part);
    const path = request.url ?? '';
    calls.set(path, (calls.get(path) ?? 0) + 1);
    open.add(response);
    response.on('close', () => open.delete(response));
    const body = JSON.parse(text || 'null') as unknown;
    if (path === '/v1/chat/completions') endpoint.chat(body, response, request.socket);
    else if (path === '/v1/embeddings') endpoint.embeddings(body, response, request.socket);
    else response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return Object.assign(endpoint, {
    url: `http://127.0.0.1:${port}/v1`,
    chat: (_: unknown, response: ServerResponse) => json(response, {}, 404),
    embeddings: (_: unknown, response: ServerResponse) => json(response, {}, 404),
    calls,
    open: () => open.size,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}
