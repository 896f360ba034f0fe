// Builds the demo checkpoint (content/checkpoints/demo-thinkers.snapshot and .json) from the
// thinkers' idea files in content/thinkers, with vectors by the embedded English model for the
// English ideas. Run after editing the content:
//   cd api && pnpm exec tsx scripts/build-demo-checkpoint.ts
import type { SnapshotIdea } from '@lyceum/contracts';
import { writeCheckpoint } from '../src/modules/vector-db/checkpoint-format';
import { createUseLiteEmbedder } from '../src/modules/vector-db/embedders/use-lite-embedder';
import { embedsLanguage, ideaEmbeddingText } from '../src/modules/vector-db/embeddings';
import { DEMO_CHECKPOINT } from '../src/seed';
import { readThinkers } from './thinkers';

async function main() {
  const thinkers = readThinkers();
  const embedder = createUseLiteEmbedder();
  const ideas: SnapshotIdea[] = [];
  for (const thinker of thinkers) {
    const english = thinker.ideas.filter((idea) => embedsLanguage(embedder, idea.language));
    const vectors = await embedder.embed(english.map(ideaEmbeddingText));
    const byId = new Map(english.map((idea, i) => [idea.id, vectors[i]]));
    for (const idea of thinker.ideas) {
      const vector = byId.get(idea.id);
      ideas.push({
        collection: thinker.collection,
        ...idea,
        // Six decimals keep the file small and the cosine unchanged to 1e-6.
        ...(vector ? { vector: vector.map((x) => Math.round(x * 1e6) / 1e6) } : {}),
      });
    }
  }
  const { metadata } = await writeCheckpoint(DEMO_CHECKPOINT, ideas, {
    authors: new Map(thinkers.map((t) => [t.collection, t.author])),
    modelId: embedder.modelId,
  });
  console.log(
    `wrote ${DEMO_CHECKPOINT}.snapshot and .json: ${metadata.total_ideas} ideas in ${metadata.collections.length} collections`,
  );
}

void main();
