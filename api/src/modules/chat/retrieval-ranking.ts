// The arithmetic of retrieval, on plain data: fusing ranked lists, comparing two ideas, and
// choosing a diverse few among the candidates.

/** One ranked list to fuse: ids best first, and how much the list counts (1 by default). */
export interface RankedList {
  ids: readonly number[];
  weight?: number;
}

/**
 * Reciprocal rank fusion: each id's score is the sum over the lists holding it of
 * weight / (k + rank), ranks counted from 1. Answers the scores, best first (ties by id).
 */
export function reciprocalRankFusion(lists: readonly RankedList[], k: number): Map<number, number> {
  const scores = new Map<number, number>();
  for (const { ids, weight = 1 } of lists) {
    ids.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1));
    });
  }
  return new Map([...scores].sort(([a, x], [b, y]) => y - x || a - b));
}

/** The cosine of two vectors of one length (0 when either is zero). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** How much two word sets overlap: shared words over all words (0 for two empty sets). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Maximal marginal relevance: picks up to `limit` of `candidates` one at a time, each time the
 * one with the best λ·relevance − (1 − λ)·(its greatest similarity to those already picked).
 * Relevances are scaled so the best is 1, keeping λ's meaning whatever the scores' scale. Answers
 * the indexes of the picked candidates, in the order picked.
 */
export function maximalMarginalRelevance(
  relevances: readonly number[],
  similarity: (a: number, b: number) => number,
  { lambda, limit }: { lambda: number; limit: number },
): number[] {
  const best = Math.max(0, ...relevances);
  const scaled = relevances.map((value) => (best > 0 ? value / best : 0));
  const picked: number[] = [];
  /** Each candidate's greatest similarity to the picked ones, kept up to date. */
  const closest = relevances.map(() => 0);
  const left = new Set(relevances.keys());
  while (picked.length < limit && left.size > 0) {
    let choice = -1;
    let choiceScore = -Infinity;
    for (const index of left) {
      const score = lambda * (scaled[index] ?? 0) - (1 - lambda) * (closest[index] ?? 0);
      if (score > choiceScore) {
        choice = index;
        choiceScore = score;
      }
    }
    picked.push(choice);
    left.delete(choice);
    for (const index of left) {
      closest[index] = Math.max(closest[index] ?? 0, similarity(index, choice));
    }
  }
  return picked;
}
