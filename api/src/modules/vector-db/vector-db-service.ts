import {
  COLLECTION_HEALTHY,
  type BrowseIdeasBody,
  type BrowseIdeasResponse,
  type Collection,
  type Idea,
} from '@lyceum/contracts';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import { toMb } from './checkpoint-inspection';
import type { Embedder } from './embeddings';
import {
  HNSW_THRESHOLD,
  approximateSearch,
  createVectorDbRepository,
  hnswIndexName,
  ideaFields,
  WORD_SEARCH_COLUMNS,
  type CollectionStats,
  type IdeaRow,
  type VectorDbRepository,
} from './vector-db-repository';

// What the other modules may use besides the services below: the embedder's contract, the
// embedded model's name and size, and the row of an idea as searches answer it.
export { embeddingUnderWay } from './background-embedding';
export { embedsLanguage, type Embedder } from './embeddings';
export { USE_LITE_DIMENSIONS, USE_LITE_MODEL_ID } from './embedders/use-lite-embedder';
export type { CardIdea, IdeaRow, WordSearchLanguage } from './vector-db-repository';
export { WORD_SEARCH_COLUMNS } from './vector-db-repository';

export interface VectorDbServiceDeps {
  db: Database;
  embedder: Embedder | null;
}

/** The indexes every collection's word searches rely on, one per language. */
const SEARCH_INDEXES = Object.values(WORD_SEARCH_COLUMNS).map((column) => `ideas_${column}`);

const toIdea = (row: IdeaRow, includeQuotes: boolean): Idea => ({
  id: row.id,
  ...ideaFields(row),
  quotes: includeQuotes ? row.quotes : [],
  created_at: row.created_at.toISOString(),
});

/** The back office's view of the vector database: collections with their health, and ideas. */
export function createVectorDbService({ db, embedder }: VectorDbServiceDeps) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const languages = !embedder || embedder.languages === 'all' ? null : [...embedder.languages];

  /**
   * A collection's health from real checks: the word-search index exists; with an embedder,
   * every idea in its languages has a vector by it, and, where approximate indexes are built, a
   * model past the HNSW threshold has its index.
   */
  function health(stats: CollectionStats, indexes: Set<string>, totals: Map<string, number>) {
    if (!SEARCH_INDEXES.every((index) => indexes.has(index))) return 'missing_index';
    if (!embedder) return COLLECTION_HEALTHY;
    const model = stats.models.find((m) => m.model_id === embedder.modelId);
    if ((model?.count ?? 0) < stats.embeddable_count) return 'missing_vectors';
    if (
      approximateSearch(db) &&
      (totals.get(embedder.modelId) ?? 0) > HNSW_THRESHOLD &&
      !indexes.has(hnswIndexName(embedder.modelId))
    ) {
      return 'missing_index';
    }
    return COLLECTION_HEALTHY;
  }

  async function collectionNamed(name: string) {
    const collection = await vectorDb.collection(name);
    if (!collection) throw apiError('vector_db.collection_not_found');
    return collection;
  }

  return {
    async collections(): Promise<Collection[]> {
      const [stats, indexes] = await Promise.all([
        vectorDb.collectionStats(languages),
        vectorDb.indexes(),
      ]);
      const totals = new Map<string, number>();
      for (const row of stats) {
        for (const model of row.models) {
          totals.set(model.model_id, (totals.get(model.model_id) ?? 0) + model.count);
        }
      }
      return stats.map((row) => {
        // The vectors shown are the configured model's; without one, the most numerous kept.
        const model = embedder
          ? row.models.find((m) => m.model_id === embedder.modelId)
          : [...row.models].sort((a, b) => b.count - a.count)[0];
        return {
          name: row.name,
          author: row.author,
          health_status: health(row, indexes, totals),
          ideas_count: row.ideas_count,
          vector_size: model?.dimension ?? 0,
          vectors_count: model?.count ?? 0,
          size_mb: toMb(row.size_bytes),
        };
      });
    },

    async browse(name: string, body: BrowseIdeasBody): Promise<BrowseIdeasResponse> {
      const collection = await collectionNamed(name);
      const page = body.page;
      const { ideas, total } = await vectorDb.browse(collection.id, {
        search: body.search_query ?? undefined,
        book: body.book_filter ?? undefined,
        limit: body.page_size,
        offset: (page - 1) * body.page_size,
        oldestFirst: body.sort_order === 'asc',
      });
      return {
        ideas: ideas.map((row) => toIdea(row, body.include_quotes !== false)),
        page,
        total_pages: Math.max(1, Math.ceil(total / body.page_size)),
        total_count: total,
      };
    },

    async deleteIdea(name: string, ideaId: number): Promise<void> {
      const collection = await collectionNamed(name);
      const deleted = await vectorDb.deleteIdeas(collection.id, [ideaId]);
      if (deleted.length === 0) throw apiError('vector_db.idea_not_found');
    },

    async deleteCollection(name: string, confirm: boolean): Promise<void> {
      if (!confirm) throw apiError('vector_db.confirm_required', 'confirm');
      const collection = await collectionNamed(name);
      await vectorDb.deleteCollection(collection.id);
    },
  };
}

export type VectorDbService = ReturnType<typeof createVectorDbService>;

/**
 * What the other modules read of the vector database: collections, their books, the searches
 * retrieval combines (by words, by vectors when `vectorSearch` is true), one idea by its id,
 * ideas by their relations, and ideas spread over a collection.
 */
export type VectorDbReader = Pick<
  VectorDbRepository,
  | 'vectorSearch'
  | 'collection'
  | 'collections'
  | 'books'
  | 'searchWordsInLanguage'
  | 'searchVectors'
  | 'ideaVectors'
  | 'idea'
  | 'relationsTo'
  | 'ideasNamed'
  | 'spreadIdeas'
>;

export const createVectorDbReader = (db: Database): VectorDbReader =>
  createVectorDbRepository(db, { vectors: db.vectorSearch });
