import { createHashingEmbedder } from '../src/modules/vector-db/embeddings';
import {
  createVectorDbRepository,
  hnswIndexName,
  type IdeaInput,
  type VectorDbRepository,
} from '../src/modules/vector-db/vector-db-repository';
import { buildTestApp, type TestApp } from './helper';

const idea = (source_id: string, fields: Partial<IdeaInput>): IdeaInput => ({
  source_id,
  statement: '',
  attributed_to: 'Seneca',
  book_title: 'Letters to Lucilius',
  context: '',
  key_phrases: [],
  supporting_arguments: [],
  quotes: [],
  character_perspectives: [],
  language: 'en',
  ...fields,
});

const IDEAS: IdeaInput[] = [
  idea('anger-1', {
    statement: 'Anger is a brief madness that harms the angry more than the offender.',
    book_title: 'On Anger',
    key_phrases: ['anger', 'madness'],
    quotes: ['<em>No plague has cost the human race more dear.</em>'],
    character_perspectives: [{ character: 'Novatus', perspective: 'asked how to calm anger' }],
  }),
  idea('time-1', {
    statement: 'We are not given a short life but we make it short by wasting time.',
    book_title: 'On the Shortness of Life',
    key_phrases: ['time', 'life'],
    context: 'Written to Paulinus, who managed the grain supply of Rome.',
  }),
  idea('friend-1', {
    statement: 'Think long whether to admit a friend; once admitted, trust him wholly.',
    key_phrases: ['friendship', 'trust'],
    supporting_arguments: ['Doubt poisons friendship.'],
  }),
  idea('colere-1', {
    statement: 'La colère est une courte folie : elle nuit plus à celui qui s’emporte.',
    book_title: 'De la colère',
    language: 'fr',
    key_phrases: ['colère', 'folie'],
  }),
];

describe('the vector database', () => {
  let t: TestApp;
  let vectorDb: VectorDbRepository;
  let seneca: number;

  beforeAll(async () => {
    t = await buildTestApp();
    vectorDb = createVectorDbRepository(t.app.db, { vectors: t.app.db.vectorSearch });
    seneca = await vectorDb.ensureCollection('seneca', 'Seneca');
    expect(await vectorDb.insertIdeas(seneca, IDEAS)).toBe(IDEAS.length);
  });
  afterAll(() => t.close());

  it('keeps every field of an idea', async () => {
    const { ideas } = await vectorDb.browse(seneca, { book: 'on anger', limit: 10, offset: 0 });
    expect(ideas).toEqual([
      expect.objectContaining({
        ...IDEAS[0],
        id: expect.any(Number) as number,
        created_at: expect.any(Date) as Date,
      }),
    ]);
  });

  it('names a collection once whatever the case, keeping the latest author', async () => {
    expect(await vectorDb.ensureCollection('SENECA', 'Lucius Annaeus Seneca')).toBe(seneca);
    expect(await vectorDb.collection('Seneca')).toMatchObject({
      id: seneca,
      author: 'Lucius Annaeus Seneca',
      ideas_count: IDEAS.length,
    });
    await vectorDb.ensureCollection('seneca', 'Seneca');
  });

  it('browses newest first, by words of statements and contexts and by part of a title', async () => {
    const all = await vectorDb.browse(seneca, { limit: 2, offset: 0 });
    expect(all.total).toBe(4);
    expect(all.ideas.map((row) => row.source_id)).toEqual(['colere-1', 'friend-1']);
    const grain = await vectorDb.browse(seneca, { search: 'GRAIN supply', limit: 10, offset: 0 });
    expect(grain.ideas.map((row) => row.source_id)).toEqual(['time-1']);
    const accents = await vectorDb.browse(seneca, { search: 'colere', limit: 10, offset: 0 });
    expect(accents.ideas.map((row) => row.source_id)).toEqual(['colere-1']);
    const book = await vectorDb.browse(seneca, { book: 'LUCILIUS', limit: 10, offset: 0 });
    expect(book).toMatchObject({ total: 1 });
    const wildcard = await vectorDb.browse(seneca, { search: '%', limit: 10, offset: 0 });
    expect(wildcard.total).toBe(0);
  });

  it('finds ideas sharing any word of a question, stemmed in its language, best first', async () => {
    const angry = await vectorDb.searchWords(seneca, 'Why do we get so angry?', 'en', 5);
    expect(angry.map((row) => row.source_id)).toEqual(['anger-1']);
    const life = await vectorDb.searchWords(seneca, 'Is life too short?', 'en', 5);
    expect(life[0]?.source_id).toBe('time-1');
    const french = await vectorDb.searchWords(seneca, 'Que faire de la colère ?', 'fr', 5);
    expect(french.map((row) => row.source_id)).toEqual(['colere-1']);
    expect(await vectorDb.searchWords(seneca, 'the and of', 'en', 5)).toEqual([]);
  });

  it('finds ideas by embedding where pgvector is present, and keeps the vectors where not', async () => {
    const embedder = createHashingEmbedder(64);
    const { ideas } = await vectorDb.browse(seneca, { limit: 10, offset: 0 });
    const vectors = await embedder.embed(ideas.map((row) => row.statement));
    await vectorDb.saveVectors(
      embedder.modelId,
      ideas.map((row, index) => ({ ideaId: row.id, vector: vectors[index] ?? [] })),
    );
    const [kept] = await t.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM idea_vectors WHERE model_id = $1',
      [embedder.modelId],
    );
    expect(kept?.count).toBe(IDEAS.length);

    const [question = []] = await embedder.embed(['What harms the angry, this madness?']);
    const found = await vectorDb.searchVectors(seneca, embedder.modelId, question, 2);
    if (t.app.db.vectorSearch) {
      expect(found.map((row) => row.source_id)[0]).toBe('anger-1');
      expect(found[0]?.similarity).toBeGreaterThan(0.3);
      // Another model's space is never searched.
      expect(await vectorDb.searchVectors(seneca, 'other-model', question, 2)).toEqual([]);
    } else {
      expect(found).toEqual([]);
    }
  });

  it('gives a model past the threshold an HNSW index of its own, which searches still use', async () => {
    const embedder = createHashingEmbedder(64);
    if (!t.app.db.vectorSearch) {
      expect(await vectorDb.ensureVectorIndex(embedder.modelId, 64, 1)).toBe(false);
      return;
    }
    // Below the threshold: nothing built.
    expect(await vectorDb.ensureVectorIndex(embedder.modelId, 64, 100)).toBe(false);
    expect((await vectorDb.indexes()).has(hnswIndexName(embedder.modelId))).toBe(false);
    expect(await vectorDb.ensureVectorIndex(embedder.modelId, 64, 1)).toBe(true);
    expect((await vectorDb.indexes()).has(hnswIndexName(embedder.modelId))).toBe(true);
    // The search's expression is the index's: the planner may use it when told to avoid scans.
    const [question = []] = await embedder.embed(['What harms the angry, this madness?']);
    await t.app.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT v.idea_id FROM idea_vectors v WHERE v.model_id = $1
          ORDER BY v.embedding::vector(64) <=> $2::vector LIMIT 2`,
        [embedder.modelId, JSON.stringify(question)],
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        hnswIndexName(embedder.modelId),
      );
    });
    const found = await vectorDb.searchVectors(seneca, embedder.modelId, question, 2);
    expect(found[0]?.source_id).toBe('anger-1');
  });

  it('deletes ideas of its own collection only, and a collection with its ideas', async () => {
    const other = await vectorDb.ensureCollection('epictetus', 'Epictetus');
    await vectorDb.insertIdeas(other, [
      idea('control-1', { statement: 'Some things are up to us.' }),
    ]);
    const { ideas } = await vectorDb.browse(other, { limit: 10, offset: 0 });
    const id = ideas[0]?.id ?? 0;
    expect(await vectorDb.deleteIdeas(seneca, [id])).toEqual([]);
    expect(await vectorDb.deleteIdeas(other, [id])).toEqual([id]);
    expect(await vectorDb.deleteCollection(other)).toBe(true);
    expect(await vectorDb.collection('epictetus')).toBeNull();
    expect(await vectorDb.deleteCollection(other)).toBe(false);
  });
});
