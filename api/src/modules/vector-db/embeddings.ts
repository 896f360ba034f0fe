import { createHash } from 'node:crypto';

/**
 * Turns texts into vectors. Each vector is stored with the embedder's `modelId`, and searches
 * compare only vectors of the same model, so changing models never mixes two spaces.
 */
export interface Embedder {
  readonly modelId: string;
  /**
   * The length of its vectors; 0 while unknown. An endpoint's is learnt from its first answer,
   * so it is known once `embed` has resolved, and never changes after that.
   */
  readonly dimensions: number;
  /** The languages it embeds well; texts in others are found by their words only. */
  readonly languages: readonly string[] | 'all';
  /** One vector per text, in order, each of `dimensions` numbers and of length 1. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

/** Whether `embedder` handles texts in `language`. */
export const embedsLanguage = (embedder: Embedder, language: string) =>
  embedder.languages === 'all' || embedder.languages.includes(language);

/** A vector scaled to length 1 (a zero vector stays as it is). */
export function normalize(vector: number[]): number[] {
  const length = Math.hypot(...vector);
  return length === 0 ? vector : vector.map((value) => value / length);
}

/** The words of a text, folded: lower case, accents and punctuation gone. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);

/**
 * A small deterministic embedder for tests and for trying the vector path without a model: each
 * word adds ±1 to a dimension chosen by its hash, so texts sharing words point the same way. It
 * knows nothing of meaning (synonyms are strangers to it).
 */
export function createHashingEmbedder(dimensions = 64): Embedder {
  const slot = (word: string) => {
    const digest = createHash('sha256').update(word).digest();
    return { index: digest.readUInt32BE(0) % dimensions, sign: (digest[4] ?? 0) % 2 ? 1 : -1 };
  };
  return {
    modelId: `hashing-${dimensions}`,
    dimensions,
    languages: 'all',
    embed: (texts) =>
      Promise.resolve(
        texts.map((text) => {
          const vector = new Array<number>(dimensions).fill(0);
          for (const word of wordsOf(text)) {
            const { index, sign } = slot(word);
            vector[index] = (vector[index] ?? 0) + sign;
          }
          return normalize(vector);
        }),
      ),
  };
}

/**
 * The text an idea is embedded from: what it says, the questions it answers (in a learner's
 * words, nearer a learner's question than the book's) and where it is said.
 */
export const ideaEmbeddingText = (idea: {
  statement: string;
  context: string;
  questions?: readonly string[];
}) => [idea.statement, ...(idea.questions ?? []), idea.context].join(' ').trim();
