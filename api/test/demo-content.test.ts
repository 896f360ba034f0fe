import { readFileSync } from 'node:fs';
import {
  digestFile,
  readSnapshot,
  type CheckpointMetadata,
  type SnapshotIdea,
} from '../src/modules/vector-db/checkpoint-format';
import { createCheckpointService } from '../src/modules/vector-db/checkpoint-service';
import {
  USE_LITE_DIMENSIONS,
  USE_LITE_MODEL_ID,
} from '../src/modules/vector-db/embedders/use-lite-embedder';
import { DEMO_CHECKPOINT } from '../src/seed';
import { readThinkers } from '../scripts/thinkers';
import { buildTestApp, type TestApp } from './helper';

const thinkers = readThinkers();

/** The tags a quote may use: a blockquote of paragraphs, its citation, emphasis, line breaks. */
const QUOTE_TAGS = new Set(['blockquote', 'p', 'cite', 'em', 'br']);

describe('the demo idea collections', () => {
  it.each(thinkers.map((t) => [t.collection, t] as const))(
    '%s has at least 40 English ideas, unique ids in order, and quotes of plain HTML with a citation',
    (_name, thinker) => {
      expect(thinker.ideas.filter((idea) => idea.language === 'en').length).toBeGreaterThanOrEqual(
        40,
      );
      const ids = thinker.ideas.map((idea) => idea.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const idea of thinker.ideas) {
        expect(idea.id.startsWith(`${thinker.collection}-`)).toBe(true);
        expect(idea.quotes.length).toBeGreaterThan(0);
        for (const quote of idea.quotes) {
          const tags = [...quote.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1] ?? '');
          expect([idea.id, tags.filter((tag) => !QUOTE_TAGS.has(tag))]).toEqual([idea.id, []]);
          expect([idea.id, quote.includes('<cite>')]).toEqual([idea.id, true]);
        }
      }
    },
  );

  describe('the demo checkpoint', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('holds the content as written, with a vector by the embedded model for every English idea', async () => {
      const read: SnapshotIdea[] = [];
      for await (const { idea } of readSnapshot(`${DEMO_CHECKPOINT}.snapshot`, {
        maxDecompressedBytes: t.config.checkpoints.maxDecompressedBytes,
      })) {
        read.push(idea);
      }
      const written = thinkers.flatMap((thinker) =>
        thinker.ideas.map((idea) => ({ collection: thinker.collection, ...idea })),
      );
      // Rebuild it with scripts/build-demo-checkpoint.ts when this fails after a content edit.
      expect(read.map(({ vector: _vector, ...idea }) => idea)).toEqual(written);
      for (const idea of read) {
        expect([idea.id, idea.vector?.length ?? 0]).toEqual([
          idea.id,
          idea.language === 'en' ? USE_LITE_DIMENSIONS : 0,
        ]);
      }
    });

    it('is a valid checkpoint of the embedded model', async () => {
      const service = createCheckpointService({
        db: t.app.db,
        embedder: null,
        limits: t.config.checkpoints,
      });
      const snapshot = `${DEMO_CHECKPOINT}.snapshot`;
      const metadata = `${DEMO_CHECKPOINT}.json`;
      const result = await service.validate({
        snapshot: { path: snapshot, ...(await digestFile(snapshot)), filename: 'demo.snapshot' },
        metadata: {
          path: metadata,
          size: (await digestFile(metadata)).size,
          filename: 'demo.json',
        },
      });
      expect(result).toMatchObject({ is_valid: true, errors: [] });
      const analysis = await service.analyze({
        snapshot: { path: snapshot, ...(await digestFile(snapshot)), filename: 'demo.snapshot' },
        metadata: {
          path: metadata,
          size: (await digestFile(metadata)).size,
          filename: 'demo.json',
        },
      });
      expect(analysis.collections_to_create).toEqual(thinkers.map((t) => t.collection));
      const declared = JSON.parse(readFileSync(metadata, 'utf8')) as CheckpointMetadata;
      expect(declared).toMatchObject({
        embedding_model: USE_LITE_MODEL_ID,
        vector_dimension: USE_LITE_DIMENSIONS,
      });
    });
  });
});
