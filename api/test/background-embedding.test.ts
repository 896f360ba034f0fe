import type { HealthResponse } from '@lyceum/contracts';
import { createBackgroundEmbedding } from '../src/modules/vector-db/background-embedding';
import {
  createUseLiteEmbedder,
  stopEmbeddedModel,
} from '../src/modules/vector-db/embedders/use-lite-embedder';
import { createHashingEmbedder, type Embedder } from '../src/modules/vector-db/embeddings';
import {
  createVectorDbRepository,
  type IdeaInput,
} from '../src/modules/vector-db/vector-db-repository';
import type { Database } from '../src/db';
import { adminBearer, buildTestApp, type TestApp } from './helper';
import { pause, percentile, probe, unaffectedBound } from './latency';

/** `count` English ideas of Seneca's letters, numbered from `from`. */
const letters = (count: number, from = 1): IdeaInput[] =>
  Array.from({ length: count }, (_, i) => ({
    source_id: `letter-${from + i}`,
    statement: `In letter ${from + i}, Seneca says we suffer more often in imagination than in reality.`,
    attributed_to: 'Seneca',
    book_title: 'Letters to Lucilius',
    context: `Letter ${from + i} to Lucilius, on fear and on the shortness of life.`,
    key_phrases: [],
    supporting_arguments: [],
    quotes: [],
    character_perspectives: [],
    language: 'en',
  }));

async function addIdeas(db: Database, ideas: IdeaInput[]) {
  const repository = createVectorDbRepository(db, { vectors: db.vectorSearch });
  return repository.insertIdeas(await repository.ensureCollection('seneca', 'Seneca'), ideas);
}

const vectorCount = async (db: Database, modelId: string) =>
  Number(
    (
      await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM idea_vectors WHERE model_id = $1',
        [modelId],
      )
    )[0]?.count,
  );

/**
 * The hashing embedder, held at each batch until the test lets it go: `started` resolves when a
 * batch is waiting, `release()` lets it through.
 */
function gatedEmbedder() {
  const inner = createHashingEmbedder(8);
  let waiting: Array<() => void> = [];
  let arrived: () => void = () => {};
  let started = new Promise<void>((resolve) => (arrived = resolve));
  const embedder: Embedder = {
    ...inner,
    async embed(texts, signal) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        arrived();
      });
      return inner.embed(texts, signal);
    },
  };
  /** Lets the waiting batch through; the next `started` waits for the batch after it. */
  const release = () => {
    started = new Promise<void>((resolve) => (arrived = resolve));
    const go = waiting;
    waiting = [];
    for (const resolve of go) resolve();
  };
  return {
    embedder,
    get started() {
      return started;
    },
    release,
    /** Lets every batch through from now on. */
    open() {
      embedder.embed = (texts, signal) => inner.embed(texts, signal);
      release();
    },
  };
}

describe('embedding in the background, one process at a time', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('lets one process embed; another asking meanwhile makes it look again before it stops', async () => {
    await addIdeas(t.app.db, letters(40));
    const gate = gatedEmbedder();
    const first = createBackgroundEmbedding({
      db: t.app.db,
      embedder: gate.embedder,
      owner: '101-1-alpha',
    });
    const second = createBackgroundEmbedding({
      db: t.app.db,
      embedder: gate.embedder,
      owner: '202-2-beta',
    });

    const running = first.run();
    await gate.started;
    // The second process finds the work taken: it leaves a request and returns at once.
    expect(await second.run()).toBe(false);
    // Ideas arriving after the first process's pass began are embedded all the same.
    await addIdeas(t.app.db, letters(10, 41));
    gate.open();
    expect(await running).toBe(true);
    expect(await vectorCount(t.app.db, gate.embedder.modelId)).toBe(50);

    // The lease is free again: the next start takes it (and finds nothing to do).
    expect(await second.run()).toBe(true);
  });

  it('takes over a lease whose holder stopped reporting', async () => {
    await addIdeas(t.app.db, letters(5));
    await t.app.db.query(
      `INSERT INTO work_leases (name, owner, claim, expires_at)
       VALUES ('embed-missing', '303-3-gone', gen_random_uuid(), now() - interval '1 second')`,
    );
    const embedder = createHashingEmbedder(8);
    expect(await createBackgroundEmbedding({ db: t.app.db, embedder }).run()).toBe(true);
    expect(await vectorCount(t.app.db, embedder.modelId)).toBe(5);
  });

  it('frees the lease when the embedder fails, so the next start tries again', async () => {
    await addIdeas(t.app.db, letters(5));
    const broken: Embedder = {
      ...createHashingEmbedder(8),
      embed: () => Promise.reject(new Error('model unavailable')),
    };
    await expect(
      createBackgroundEmbedding({ db: t.app.db, embedder: broken }).run(),
    ).rejects.toThrow('model unavailable');
    const embedder = createHashingEmbedder(8);
    expect(await createBackgroundEmbedding({ db: t.app.db, embedder }).run()).toBe(true);
    expect(await vectorCount(t.app.db, embedder.modelId)).toBe(5);
  });

  it('shows its progress in health to administrators only', async () => {
    await addIdeas(t.app.db, letters(70));
    const gate = gatedEmbedder();
    const embedding = createBackgroundEmbedding({
      db: t.app.db,
      embedder: gate.embedder,
      owner: '404-4-gamma',
    });
    const headers = await adminBearer(t.app);
    const health = async (asAdmin: boolean) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/health', headers: asAdmin ? headers : {} })
      ).json<HealthResponse>();

    const running = embedding.run();
    await gate.started;
    // Progress is recorded at most once a second: the first report is the count at the start.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await health(true)).embedding).toMatchObject({
      process: '404-4-gamma',
      model: gate.embedder.modelId,
      ideas_embedded: 0,
      ideas_left: 70,
    });
    expect((await health(false)).embedding).toBeNull();
    // The first batch saved (a second after that report), the second waits.
    gate.release();
    await gate.started;
    // The health document is measured at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await health(true)).embedding).toMatchObject({ ideas_embedded: 32, ideas_left: 38 });
    gate.open();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await health(true)).embedding).toBeNull();
  });
});

// The embedded model on this very process, measured from outside as a client would: while it
// embeds 240 ideas (some 4 s of model work), the start-up check keeps its 99th percentile.
describe('a process embedding with the embedded model', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await stopEmbeddedModel();
    await t.close();
  });

  it('serves requests as quickly as before', async () => {
    const embedder = createUseLiteEmbedder();
    // The model is loaded before measuring: the load is part of a start, not of embedding.
    await embedder.embed(['load the model']);
    await addIdeas(t.app.db, letters(240));
    const quiet = await probe(origin, pause(2000));
    const embedded = createBackgroundEmbedding({ db: t.app.db, embedder }).run();
    const during = await probe(origin, embedded);
    expect(await embedded).toBe(true);
    expect(await vectorCount(t.app.db, embedder.modelId)).toBe(240);
    expect(during.length).toBeGreaterThan(20);
    expect(percentile(during, 0.99)).toBeLessThanOrEqual(unaffectedBound(quiet));
  }, 120_000);
});
