import type { IdeaRelation, IdeaTranslations } from '@lyceum/contracts';
import { createHash } from 'node:crypto';
import { countOf, type Database, type Queryable } from '../../db';
import { escapeLike } from '../../lib/escape-like';

/** What a thinker said or thought, as a checkpoint carries it and the database keeps it. */
export interface IdeaInput {
  /** The idea's id in its checkpoint, unique in its collection. */
  source_id: string;
  statement: string;
  attributed_to: string;
  book_title: string;
  context: string;
  key_phrases: string[];
  /** Questions a learner might ask that it answers, in everyday words; none when left out. */
  questions?: string[];
  supporting_arguments: string[];
  /** HTML fragments. */
  quotes: string[];
  character_perspectives: Array<{ character: string; perspective: string }>;
  /** The language of its texts (`en`, `fr`, …). */
  language: string;
  /** Its texts in other languages, by language; none when left out. */
  translations?: IdeaTranslations;
  /** How it stands towards ideas of other thinkers; none when left out. */
  relations?: IdeaRelation[];
}

export interface IdeaRow extends IdeaInput {
  id: number;
  questions: string[];
  translations: IdeaTranslations;
  relations: IdeaRelation[];
  created_at: Date;
}

/** What an idea says, in every language it has, and where it comes from: no id. */
export type IdeaFields = Omit<IdeaRow, 'id' | 'source_id' | 'created_at'>;

/** What an idea says and where it comes from: its fields without any id. */
export const ideaFields = (idea: IdeaRow): IdeaFields => ({
  statement: idea.statement,
  attributed_to: idea.attributed_to,
  book_title: idea.book_title,
  context: idea.context,
  key_phrases: idea.key_phrases,
  questions: idea.questions,
  supporting_arguments: idea.supporting_arguments,
  quotes: idea.quotes,
  character_perspectives: idea.character_perspectives,
  language: idea.language,
  translations: idea.translations,
  relations: idea.relations,
});

/** What a flashcard is made of from an idea. */
export interface CardIdea {
  id: number;
  statement: string;
  attributed_to: string;
  book_title: string;
}

export interface CollectionRow {
  id: number;
  name: string;
  author: string;
  ideas_count: number;
}

const IDEA_COLUMNS = `i.id::int AS id, i.source_id, i.statement, i.attributed_to, i.book_title,
  i.context, i.key_phrases, i.questions, i.supporting_arguments, i.quotes, i.character_perspectives,
  i.language, i.translations, i.relations, i.created_at`;

/**
 * The languages ideas are searched in by their words, each with its column: an idea is found in
 * its own language and in those it has a translation into.
 */
export const WORD_SEARCH_COLUMNS = { en: 'search_en', fr: 'search_fr' } as const;
export type WordSearchLanguage = keyof typeof WORD_SEARCH_COLUMNS;

export interface BrowseFilter {
  /** Words looked for in the statements and contexts, ignoring case and accents. */
  search?: string;
  /** Part of a book title, ignoring case and accents. */
  book?: string;
  limit: number;
  offset: number;
  /** Oldest first instead of newest first. */
  oldestFirst?: boolean;
}

export interface VectorDbOptions {
  /**
   * Whether the database has pgvector: embeddings are then vectors that searches compare;
   * without it they are kept as arrays and only the words find ideas.
   */
  vectors: boolean;
}

/** A vector's dimension, written into SQL: a whole number, checked. */
function dims(vector: readonly number[]): number {
  if (!Number.isInteger(vector.length) || vector.length < 1 || vector.length > 16_000) {
    throw new Error(`a vector of ${vector.length} dimensions cannot be searched`);
  }
  return vector.length;
}

/**
 * Past this many vectors of one model, searches use an approximate (HNSW) index of its own, where
 * the database builds them (PostgreSQL with pgvector).
 */
export const HNSW_THRESHOLD = 50_000;

/**
 * A word search asks the index for ideas holding a share of a question's words only for
 * questions of up to this many words (each choice of that many of them is one clause of the
 * query); longer ones match ideas holding any of them.
 */
const SHARE_MAX_TERMS = 8;

/** A word's weight in a search counts the ideas holding it up to this many: a bound on the work. */
const DOCUMENTS_COUNTED_MAX = 1000;

/** Whether the database builds approximate (HNSW) indexes: PostgreSQL with pgvector. */
export const approximateSearch = (db: Pick<Database, 'driver' | 'vectorSearch'>) =>
  db.driver === 'postgresql' && db.vectorSearch;

/** The name of the HNSW index of a model's vectors: a digest, since model names are free text. */
export const hnswIndexName = (modelId: string) =>
  `idea_vectors_hnsw_${createHash('sha256').update(modelId).digest('hex').slice(0, 16)}`;

export interface CollectionStats extends CollectionRow {
  /** Ideas in a language the active embedder handles (all of them without one). */
  embeddable_count: number;
  /** Vectors by model: how many, and their dimension. */
  models: Array<{ model_id: string; count: number; dimension: number }>;
  /** Its share of the ideas and vectors tables, in bytes. */
  size_bytes: number;
}

/**
 * The SQL of the vector database: collections, their ideas, and finding ideas by their words or
 * by their embeddings.
 */
export function createVectorDbRepository(db: Queryable, { vectors }: VectorDbOptions) {
  return {
    /** Whether `searchVectors` compares vectors (pgvector is present); it finds nothing otherwise. */
    vectorSearch: vectors,

    /** The collection `name` (whatever the case), created with its author when new; its id. */
    async ensureCollection(name: string, author: string): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO idea_collections (name, author) VALUES ($1, $2)
         ON CONFLICT ((lower(name))) DO UPDATE SET author = excluded.author, updated_at = now()
         RETURNING id`,
        [name, author],
      );
      if (!row) throw new Error(`the collection ${name} was neither created nor found`);
      return row.id;
    },

    /** Every collection, by name, with how many ideas it holds. */
    collections: () =>
      db.query<CollectionRow>(
        `SELECT c.id, c.name, c.author,
                (SELECT count(*)::int FROM ideas i WHERE i.collection_id = c.id) AS ideas_count
           FROM idea_collections c ORDER BY lower(c.name)`,
      ),

    /** The collection named `name`, whatever the case, or null. */
    collection: async (name: string) =>
      (
        await db.query<CollectionRow>(
          `SELECT c.id, c.name, c.author,
                  (SELECT count(*)::int FROM ideas i WHERE i.collection_id = c.id) AS ideas_count
             FROM idea_collections c WHERE lower(c.name) = lower($1)`,
          [name],
        )
      )[0] ?? null,

    /**
     * The idea `id` of the collection `collectionName` (whatever the case), as a flashcard is made
     * of it; null when no idea of that collection has that id.
     */
    idea: async (collectionName: string, id: number) =>
      (
        await db.query<CardIdea>(
          `SELECT i.id::int AS id, i.statement, i.attributed_to, i.book_title
             FROM ideas i JOIN idea_collections c ON c.id = i.collection_id
            WHERE i.id = $1 AND lower(c.name) = lower($2)`,
          [id, collectionName],
        )
      )[0] ?? null,

    /** Adds ideas to a collection in one statement, whatever their number; answers how many. */
    async insertIdeas(collectionId: number, ideas: readonly IdeaInput[]): Promise<number> {
      if (ideas.length === 0) return 0;
      const rows = await db.query<{ id: number }>(
        `INSERT INTO ideas (collection_id, source_id, statement, attributed_to, book_title,
                            context, key_phrases, questions, supporting_arguments, quotes,
                            character_perspectives, language, translations, relations)
         SELECT $1, n.source_id, n.statement, n.attributed_to, n.book_title, n.context,
                n.key_phrases, coalesce(n.questions, '{}'), n.supporting_arguments, n.quotes, n.character_perspectives,
                n.language, coalesce(n.translations, '{}'), coalesce(n.relations, '[]')
           FROM jsonb_to_recordset($2::jsonb) AS n(
                  source_id text, statement text, attributed_to text, book_title text,
                  context text, key_phrases text[], questions text[], supporting_arguments text[],
                  quotes text[],
                  character_perspectives jsonb, language text, translations jsonb,
                  relations jsonb)
         RETURNING id`,
        [collectionId, JSON.stringify(ideas)],
      );
      return rows.length;
    },

    /** A page of a collection's ideas, newest first, filtered; and how many match. */
    async browse(collectionId: number, filter: BrowseFilter) {
      const params: unknown[] = [collectionId];
      const where = ['i.collection_id = $1'];
      const search = filter.search?.trim();
      if (search) {
        params.push(escapeLike(search));
        where.push(
          `lyceum_fold(i.statement || ' ' || i.context) LIKE '%' || lyceum_fold($${params.length}) || '%'`,
        );
      }
      const book = filter.book?.trim();
      if (book) {
        params.push(escapeLike(book));
        where.push(`lyceum_fold(i.book_title) LIKE '%' || lyceum_fold($${params.length}) || '%'`);
      }
      const condition = where.join(' AND ');
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ideas i WHERE ${condition}`,
        params,
      );
      const ideas = await db.query<IdeaRow>(
        `SELECT ${IDEA_COLUMNS} FROM ideas i WHERE ${condition}
          ORDER BY ${filter.oldestFirst ? 'i.created_at, i.id' : 'i.created_at DESC, i.id DESC'}
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { ideas, total: Number(counted?.total ?? 0) };
    },

    /**
     * The collection's ideas sharing words with `text` (a question), best first: any of its words,
     * stemmed in `language`, weighted by where they stand in the idea (statement, key phrases,
     * the rest), among the ideas readable in that language; at most `limit`.
     */
    searchWords: (
      collectionId: number,
      text: string,
      language: WordSearchLanguage,
      limit: number,
    ) =>
      db.query<IdeaRow & { rank: number }>(
        `WITH q AS (
           SELECT replace(plainto_tsquery(lyceum_text_config($3), lyceum_fold($2))::text,
                          ' & ', ' | ')::tsquery AS query)
         SELECT ${IDEA_COLUMNS}, ts_rank_cd(i.${WORD_SEARCH_COLUMNS[language]}, q.query) AS rank
           FROM ideas i, q
          WHERE i.collection_id = $1 AND q.query::text <> ''
            AND i.${WORD_SEARCH_COLUMNS[language]} @@ q.query
          ORDER BY rank DESC, i.id
          LIMIT $4`,
        [collectionId, text, language, limit],
      ),

    /**
     * The collection's ideas readable in `language` (written in it or translated into it, stemmed
     * as the question is) that share words with `text`, at most `limit`, the ideas holding the
     * question's rare words first. Each word of the question weighs 1 / ln(e + n), n the ideas of
     * the collection holding it (counted up to DOCUMENTS_COUNTED_MAX): a word no idea holds weighs
     * 1. Each row tells how many distinct words the question has once stemmed (`terms`), how many
     * of them it holds (`matched`), the weight of those it holds (`held`) and of all (`total`),
     * and their ratio (`salience`). The index is asked only for ideas holding at least `minShare`
     * of the words (any one of them, past SHARE_MAX_TERMS words), and at most `examined` of them
     * are ranked, in the order the index gives them: a bound on the work whatever the
     * collection's size.
     */
    searchWordsInLanguage: (
      collectionId: number,
      text: string,
      language: WordSearchLanguage,
      { limit, minShare, examined }: { limit: number; minShare: number; examined: number },
    ) =>
      db.query<
        IdeaRow & {
          rank: number;
          terms: number;
          matched: number;
          held: number;
          total: number;
          salience: number;
        }
      >(
        // `combos`: every choice of `needed` of the question's words, ANDed; `match` ORs them.
        `WITH RECURSIVE
         words AS (
           SELECT list, CASE WHEN cardinality(list) <= ${SHARE_MAX_TERMS}
                             THEN greatest(1, ceil(cardinality(list) * $5::float8))::int
                             ELSE 1 END AS needed
             FROM (SELECT tsvector_to_array(to_tsvector(lyceum_text_config($3), lyceum_fold($2)))
                            AS list) stemmed),
         quoted AS (
           SELECT n.position, n.word AS lexeme,
                  '''' || replace(replace(n.word, '\\', '\\\\'), '''', '''''') || '''' AS word
             FROM words, unnest(words.list) WITH ORDINALITY AS n(word, position)),
         weights AS (
           SELECT quoted.lexeme,
                  1 / ln(exp(1) + (SELECT count(*) FROM (
                    SELECT 1 FROM ideas i
                     WHERE i.collection_id = $1
                       AND i.${WORD_SEARCH_COLUMNS[language]} @@ quoted.word::tsquery
                     LIMIT ${DOCUMENTS_COUNTED_MAX}) AS holding)) AS weight
             FROM quoted),
         total AS (SELECT coalesce(sum(weight), 0)::float8 AS weight FROM weights),
         combos (last, size, expr) AS (
           SELECT position, 1, word FROM quoted
           UNION ALL
           SELECT quoted.position, combos.size + 1, combos.expr || ' & ' || quoted.word
             FROM combos, quoted, words
            WHERE quoted.position > combos.last AND combos.size < words.needed),
         q AS (
           SELECT replace(plainto_tsquery(lyceum_text_config($3), lyceum_fold($2))::text,
                          ' & ', ' | ')::tsquery AS query,
                  coalesce((SELECT string_agg('(' || expr || ')', ' | ')
                              FROM combos, words WHERE combos.size = words.needed), '')::tsquery
                    AS match,
                  (SELECT list FROM words) AS lexemes),
         met AS (
           SELECT i.id, i.${WORD_SEARCH_COLUMNS[language]} AS search FROM ideas i, q
            WHERE i.collection_id = $1 AND q.match::text <> ''
              AND i.${WORD_SEARCH_COLUMNS[language]} @@ q.match
            LIMIT $6),
         found AS (
           SELECT met.id, met.search, ts_rank_cd(met.search, q.query) AS rank FROM met, q
            ORDER BY rank DESC, met.id
            LIMIT $4),
         scored AS (
           SELECT found.id, found.rank,
                  cardinality(ARRAY(SELECT unnest(q.lexemes)
                                    INTERSECT SELECT unnest(tsvector_to_array(found.search))))
                    AS matched,
                  coalesce((SELECT sum(w.weight) FROM weights w
                             WHERE w.lexeme = ANY(tsvector_to_array(found.search))), 0)::float8
                    AS held
             FROM found, q)
         SELECT ${IDEA_COLUMNS}, scored.rank, cardinality(q.lexemes) AS terms, scored.matched,
                scored.held, total.weight AS total,
                coalesce(scored.held / nullif(total.weight, 0), 0)::float8 AS salience
           FROM scored JOIN ideas i ON i.id = scored.id, q, total
          ORDER BY salience DESC, scored.rank DESC, i.id`,
        [collectionId, text, language, limit, minShare, examined],
      ),

    /**
     * The ideas of other collections than `collection` (its name, whatever the case) whose
     * relations name one of its ideas `sourceIds`: each with its collection's name and the
     * relation that names it, once per relation.
     */
    async relationsTo(collection: string, sourceIds: readonly string[]) {
      if (sourceIds.length === 0) return [];
      // Containment by id alone is what the relations' index answers; the collection is then
      // compared whatever its case.
      const named = sourceIds.map((_, index) => `i.relations @> $${index + 2}::jsonb`);
      return db.query<IdeaRow & { collection: string; relation: IdeaRelation }>(
        `SELECT ${IDEA_COLUMNS}, c.name AS collection, r.value AS relation
           FROM ideas i JOIN idea_collections c ON c.id = i.collection_id,
                jsonb_array_elements(i.relations) AS r(value)
          WHERE (${named.join(' OR ')})
            AND lower(r.value->>'collection') = lower($1)
            AND lower(c.name) <> lower($1)
            AND r.value->>'id' = ANY($${sourceIds.length + 2}::text[])
          ORDER BY i.id`,
        [collection, ...sourceIds.map((id) => JSON.stringify([{ id }])), sourceIds],
      );
    },

    /** The ideas named by collection (whatever the case) and id, each with its collection. */
    async ideasNamed(named: ReadonlyArray<{ collection: string; id: string }>) {
      if (named.length === 0) return [];
      return db.query<IdeaRow & { collection: string }>(
        `SELECT ${IDEA_COLUMNS}, c.name AS collection
           FROM jsonb_to_recordset($1::jsonb) AS n(collection text, id text)
           JOIN idea_collections c ON lower(c.name) = lower(n.collection)
           JOIN ideas i ON i.collection_id = c.id AND i.source_id = n.id
          ORDER BY i.id`,
        [JSON.stringify(named)],
      );
    },

    /**
     * Up to `limit` ideas spread over a collection's books, readable in `language` (written in it
     * or translated into it): the first of each book, the books with most ideas first, then the
     * second of each, and so on.
     */
    spreadIdeas: (collectionId: number, language: string, limit: number) =>
      db.query<IdeaRow>(
        `WITH readable AS (
           SELECT i.id, i.book_title,
                  row_number() OVER (PARTITION BY i.book_title ORDER BY i.id) AS place,
                  count(*) OVER (PARTITION BY i.book_title) AS book_size
             FROM ideas i
            WHERE i.collection_id = $1 AND (i.language = $2 OR i.translations ? $2))
         SELECT ${IDEA_COLUMNS}
           FROM readable JOIN ideas i ON i.id = readable.id
          ORDER BY readable.place, readable.book_size DESC, readable.book_title
          LIMIT $3`,
        [collectionId, language, limit],
      ),

    /** The embeddings by `modelId` of the ideas `ideaIds` that have one, by idea id. */
    async ideaVectors(modelId: string, ideaIds: readonly number[]): Promise<Map<number, number[]>> {
      if (ideaIds.length === 0) return new Map();
      const rows = await db.query<{ id: number; vector: number[] }>(
        `SELECT idea_id::int AS id, ${vectors ? 'embedding::real[]' : 'embedding'} AS vector
           FROM idea_vectors WHERE model_id = $1 AND idea_id = ANY($2::bigint[])`,
        [modelId, ideaIds],
      );
      return new Map(rows.map((row) => [row.id, row.vector]));
    },

    /** Keeps each idea's embedding by the model `modelId` (replacing one it had). */
    async saveVectors(
      modelId: string,
      embeddings: ReadonlyArray<{ ideaId: number; vector: readonly number[] }>,
    ): Promise<void> {
      if (embeddings.length === 0) return;
      const value = vectors
        ? '(n.embedding::text)::vector'
        : 'ARRAY(SELECT jsonb_array_elements_text(n.embedding)::real)';
      await db.query(
        `INSERT INTO idea_vectors (idea_id, model_id, embedding)
         SELECT n.idea_id, $1, ${value}
           FROM jsonb_to_recordset($2::jsonb) AS n(idea_id bigint, embedding jsonb)
         ON CONFLICT (idea_id, model_id) DO UPDATE SET embedding = excluded.embedding`,
        [
          modelId,
          JSON.stringify(embeddings.map((e) => ({ idea_id: e.ideaId, embedding: e.vector }))),
        ],
      );
    },

    /**
     * The collection's ideas whose embeddings by `modelId` lie closest to `vector` (cosine),
     * nearest first, with their similarity; none without pgvector. Ordered by the vectors alone
     * (cast to the model's dimension, the expression of its HNSW index when it has one), the texts
     * read for the nearest only: an exact search reads one vector per idea and nothing else.
     */
    searchVectors: async (
      collectionId: number,
      modelId: string,
      vector: readonly number[],
      limit: number,
    ) =>
      vectors
        ? db.query<IdeaRow & { similarity: number }>(
            `WITH nearest AS (
               SELECT v.idea_id, v.embedding::vector(${dims(vector)}) <=> $3::vector AS distance
                 FROM idea_vectors v
                WHERE v.model_id = $2
                  AND v.idea_id IN (SELECT i.id FROM ideas i WHERE i.collection_id = $1)
                ORDER BY distance
                LIMIT $4)
             SELECT ${IDEA_COLUMNS}, 1 - nearest.distance AS similarity
               FROM nearest JOIN ideas i ON i.id = nearest.idea_id
              ORDER BY nearest.distance, i.id`,
            [collectionId, modelId, JSON.stringify(vector), limit],
          )
        : [],

    /**
     * Every collection with its counts: ideas, those in `languages` (null: all), vectors by model
     * with their dimension, and its share of the tables' size on disk.
     */
    async collectionStats(languages: readonly string[] | null): Promise<CollectionStats[]> {
      const dimension = vectors ? 'vector_dims(v.embedding)' : 'array_length(v.embedding, 1)';
      return db.query<CollectionStats>(
        `WITH sizes AS (
           SELECT pg_total_relation_size('ideas') AS ideas_bytes,
                  pg_total_relation_size('idea_vectors') AS vectors_bytes,
                  greatest((SELECT count(*) FROM ideas), 1) AS ideas_total,
                  greatest((SELECT count(*) FROM idea_vectors), 1) AS vectors_total)
         SELECT c.id, c.name, c.author,
                counts.ideas_count, counts.embeddable_count,
                coalesce(models.list, '[]'::jsonb) AS models,
                (sizes.ideas_bytes * counts.ideas_count / sizes.ideas_total +
                 sizes.vectors_bytes * coalesce(models.total, 0) / sizes.vectors_total)::float8
                  AS size_bytes
           FROM idea_collections c
           CROSS JOIN sizes
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS ideas_count,
                    count(*) FILTER (WHERE $1::text[] IS NULL OR i.language = ANY($1))::int
                      AS embeddable_count
               FROM ideas i WHERE i.collection_id = c.id) counts
           LEFT JOIN LATERAL (
             SELECT jsonb_agg(jsonb_build_object('model_id', m.model_id, 'count', m.count,
                                                 'dimension', m.dimension)) AS list,
                    sum(m.count) AS total
               FROM (SELECT v.model_id, count(*)::int AS count, max(${dimension})::int AS dimension
                       FROM idea_vectors v JOIN ideas i ON i.id = v.idea_id
                      WHERE i.collection_id = c.id
                      GROUP BY v.model_id) m) models ON true
          ORDER BY lower(c.name)`,
        [languages],
      );
    },

    /** The dimension of the vectors stored for `modelId`, or null when there are none. */
    async modelDimension(modelId: string): Promise<number | null> {
      const dimension = vectors ? 'vector_dims(embedding)' : 'array_length(embedding, 1)';
      const [row] = await db.query<{ dimension: number }>(
        `SELECT ${dimension} AS dimension FROM idea_vectors WHERE model_id = $1 LIMIT 1`,
        [modelId],
      );
      return row?.dimension ?? null;
    },

    /** The names of the vector database's indexes present in the database. */
    async indexes(): Promise<Set<string>> {
      const rows = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE tablename IN ('ideas', 'idea_vectors')`,
      );
      return new Set(rows.map((row) => row.indexname));
    },

    /**
     * Gives the vectors of `modelId` their own HNSW index once they are many enough for exact
     * search to slow down; answers whether it exists. Without pgvector there is nothing to index.
     */
    async ensureVectorIndex(
      modelId: string,
      dimension: number,
      threshold = HNSW_THRESHOLD,
    ): Promise<boolean> {
      if (!vectors) return false;
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM idea_vectors WHERE model_id = $1',
        [modelId],
      );
      if ((row?.count ?? 0) <= threshold) return false;
      const name = hnswIndexName(modelId);
      const model = modelId.replaceAll("'", "''");
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${name} ON idea_vectors
           USING hnsw ((embedding::vector(${dims(new Array<number>(dimension))})) vector_cosine_ops)
           WHERE model_id = '${model}'`,
      );
      return true;
    },

    /** How many ideas in `languages` (null: all), of every collection, have no vector by `modelId`. */
    countWithoutVector: (modelId: string, languages: readonly string[] | null) =>
      countOf(
        db,
        `SELECT count(*)::int AS count FROM ideas i
          WHERE ($2::text[] IS NULL OR i.language = ANY($2))
            AND NOT EXISTS (SELECT 1 FROM idea_vectors v
                             WHERE v.idea_id = i.id AND v.model_id = $1)`,
        [modelId, languages],
      ),

    /** The collection's ideas in `languages` (null: all) with no vector by `modelId`, a batch. */
    ideasWithoutVector: (
      collectionId: number,
      modelId: string,
      languages: readonly string[] | null,
      limit: number,
    ) =>
      db.query<{ id: number; statement: string; context: string; questions: string[] }>(
        `SELECT i.id::int AS id, i.statement, i.context, i.questions FROM ideas i
          WHERE i.collection_id = $1 AND ($3::text[] IS NULL OR i.language = ANY($3))
            AND NOT EXISTS (SELECT 1 FROM idea_vectors v
                             WHERE v.idea_id = i.id AND v.model_id = $2)
          ORDER BY i.id LIMIT $4`,
        [collectionId, modelId, languages, limit],
      ),

    /** Every idea of a collection with its vector by `modelId` (or null), in id order, a page. */
    exportPage: (collectionId: number, modelId: string | null, afterId: number, limit: number) =>
      db.query<IdeaRow & { vector: number[] | null }>(
        `SELECT ${IDEA_COLUMNS},
                (SELECT ${vectors ? 'v.embedding::real[]' : 'v.embedding'} FROM idea_vectors v
                  WHERE v.idea_id = i.id AND v.model_id = $2) AS vector
           FROM ideas i WHERE i.collection_id = $1 AND i.id > $3
          ORDER BY i.id LIMIT $4`,
        [collectionId, modelId, afterId, limit],
      ),

    /** The collection's books with how many ideas each holds. */
    books: (collectionId: number) =>
      db.query<{ book_title: string; ideas_count: number }>(
        `SELECT book_title, count(*)::int AS ideas_count FROM ideas
          WHERE collection_id = $1 GROUP BY book_title ORDER BY book_title`,
        [collectionId],
      ),

    /** Deletes the collection's ideas `ids`; answers those deleted. */
    async deleteIdeas(collectionId: number, ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `DELETE FROM ideas WHERE collection_id = $1 AND id = ANY($2::bigint[])
         RETURNING id::int AS id`,
        [collectionId, ids],
      );
      return rows.map((row) => row.id);
    },

    /** Deletes a collection with its ideas and their embeddings; false when there is none. */
    async deleteCollection(collectionId: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM idea_collections WHERE id = $1 RETURNING id', [
        collectionId,
      ]);
      return rows.length > 0;
    },
  };
}

export type VectorDbRepository = ReturnType<typeof createVectorDbRepository>;
