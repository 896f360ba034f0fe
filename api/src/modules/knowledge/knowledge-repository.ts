import type { Queryable } from '../../db';
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
  supporting_arguments: string[];
  /** HTML fragments. */
  quotes: string[];
  character_perspectives: Array<{ character: string; perspective: string }>;
  /** The language of its texts (`en`, `fr`; others are searched without stemming). */
  language: string;
}

export interface IdeaRow extends IdeaInput {
  id: number;
  created_at: Date;
}

export interface CollectionRow {
  id: number;
  name: string;
  author: string;
  ideas_count: number;
}

const IDEA_COLUMNS = `i.id::int AS id, i.source_id, i.statement, i.attributed_to, i.book_title,
  i.context, i.key_phrases, i.supporting_arguments, i.quotes, i.character_perspectives,
  i.language, i.created_at`;

export interface BrowseFilter {
  /** Words looked for in the statements and contexts, ignoring case and accents. */
  search?: string;
  /** Part of a book title, ignoring case and accents. */
  book?: string;
  limit: number;
  offset: number;
}

export interface KnowledgeOptions {
  /**
   * Whether the database has pgvector: embeddings are then vectors that searches compare;
   * without it they are kept as arrays and only the words find ideas.
   */
  vectors: boolean;
}

/**
 * The SQL of the knowledge base: collections, their ideas, and finding ideas by their words or
 * by their embeddings.
 */
export function createKnowledgeRepository(db: Queryable, { vectors }: KnowledgeOptions) {
  return {
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

    /** Adds ideas to a collection in one statement, whatever their number; answers how many. */
    async insertIdeas(collectionId: number, ideas: readonly IdeaInput[]): Promise<number> {
      if (ideas.length === 0) return 0;
      const rows = await db.query<{ id: number }>(
        `INSERT INTO ideas (collection_id, source_id, statement, attributed_to, book_title,
                            context, key_phrases, supporting_arguments, quotes,
                            character_perspectives, language)
         SELECT $1, n.source_id, n.statement, n.attributed_to, n.book_title, n.context,
                n.key_phrases, n.supporting_arguments, n.quotes, n.character_perspectives,
                n.language
           FROM jsonb_to_recordset($2::jsonb) AS n(
                  source_id text, statement text, attributed_to text, book_title text,
                  context text, key_phrases text[], supporting_arguments text[], quotes text[],
                  character_perspectives jsonb, language text)
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
          ORDER BY i.created_at DESC, i.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.limit, filter.offset],
      );
      return { ideas, total: Number(counted?.total ?? 0) };
    },

    /**
     * The collection's ideas sharing words with `text` (a question), best first: any of its words,
     * stemmed in `language`, weighted by where they stand in the idea (statement, key phrases,
     * the rest); at most `limit`.
     */
    searchWords: (collectionId: number, text: string, language: string, limit: number) =>
      db.query<IdeaRow & { rank: number }>(
        `WITH q AS (
           SELECT replace(plainto_tsquery(lyceum_text_config($3), lyceum_fold($2))::text,
                          ' & ', ' | ')::tsquery AS query)
         SELECT ${IDEA_COLUMNS}, ts_rank_cd(i.search, q.query) AS rank
           FROM ideas i, q
          WHERE i.collection_id = $1 AND q.query::text <> '' AND i.search @@ q.query
          ORDER BY rank DESC, i.id
          LIMIT $4`,
        [collectionId, text, language, limit],
      ),

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
     * nearest first, with their similarity; none without pgvector. Every vector of the model is
     * compared (exact search).
     */
    searchVectors: async (
      collectionId: number,
      modelId: string,
      vector: readonly number[],
      limit: number,
    ) =>
      vectors
        ? db.query<IdeaRow & { similarity: number }>(
            `SELECT ${IDEA_COLUMNS}, 1 - (v.embedding <=> $3::vector) AS similarity
               FROM idea_vectors v JOIN ideas i ON i.id = v.idea_id
              WHERE i.collection_id = $1 AND v.model_id = $2
              ORDER BY v.embedding <=> $3::vector, i.id
              LIMIT $4`,
            [collectionId, modelId, JSON.stringify(vector), limit],
          )
        : [],

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

export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;
