import { normalize, type Embedder } from '../embeddings';
import { endpointDetail } from '../../../lib/endpoint-detail';

/** The most texts sent in one request (OpenAI accepts more; compatible servers often fewer). */
export const OPENAI_BATCH_SIZE = 96;

export interface OpenAiEmbedderOptions {
  /** The API root, e.g. `https://api.openai.com/v1`; `/embeddings` is added to it. */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** Longest one request may take, answer included. */
  timeoutMs: number;
  batchSize?: number;
}

/**
 * Embeds through any OpenAI-compatible `/embeddings` endpoint, assumed multilingual. The size of
 * its vectors is learnt from its first answer (`dimensions` is 0 until then), and every later
 * answer must keep it: a model changed behind the same name would otherwise mix two spaces.
 */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const { model, apiKey, timeoutMs, batchSize = OPENAI_BATCH_SIZE } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/embeddings`;
  let dimensions = 0;

  const detail = (text: string) => endpointDetail(text, apiKey);

  async function request(texts: readonly string[], signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, input: texts }),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) {
        throw new Error(`The embeddings endpoint did not answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The embeddings endpoint cannot be reached (${reason})`, { cause: error });
    }
    if (status < 200 || status > 299) {
      throw new Error(`The embeddings endpoint answered HTTP ${status}${detail(text)}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`The embeddings endpoint answered something other than JSON${detail(text)}`);
    }
  }

  async function embedBatch(texts: readonly string[], signal?: AbortSignal) {
    const vectors = vectorsOf(await request(texts, signal), texts.length);
    const size = vectors[0]?.length ?? 0;
    if (dimensions !== 0 && size !== dimensions) {
      throw new Error(
        `The embeddings endpoint answered vectors of ${size} numbers where it answered ${dimensions} before; has the model "${model}" changed?`,
      );
    }
    dimensions = size;
    return vectors.map(normalize);
  }

  return {
    modelId: `openai:${model}`,
    get dimensions() {
      return dimensions;
    },
    languages: 'all',
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        signal?.throwIfAborted();
        vectors.push(...(await embedBatch(texts.slice(start, start + batchSize), signal)));
      }
      return vectors;
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The vectors of an answer `{ data: [{ index, embedding }] }`, in the order of the texts sent:
 * one per text, each an array of finite numbers, all of one length. An answer whose items carry
 * no `index` at all is taken in the order given.
 */
function vectorsOf(body: unknown, count: number): number[][] {
  const wrong = (what: string) => new Error(`The embeddings endpoint answered ${what}`);
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw wrong('without a `data` array');
  if (data.length !== count) throw wrong(`${data.length} embeddings for ${count} texts`);
  const items: unknown[] = data;
  const indexed = items.some((item) => isRecord(item) && item.index !== undefined);
  const vectors = new Array<number[] | undefined>(count);
  let size: number | null = null;
  items.forEach((item, position) => {
    if (!isRecord(item)) throw wrong(`an item that is not an object at ${position}`);
    const index = indexed ? item.index : position;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count) {
      throw wrong(`an item with an invalid index at ${position}`);
    }
    if (vectors[index]) throw wrong(`the index ${index} twice`);
    const { embedding } = item;
    if (
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      !embedding.every((value) => typeof value === 'number' && Number.isFinite(value))
    ) {
      throw wrong(`an embedding that is not a list of finite numbers at index ${index}`);
    }
    size ??= embedding.length;
    if (embedding.length !== size) {
      throw wrong(`embeddings of different lengths (${size} and ${embedding.length})`);
    }
    vectors[index] = embedding as number[];
  });
  return vectors as number[][];
}
