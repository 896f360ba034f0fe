import type { Database } from '../../db';
import { createWorkLeases } from '../../lib/work-lease';
import { ideaEmbeddingText, type Embedder } from './embeddings';
import { approximateSearch, createVectorDbRepository } from './vector-db-repository';

/** The lease under which one API process at a time embeds what has no vector. */
export const EMBEDDING_LEASE = 'embed-missing';
/** Ideas read and embedded at a time. */
const EMBED_BATCH = 32;
/** Progress is recorded at most this often. */
const REPORT_EVERY_MS = 1000;
const UNBOUNDED = { unbounded: true };
/** Memory for building an HNSW graph: 100,000 vectors of 384 dimensions fit. */
const INDEX_BUILD_MEMORY = '1GB';

/** What the process embedding reports: the model, ideas embedded so far, ideas left. */
export interface EmbeddingProgress {
  model: string;
  embedded: number;
  left: number;
}

/**
 * Gives a model's vectors their HNSW index once they pass the threshold, on PostgreSQL with
 * pgvector, with the memory that lets the graph be built in memory. The embedded database
 * keeps exact search: building the graph in its single-threaded engine took more than 20
 * minutes for 100,000 vectors here, holding its only connection all along.
 */
export async function indexVectors(db: Database, modelId: string, dimension: number) {
  if (!approximateSearch(db)) return;
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    await createVectorDbRepository(tx, { vectors: true }).ensureVectorIndex(modelId, dimension);
  }, UNBOUNDED);
}

/**
 * Embeds, with the configured model, the ideas in its languages that have no vector by it (the
 * model changed, an import stopped half-way), in the background. Of all the processes sharing
 * the database, one at a time does it, under a lease; the model itself runs off the event loop
 * (on its own thread, or at an endpoint), so requests are served meanwhile.
 */
export function createBackgroundEmbedding({
  db,
  embedder,
  owner,
}: {
  db: Database;
  embedder: Embedder | null;
  /** The process holding the lease, as shown in health (this process by default). */
  owner?: string;
}) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });
  const leases = createWorkLeases(db, owner === undefined ? {} : { owner });

  return {
    /**
     * Embeds every collection's missing vectors, or, when another process is at it, asks that
     * process to look again once done and answers false. `onBatch` runs after each batch saved.
     * An embedder that fails stops the pass (the next start or import tries again).
     */
    async run(onBatch?: () => Promise<unknown>): Promise<boolean> {
      if (!embedder) return true;
      const languages = embedder.languages === 'all' ? null : embedder.languages;
      return leases.runAlone<EmbeddingProgress>(EMBEDDING_LEASE, async (lease) => {
        const progress = {
          model: embedder.modelId,
          embedded: 0,
          left: await vectorDb.countWithoutVector(embedder.modelId, languages),
        };
        if (progress.left === 0) return;
        await lease.report(progress);
        let reported = Date.now();
        let dimension = 0;
        for (const { id: collectionId } of await vectorDb.collections()) {
          for (;;) {
            const ideas = await vectorDb.ideasWithoutVector(
              collectionId,
              embedder.modelId,
              languages,
              EMBED_BATCH,
            );
            if (ideas.length === 0) break;
            const vectors = await embedder.embed(ideas.map(ideaEmbeddingText), lease.signal);
            dimension = vectors[0]?.length ?? dimension;
            await vectorDb.saveVectors(
              embedder.modelId,
              ideas.map((idea, i) => ({ ideaId: idea.id, vector: vectors[i] ?? [] })),
            );
            progress.embedded += ideas.length;
            progress.left = Math.max(0, progress.left - ideas.length);
            if (Date.now() - reported >= REPORT_EVERY_MS) {
              reported = Date.now();
              await lease.report(progress);
            }
            await onBatch?.();
          }
        }
        if (dimension > 0) await indexVectors(db, embedder.modelId, dimension);
      });
    },
  };
}

export type BackgroundEmbedding = ReturnType<typeof createBackgroundEmbedding>;

/** The embedding under way in any process sharing the database, or null. */
export const embeddingUnderWay = (db: Database) =>
  createWorkLeases(db).holder<EmbeddingProgress>(EMBEDDING_LEASE);
