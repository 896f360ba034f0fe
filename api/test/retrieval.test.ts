import { RRF_K } from '@lyceum/contracts';
import {
  createRetriever,
  VECTOR_FLOOR,
  WORDS_VECTOR_FLOOR,
  type RetrieverDeps,
} from '../src/modules/chat/retrieval';
import {
  FRENCH_GLOSSARY,
  parseGlossary,
  translateQuestion,
  translateWord,
} from '../src/modules/chat/retrieval-glossary';
import { detectLanguage, searchText } from '../src/modules/chat/retrieval-language';
import {
  cosine,
  jaccard,
  maximalMarginalRelevance,
  reciprocalRankFusion,
} from '../src/modules/chat/retrieval-ranking';
import { createHashingEmbedder, type Embedder } from '../src/modules/vector-db/embeddings';
import {
  createVectorDbRepository,
  type IdeaInput,
  type IdeaRow,
} from '../src/modules/vector-db/vector-db-repository';
import { buildTestApp, type TestApp } from './helper';

const idea = (source_id: string, fields: Partial<IdeaInput>): IdeaInput => ({
  source_id,
  statement: '',
  attributed_to: 'Seneca',
  book_title: 'Letters',
  context: '',
  key_phrases: [],
  supporting_arguments: [],
  quotes: [],
  character_perspectives: [],
  language: 'en',
  ...fields,
});

describe('retrieval arithmetic', () => {
  it('fuses ranked lists by reciprocal rank, with k = 60 and optional weights', () => {
    const fused = reciprocalRankFusion([{ ids: [1, 2, 3] }, { ids: [3, 1] }], RRF_K);
    expect([...fused.keys()]).toEqual([1, 3, 2]);
    expect(fused.get(1)).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused.get(2)).toBeCloseTo(1 / 62, 12);
    expect(fused.get(3)).toBeCloseTo(1 / 63 + 1 / 61, 12);
    const weighted = reciprocalRankFusion([{ ids: [1] }, { ids: [2], weight: 0.5 }], RRF_K);
    expect([...weighted]).toEqual([
      [1, 1 / 61],
      [2, 0.5 / 61],
    ]);
    // Equal scores keep the smaller id first.
    expect([...reciprocalRankFusion([{ ids: [9] }, { ids: [4] }], RRF_K).keys()]).toEqual([4, 9]);
  });

  it('measures cosine similarity and word overlap', () => {
    expect(cosine([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 2])).toBeCloseTo(0);
    expect(cosine([3, 4], [6, 8])).toBeCloseTo(1);
    expect(cosine([0, 0], [1, 0])).toBe(0);
    expect(jaccard(new Set(['anger', 'delay']), new Set(['anger', 'madness']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('diversifies by maximal marginal relevance', () => {
    // 0 and 1 say the same thing; 2 is less relevant but new.
    const same = (a: number, b: number) => ((a === 0 && b === 1) || (a === 1 && b === 0) ? 1 : 0);
    const relevances = [1, 0.9, 0.6];
    // λ = 0.7: after 0, candidate 1 scores 0.7 × 0.9 − 0.3 × 1 = 0.33, candidate 2 0.7 × 0.6 = 0.42.
    expect(maximalMarginalRelevance(relevances, same, { lambda: 0.7, limit: 3 })).toEqual([
      0, 2, 1,
    ]);
    // Relevance alone keeps the fused order; the limit is kept.
    expect(maximalMarginalRelevance(relevances, same, { lambda: 1, limit: 3 })).toEqual([0, 1, 2]);
    expect(maximalMarginalRelevance(relevances, same, { lambda: 0.7, limit: 1 })).toEqual([0]);
    // Relevances are scaled to the best, whatever their scale.
    const tiny = relevances.map((value) => value / 100);
    expect(maximalMarginalRelevance(tiny, same, { lambda: 0.7, limit: 3 })).toEqual([0, 2, 1]);
    expect(maximalMarginalRelevance([], same, { lambda: 0.7, limit: 3 })).toEqual([]);
  });
});

describe('the language of a question', () => {
  it('is guessed from its little words and letters, else from the hint', () => {
    expect(detectLanguage('What do I know?')).toBe('en');
    expect(detectLanguage('Que sais-je ?')).toBe('fr');
    expect(detectLanguage("C'est quoi, un barbare ?")).toBe('fr');
    expect(detectLanguage('Écrire sur soi')).toBe('fr');
    // A French reader typing English is still read as English.
    expect(detectLanguage('Why do insults hurt so much?', 'fr')).toBe('en');
    // Nothing to tell by: the hint, else English.
    expect(detectLanguage('unexamined life')).toBe('en');
    expect(detectLanguage('unexamined life', 'fr')).toBe('fr');
  });

  it('leaves the little words of both languages out of each search', () => {
    // A folded French "à" is "a": neither language's search receives it.
    expect(searchText('Pourquoi faut-il penser à la mort ?', 'fr', 'fr')).toBe('penser mort');
    expect(searchText('Pourquoi faut-il penser à la mort ?', 'en', 'fr')).toBe('penser mort');
    expect(searchText('Give me a recipe for the cake', 'fr', 'en')).toBe('give recipe cake');
    // An English question keeps words that are French little words only ("son").
    expect(searchText('My son is ill', 'en', 'en')).toBe('son ill');
    expect(searchText('What is the?', 'en', 'en')).toBe('');
  });
});

describe('the French–English glossary', () => {
  it('translates French words folded, in their plural and conjugated forms, by stem else', () => {
    expect(translateWord('colère')).toEqual(['anger']);
    expect(translateWord('COLÈRES')).toEqual(['anger']);
    expect(translateWord('craignons')).toEqual(['fear']);
    expect(translateWord('pauvreté')).toEqual(['poverty']);
    expect(translateWord('amies')).toEqual(['friend']);
    // A form under several English words takes them in the glossary's order.
    expect(translateWord('mort')).toEqual(['death', 'die']);
    // No whole form: the longest stem the word starts with ("angoiss*").
    expect(translateWord('angoissant')).toEqual(['anxiety']);
    // Words saying nothing of the subject are dropped; unknown ones are unknown.
    expect(translateWord('faire')).toEqual([]);
    expect(translateWord('smartphone')).toBeUndefined();
    expect(translateWord('ang')).toBeUndefined();
  });

  it('reads its text: continued lines, stems, the dropped words', () => {
    const glossary = parseGlossary(
      ['-: faire', 'anger: colère coleres', '  rage', 'fear: craign* peur', 'dread: peur'].join(
        '\n',
      ),
    );
    expect(glossary.forms.get('colere')).toEqual(['anger']);
    expect(glossary.forms.get('rage')).toEqual(['anger']);
    expect(glossary.forms.get('peur')).toEqual(['fear', 'dread']);
    expect(glossary.stems.get('craign')).toEqual(['fear']);
    expect(glossary.dropped.has('faire')).toBe(true);
    expect(() => parseGlossary('fear: cr*')).toThrow(/too short/);
    expect(() => parseGlossary(': peur')).toThrow(/no English word/);
    // The project's glossary is broad: several hundred French forms.
    expect(FRENCH_GLOSSARY.forms.size).toBeGreaterThan(800);
  });

  it("turns a French question into English words, counting those it doesn't know", () => {
    expect(translateQuestion('Comment calmer sa colère ?', { perWord: 2 })).toEqual({
      text: 'calm anger',
      translated: 2,
      unknown: 0,
    });
    // At most `perWord` English words a French word; a word met twice is searched once.
    expect(translateQuestion('La mort, toujours la mort', { perWord: 1 })).toEqual({
      text: 'death',
      translated: 2,
      unknown: 0,
    });
    // "train" is not searched (it would meet "training"), only counted.
    expect(translateQuestion('Combien coûte un billet de train ?', { perWord: 2 })).toEqual({
      text: 'price',
      translated: 1,
      unknown: 2,
    });
  });
});

/** A vector database answering fixed rows: the relevance cut, apart from any SQL. */
function fixedVectorDb(rows: {
  /** Every word weighs as much as another, unless `held` and `total` say otherwise. */
  words: Array<{ id: number; matched: number; terms: number; held?: number; total?: number }>;
  vectors: Array<{ id: number; vector: number[] }>;
}): RetrieverDeps['vectorDb'] {
  const row = (id: number): IdeaRow => ({
    ...idea(`idea-${id}`, { statement: `Idea ${id}` }),
    questions: [],
    translations: {},
    relations: [],
    id,
    created_at: new Date(0),
  });
  return {
    vectorSearch: true,
    searchWordsInLanguage: (_collection, _text, language) =>
      Promise.resolve(
        language === 'en'
          ? rows.words.map((found, index) => ({
              ...row(found.id),
              ...found,
              rank: 1 / (index + 1),
              held: found.held ?? found.matched,
              total: found.total ?? found.terms,
              salience: (found.held ?? found.matched) / (found.total ?? found.terms),
            }))
          : [],
      ),
    searchVectors: () =>
      Promise.resolve(rows.vectors.map(({ id }) => ({ ...row(id), similarity: 0 }))),
    ideaVectors: (_model, ids) =>
      Promise.resolve(
        new Map(rows.vectors.filter(({ id }) => ids.includes(id)).map((v) => [v.id, v.vector])),
      ),
  };
}

/** An embedder whose question vector is [1, 0]: an idea's vector [s, √(1 − s²)] lies at cosine s. */
const unitEmbedder: Embedder = {
  modelId: 'unit',
  dimensions: 2,
  languages: ['en'],
  embed: (texts) => Promise.resolve(texts.map(() => [1, 0])),
};
const at = (similarity: number) => [similarity, Math.sqrt(1 - similarity ** 2)];

describe('the relevance cut', () => {
  it('keeps ideas close by vector, or holding more than a third of the words, counted and weighed', async () => {
    const vectorDb = fixedVectorDb({
      words: [
        { id: 1, matched: 1, terms: 3 }, // a third of the words, no vector: out
        { id: 2, matched: 1, terms: 2 }, // half, no vector: in
        { id: 3, matched: 2, terms: 2 }, // all the words, but a stranger by vector: out
        { id: 4, matched: 1, terms: 2 }, // half, and not a stranger: in
        { id: 7, matched: 1, terms: 3, held: 1, total: 2 }, // a rare word of three: out
        { id: 8, matched: 1, terms: 2, held: 0.3, total: 1.3 }, // the common word of two: out
      ],
      vectors: [
        { id: 3, vector: at(WORDS_VECTOR_FLOOR - 0.05) },
        { id: 4, vector: at(WORDS_VECTOR_FLOOR + 0.05) },
        { id: 5, vector: at(VECTOR_FLOOR + 0.01) }, // close enough alone: in
        { id: 6, vector: at(VECTOR_FLOOR - 0.01) }, // not close enough, no words: out
        { id: 7, vector: at(WORDS_VECTOR_FLOOR + 0.05) },
        { id: 8, vector: at(WORDS_VECTOR_FLOOR + 0.05) },
      ],
    });
    const retriever = createRetriever({ vectorDb, embedder: unitEmbedder });
    const found = await retriever.retrieve(1, 'anything asked in English', { limit: 10 });
    expect(found.ideas.map((row) => row.id).sort()).toEqual([2, 4, 5]);
    expect(found).toMatchObject({ selectionMethod: 'hybrid', totalQueries: 3 });

    // Words alone: the vector cannot save or sink anyone.
    const lexical = await retriever.retrieve(1, 'anything asked in English', {
      limit: 10,
      mode: 'lexical',
    });
    expect(lexical.ideas.map((row) => row.id).sort()).toEqual([2, 3, 4]);
    expect(lexical).toMatchObject({ selectionMethod: 'lexical', totalQueries: 2 });
    // Vectors alone.
    const vector = await retriever.retrieve(1, 'anything asked in English', {
      limit: 10,
      mode: 'vector',
    });
    expect(vector.ideas.map((row) => row.id)).toEqual([5]);
    expect(vector.totalQueries).toBe(1);
  });

  it('returns nothing when no candidate is relevant', async () => {
    const vectorDb = fixedVectorDb({
      words: [{ id: 1, matched: 1, terms: 4 }],
      vectors: [{ id: 1, vector: at(0.05) }],
    });
    const retriever = createRetriever({ vectorDb, embedder: unitEmbedder });
    expect(
      (await retriever.retrieve(1, 'Who won the 2018 World Cup?', { limit: 5 })).ideas,
    ).toEqual([]);
  });
});

const IDEAS: IdeaInput[] = [
  idea('anger-1', {
    statement: 'Anger is a brief madness that ruins the angry man.',
    key_phrases: ['anger', 'madness'],
  }),
  idea('anger-2', {
    statement: 'Anger is a brief madness that ruins the angry man, like a falling rock.',
    key_phrases: ['anger', 'madness'],
  }),
  idea('anger-3', {
    statement: 'The best remedy for anger is delay: wait until its first heat has passed.',
    key_phrases: ['anger', 'delay', 'patience'],
  }),
  idea('time-1', {
    statement: 'Life is long enough if we use our time well; we make it short by wasting it.',
    key_phrases: ['time', 'shortness of life'],
  }),
  idea('colere-1', {
    statement: 'La colère est une courte folie : elle nuit surtout à celui qui s’emporte.',
    key_phrases: ['colère', 'folie'],
    language: 'fr',
  }),
];

describe('the retriever on a database', () => {
  let t: TestApp;
  let vectorDb: ReturnType<typeof createVectorDbRepository>;
  let seneca: number;
  const embedder = createHashingEmbedder(256);
  /** The same vectors, said to embed English only (as the embedded model does). */
  const englishOnly: Embedder & { calls: number } = {
    modelId: embedder.modelId,
    dimensions: embedder.dimensions,
    languages: ['en'],
    calls: 0,
    embed(texts) {
      this.calls += 1;
      return embedder.embed(texts);
    },
  };
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await buildTestApp();
    vectorDb = createVectorDbRepository(t.app.db, { vectors: t.app.db.vectorSearch });
    seneca = await vectorDb.ensureCollection('seneca', 'Seneca');
    await vectorDb.insertIdeas(seneca, IDEAS);
    const { ideas } = await vectorDb.browse(seneca, { limit: 10, offset: 0 });
    for (const row of ideas) ids.set(row.source_id, row.id);
    const english = ideas.filter((row) => row.language === 'en');
    const vectors = await embedder.embed(english.map((row) => row.statement));
    await vectorDb.saveVectors(
      embedder.modelId,
      english.map((row, index) => ({ ideaId: row.id, vector: vectors[index] ?? [] })),
    );
  });
  afterAll(() => t.close());

  const sourceIds = (found: { ideas: Array<{ source_id: string }> }) =>
    found.ideas.map((row) => row.source_id);

  it('finds by words and vectors where pgvector is, by words alone where not', async () => {
    const retriever = createRetriever({ vectorDb, embedder });
    const found = await retriever.retrieve(seneca, 'How long is life, and is time short?', {
      limit: 5,
    });
    expect(sourceIds(found)[0]).toBe('time-1');
    expect(found.ideas[0]?.score).toBeGreaterThan(0);
    if (t.app.db.vectorSearch) {
      expect(found).toMatchObject({ selectionMethod: 'hybrid', totalQueries: 3 });
    } else {
      expect(found).toMatchObject({ selectionMethod: 'lexical', totalQueries: 2 });
    }
  });

  it('diversifies: of two ideas saying the same, the second gives way to another', async () => {
    const retriever = createRetriever({ vectorDb, embedder });
    const found = sourceIds(await retriever.retrieve(seneca, 'anger', { limit: 2 }));
    expect(found).toHaveLength(2);
    expect(found).toContain('anger-3');
    // Without MMR the two near-copies would come first.
    expect(found.filter((id) => id === 'anger-1' || id === 'anger-2')).toHaveLength(1);
  });

  it('finds an idea by the questions it answers, in its language and its translation', async () => {
    const stoa = await vectorDb.ensureCollection('stoa', 'The Stoa');
    await vectorDb.insertIdeas(stoa, [
      idea('obstacle-1', {
        statement:
          'The impediment to action advances action; what stands in the way becomes the way.',
        questions: ['How can setbacks help me?'],
        translations: {
          fr: {
            statement: 'L’empêchement à l’action fait avancer l’action.',
            questions: ['Un échec peut-il servir à quelque chose ?'],
          },
        },
      }),
      idea('time-2', { statement: 'Hold every hour in your grasp.' }),
    ]);
    const retriever = createRetriever({ vectorDb, embedder: null });
    const asked = (question: string) => retriever.retrieve(stoa, question, { limit: 5 });
    expect(sourceIds(await asked('Do setbacks ever help?'))).toEqual(['obstacle-1']);
    expect(sourceIds(await asked('À quoi sert un échec ?'))).toEqual(['obstacle-1']);
  });

  it('finds French ideas for a French question by words, without embedding it in English', async () => {
    englishOnly.calls = 0;
    const retriever = createRetriever({ vectorDb, embedder: englishOnly });
    const found = await retriever.retrieve(seneca, 'Que faire de la colère ?', { limit: 5 });
    // The French idea first, then the English ones its translated words find.
    expect(sourceIds(found)[0]).toBe('colere-1');
    expect(sourceIds(found).slice(1).sort()).toEqual(['anger-1', 'anger-2', 'anger-3']);
    // Words in French, in English, and translated into English.
    expect(found).toMatchObject({ selectionMethod: 'lexical', totalQueries: 3 });
    expect(englishOnly.calls).toBe(0);
  });

  it('finds English ideas for a French question by its translated words, no embedder', async () => {
    const retriever = createRetriever({ vectorDb, embedder: null });
    const found = await retriever.retrieve(seneca, 'Pourquoi gaspille-t-on son temps ?', {
      limit: 5,
    });
    expect(sourceIds(found)).toEqual(['time-1']);
    expect(found).toMatchObject({ selectionMethod: 'lexical', totalQueries: 3 });
    // The translated search runs when the glossary knows a word, and only for French.
    const unknown = await retriever.retrieve(seneca, 'Quel smartphone acheter ?', { limit: 5 });
    expect(unknown.ideas).toEqual([]);
    const english = await retriever.retrieve(seneca, 'Why waste time?', { limit: 5 });
    expect(english.totalQueries).toBe(2);
  });

  it('returns nothing for an off-topic question', async () => {
    const retriever = createRetriever({ vectorDb, embedder });
    const found = await retriever.retrieve(seneca, 'Which smartphone should I buy?', { limit: 5 });
    expect(found.ideas).toEqual([]);
    // In French, one known word of three is not enough ("meilleur": best, as in the best remedy).
    const french = await retriever.retrieve(seneca, 'Quel est le meilleur smartphone à acheter ?', {
      limit: 5,
    });
    expect(french.ideas).toEqual([]);
  });

  it('leaves out excluded ideas, keeps to the limit and to the collection', async () => {
    const retriever = createRetriever({ vectorDb, embedder });
    const anger1 = ids.get('anger-1') ?? 0;
    const found = await retriever.retrieve(seneca, 'anger madness', {
      limit: 1,
      exclude: [anger1],
    });
    expect(found.ideas).toHaveLength(1);
    expect(found.ideas[0]?.id).not.toBe(anger1);
    const other = await vectorDb.ensureCollection('epictetus', 'Epictetus');
    expect((await retriever.retrieve(other, 'anger madness', { limit: 5 })).ideas).toEqual([]);
  });

  it('asks the index only for ideas holding enough of the words, weighs them, and ranks a bounded number', async () => {
    const search = (text: string, options: { minShare?: number; examined?: number } = {}) =>
      vectorDb.searchWordsInLanguage(seneca, text, 'en', {
        limit: 10,
        minShare: options.minShare ?? 0.34,
        examined: options.examined ?? 100,
      });
    // Three words: two are needed. "delay" alone is not enough.
    const three = await search('anger delay patience');
    expect(three.map((row) => row.source_id)).toEqual(['anger-3']);
    expect(three[0]).toMatchObject({ terms: 3, matched: 3 });
    // Each word weighs 1 / ln(e + the ideas holding it): "madness" (two ideas) more than
    // "anger" (three); the ideas holding both hold all the weight and come first.
    const weighed = await search('anger madness');
    expect(weighed.map((row) => row.source_id)).toEqual(['anger-1', 'anger-2', 'anger-3']);
    const anger = 1 / Math.log(Math.E + 3);
    const madness = 1 / Math.log(Math.E + 2);
    expect(weighed[0]).toMatchObject({ terms: 2, matched: 2, salience: 1 });
    expect(weighed[0]?.total).toBeCloseTo(anger + madness, 6);
    expect(weighed[2]?.held).toBeCloseTo(anger, 6);
    expect(weighed[2]?.salience).toBeCloseTo(anger / (anger + madness), 6);
    // Any one of them otherwise, best first.
    const any = await search('anger delay patience', { minShare: 0 });
    expect(any.map((row) => row.source_id).sort()).toEqual(['anger-1', 'anger-2', 'anger-3']);
    expect(any[0]?.source_id).toBe('anger-3');
    // At most `examined` ideas are ranked.
    expect(await search('anger', { examined: 1 })).toHaveLength(1);
    // Quotes and backslashes in a question's words are only words.
    expect(await search("anger's \\madness' & | !")).not.toHaveLength(0);
    expect(await search("l'\\'")).toEqual([]);
  });

  it('finds the nearest ideas by vector, nearest first', async () => {
    const [question = []] = await embedder.embed(['anger is a brief madness']);
    const nearest = await vectorDb.searchVectors(seneca, embedder.modelId, question, 3);
    if (!t.app.db.vectorSearch) {
      expect(nearest).toEqual([]);
      return;
    }
    expect(nearest[0]?.source_id).toBe('anger-1');
    const similarities = nearest.map((row) => row.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });

  it('goes on by words when the question cannot be embedded', async () => {
    const failing: Embedder = { ...embedder, embed: () => Promise.reject(new Error('down')) };
    const warnings: unknown[] = [];
    const retriever = createRetriever({
      vectorDb,
      embedder: failing,
      log: { warn: (entry: unknown) => warnings.push(entry) },
    });
    const found = await retriever.retrieve(seneca, 'anger madness', { limit: 5 });
    expect(sourceIds(found)).toContain('anger-1');
    expect(found).toMatchObject({ selectionMethod: 'lexical', totalQueries: 2 });
    expect(warnings).toHaveLength(t.app.db.vectorSearch ? 1 : 0);
  });
});
