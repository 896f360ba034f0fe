import type { SnapshotIdea } from '@lyceum/contracts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import { writeCheckpoint } from './checkpoint-format';
import type { Embedder } from './embeddings';
import { createVectorDbRepository, ideaFields } from './vector-db-repository';

export interface CheckpointExportDeps {
  db: Database;
  embedder: Embedder | null;
}

/** Exporting collections to a checkpoint pair that the import reads back. */
export function createCheckpointExport({ db, embedder }: CheckpointExportDeps) {
  const vectorDb = createVectorDbRepository(db, { vectors: db.vectorSearch });

  return {
    /**
     * Writes the collections `names` (all when empty) to `<dir>/<basename>.snapshot` and
     * `.json`, with the vectors of `modelId` (the configured model by default); answers the paths.
     */
    async exportCheckpoint(
      names: string[],
      dir: string,
      basename: string,
      modelId: string | null = embedder?.modelId ?? null,
    ) {
      const all = await vectorDb.collections();
      const chosen =
        names.length === 0
          ? all
          : names.map((name) => {
              const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
              if (!found) throw apiError('vector_db.collection_not_found');
              return found;
            });
      await mkdir(dir, { recursive: true });
      async function* ideas(): AsyncGenerator<SnapshotIdea> {
        for (const collection of chosen) {
          let after = 0;
          for (;;) {
            const page = await vectorDb.exportPage(collection.id, modelId, after, 1000);
            if (page.length === 0) break;
            for (const row of page) {
              after = row.id;
              // Questions, translations and relations are written only when the idea has some.
              const { questions, translations, relations, ...fields } = ideaFields(row);
              yield {
                collection: collection.name,
                id: row.source_id,
                ...fields,
                ...(questions.length > 0 ? { questions } : {}),
                ...(Object.keys(translations).length > 0 ? { translations } : {}),
                ...(relations.length > 0 ? { relations } : {}),
                vector: row.vector,
              };
            }
          }
        }
      }
      return writeCheckpoint(path.join(dir, basename), ideas(), {
        authors: new Map(chosen.map((c) => [c.name, c.author])),
        modelId,
      });
    },
  };
}
