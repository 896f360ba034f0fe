import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { normalize, type Embedder } from '../embeddings';
import type { EmbedReply, EmbedRequest } from './use-lite-worker.mjs';

export const USE_LITE_MODEL_ID = 'use-lite-en';
export const USE_LITE_DIMENSIONS = 512;
/**
 * Texts embedded in one pass (about 15 ms a text): passes of 16 embed as fast per text as passes
 * of 32 (smaller ones are slower) with half the tensors alive at once, and a question asked
 * meanwhile waits at most one pass, about a quarter of a second.
 */
export const USE_LITE_BATCH_SIZE = 16;
/**
 * Longest text embedded, in characters; the rest is left out. The tokenizer slows down with the
 * square of the length (100,000 characters take half a minute), and a sentence encoder says
 * little more about a long text than about its first paragraphs.
 */
export const USE_LITE_MAX_CHARS = 2000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface UseLiteEmbedderOptions {
  batchSize?: number;
  log?: Log;
}

/** At most `max` characters of `text`, never ending in half a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// The compiled API runs the worker's `.mjs`; the tests and the development server run its
// TypeScript, which Node reads with its types stripped.
export const USE_LITE_WORKER_FILE = path.join(
  __dirname,
  __filename.endsWith('.ts') ? 'use-lite-worker.mts' : 'use-lite-worker.mjs',
);

interface Pending {
  resolve(vectors: number[][]): void;
  reject(error: Error): void;
}

/**
 * The model's thread, one per process whatever the number of embedders: started on the first
 * batch, started again after a crash. It keeps the process alive only while a batch is out.
 */
let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 1;
let log: Log | undefined;

function modelThread() {
  if (thread) return thread;
  const worker = new Worker(USE_LITE_WORKER_FILE);
  const pending = new Map<number, Pending>();
  const current = { worker, pending };
  worker.unref();
  worker.on('message', (reply: EmbedReply) => {
    if ('loaded' in reply) {
      log?.info(
        { modelId: USE_LITE_MODEL_ID, ms: reply.loaded },
        'embeddings: embedded model loaded',
      );
      return;
    }
    if ('loadFailed' in reply) {
      log?.warn(
        { modelId: USE_LITE_MODEL_ID, err: new Error(reply.loadFailed) },
        'embeddings: model failed to load',
      );
      return;
    }
    const request = pending.get(reply.id);
    if (!request) return;
    settle(current, reply.id);
    if ('error' in reply) request.reject(new Error(reply.error));
    else request.resolve(reply.vectors);
  });
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const [id, request] of pending) {
      settle(current, id);
      request.reject(error);
    }
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded model's thread stopped (${code})`)));
  thread = current;
  return current;
}

/** Stops the model's thread, failing the batches it had; the next batch starts another. */
export async function stopEmbeddedModel(): Promise<void> {
  const current = thread;
  thread = null;
  await current?.worker.terminate();
}

/** Forgets a request; the thread no longer keeps the process alive once none is out. */
function settle(owner: { worker: Worker; pending: Map<number, Pending> }, id: number) {
  owner.pending.delete(id);
  if (owner.pending.size === 0) owner.worker.unref();
}

/** One batch's vectors, computed on the model's thread; an abort stops the wait at once. */
function embedBatch(texts: string[], signal?: AbortSignal): Promise<number[][]> {
  signal?.throwIfAborted();
  const current = modelThread();
  const id = nextId++;
  return new Promise<number[][]>((resolve, reject) => {
    const onAbort = () => {
      settle(current, id);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    current.pending.set(id, {
      resolve: (vectors) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(vectors);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    current.worker.ref();
    current.worker.postMessage({ id, texts } satisfies EmbedRequest);
  }).then((vectors) => {
    if (
      vectors.length !== texts.length ||
      vectors.some((vector) => vector.length !== USE_LITE_DIMENSIONS)
    ) {
      throw new Error(
        `The embedded model answered ${vectors.length} vectors for ${texts.length} texts, or vectors not of ${USE_LITE_DIMENSIONS} numbers`,
      );
    }
    return vectors.map(normalize);
  });
}

/**
 * The Universal Sentence Encoder lite, embedded in the process: English, 512 dimensions. It runs
 * on a thread of its own (use-lite-worker.mts), so embedding never holds a request. The model is
 * loaded there on the first `embed`, once for the process (about half a second; the process grows
 * by about 130 MB, and by some 60 MB more of WebAssembly memory once batches have run); a load
 * that fails is tried again on the next call. Each batch's tensors are released when it ends,
 * failed or not.
 */
export function createUseLiteEmbedder(options: UseLiteEmbedderOptions = {}): Embedder {
  const { batchSize = USE_LITE_BATCH_SIZE } = options;
  log = options.log ?? log;
  return {
    modelId: USE_LITE_MODEL_ID,
    dimensions: USE_LITE_DIMENSIONS,
    languages: ['en'],
    async embed(texts, signal) {
      // The model answers nothing for an empty text (shifting every vector after it): a space
      // says the same and gets its vector.
      const inputs = texts.map((text) => (text === '' ? ' ' : clip(text, USE_LITE_MAX_CHARS)));
      const vectors: number[][] = [];
      for (let start = 0; start < inputs.length; start += batchSize) {
        vectors.push(...(await embedBatch(inputs.slice(start, start + batchSize), signal)));
      }
      return vectors;
    },
  };
}
