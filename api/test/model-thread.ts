import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { USE_LITE_WORKER_FILE } from '../src/modules/vector-db/embedders/use-lite-embedder';
import type {
  EmbedReply,
  EmbedRequest,
} from '../src/modules/vector-db/embedders/use-lite-worker.mjs';

/** What the preface reports: a network attempt it blocked, or a WebAssembly start it delayed. */
export type PrefaceNews = { tried: string } | { delayed: 'instantiate' };

// Run in the thread before the model's own file: it blocks the network (reporting each
// attempt), and, as `workerData` asks, fails the first file read or starts the WebAssembly
// backend late.
const PREFACE = `
import { parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import net from 'node:net';
const tell = (news) => parentPort.postMessage(news);
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith('file:')) return realFetch(input, init);
  tell({ tried: url });
  return Promise.reject(new Error('network is blocked'));
};
net.Socket.prototype.connect = function () {
  tell({ tried: 'socket' });
  throw new Error('network is blocked');
};
if (workerData.failFirstRead) {
  const realReadFile = fs.promises.readFile;
  let failed = false;
  fs.promises.readFile = (...args) => {
    if (failed) return realReadFile(...args);
    failed = true;
    return Promise.reject(new Error('disk unreadable'));
  };
}
if (workerData.lateBackendMs > 0) {
  const realInstantiate = WebAssembly.instantiate.bind(WebAssembly);
  WebAssembly.instantiate = async (...args) => {
    tell({ delayed: 'instantiate' });
    await new Promise((resolve) => setTimeout(resolve, workerData.lateBackendMs));
    return realInstantiate(...args);
  };
}
await import(workerData.file);
`;

/**
 * The embedded model's thread as the API starts it, behind a preface run first in that thread:
 * the network is blocked there; with `failFirstRead` the first file read fails; with
 * `lateBackendMs` the WebAssembly backend starts that much later. `replies` holds what the thread
 * said, in order, the preface's news included.
 */
export function guardedModelThread({ failFirstRead = false, lateBackendMs = 0 } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lyceum-model-thread-'));
  const preface = path.join(folder, 'preface.mjs');
  writeFileSync(preface, PREFACE);
  const worker = new Worker(preface, {
    workerData: { file: pathToFileURL(USE_LITE_WORKER_FILE).href, failFirstRead, lateBackendMs },
  });
  const replies: Array<EmbedReply | PrefaceNews> = [];
  const waiting = new Map<number, (reply: EmbedReply) => void>();
  worker.on('message', (reply: EmbedReply | PrefaceNews) => {
    replies.push(reply);
    if ('id' in reply) waiting.get(reply.id)?.(reply);
  });
  let nextId = 1;
  return {
    replies,
    ask(texts: string[]): Promise<EmbedReply> {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, texts } satisfies EmbedRequest);
      });
    },
    async close() {
      await worker.terminate();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
