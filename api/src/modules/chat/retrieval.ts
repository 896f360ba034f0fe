import { RRF_K, type SelectionMethod } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  embedsLanguage,
  type Embedder,
  type IdeaRow,
  type VectorDbReader,
} from '../vector-db/vector-db-service';
import { translateQuestion } from './retrieval-glossary';
import {
  contentWords,
  detectLanguage,
  foldedWords,
  searchText,
  withoutWords,
  TEXT_SEARCH_LANGUAGES,
  type TextSearchLanguage,
} from './retrieval-language';
import {
  cosine,
  jaccard,
  maximalMarginalRelevance,
  reciprocalRankFusion,
  type RankedList,
} from './retrieval-ranking';

// What can be tuned. The floors were chosen on the judged questions of api/eval (the README there
// tells how, and `pnpm eval:retrieval` prints what they give).

/** Each search fetches this many candidates per idea asked for; the cut and MMR pick among them. */
export const CANDIDATES_PER_RESULT = 4;

/**
 * A word search ranks at most this many of the ideas holding enough of the question's words (in
 * the index's order): the bound that keeps a search of common words fast in a large collection.
 * Collections with fewer such ideas are ranked whole.
 */
export const WORDS_EXAMINED_MAX = 1000;

/** MMR's balance: 1 orders by relevance alone, 0 by novelty alone. */
export const MMR_LAMBDA = 0.7;

/**
 * The cosine similarity (question to idea) from which an idea is relevant by its vector. With the
 * embedded model (use-lite-en), ideas embedded with the questions they answer, the answers to the
 * judged questions mostly lie above 0.35 (those under 0.34 all hold enough of the question's
 * words), while the nearest idea to an off-topic question stays under 0.32.
 */
export const VECTOR_FLOOR = 0.34;

/**
 * The share of the question's words (once stemmed, little words left out) an idea must hold to be
 * relevant by its words: more than a third, counted and weighed (a word weighs the more the fewer
 * ideas of the collection hold it). One word of three is not enough, common ("the best
 * smartphone to buy" meeting "the best remedy for anger") or rare ("the best laptop for gaming"
 * meeting "play the game of life"); one of two is.
 */
export const WORDS_MIN_SHARE = 0.34;

/**
 * An idea relevant by its words must still not be a stranger to the question by its vector, when
 * both have one: "best phone?" holds half its words in "the best revenge" (similarity 0.05), "the
 * best laptop for gaming?" two of three in "play the game of life", asked "how do I give my best…"
 * (0.15); the judged questions' ideas found by their words lie above 0.24.
 */
export const WORDS_VECTOR_FLOOR = 0.2;

/**
 * How much a word search in another language than the question's counts in the fusion (the
 * question's own counts 1, the vector search 1). A French question finds the French ideas first,
 * and the English ones its words happen to share (names, say) after them.
 */
export const OTHER_LANGUAGE_WEIGHT = 0.5;

/**
 * How much the English word search of a French question's translated words counts in the fusion:
 * as much as the other language's search, so that in a collection holding both languages the
 * French ideas its own words find come first.
 */
export const TRANSLATED_WEIGHT = 0.5;

/**
 * How many of a French word's English words (the glossary's first) the translated search takes:
 * each one more is one more word an idea must share a part of.
 */
export const TRANSLATIONS_PER_WORD = 2;

/** Question vectors remembered (the counterpoints search the same question in every collection). */
const QUESTION_VECTORS_KEPT = 256;
/** How long a question whose embedding failed is searched by words alone, without asking again. */
const FAILED_VECTOR_KEPT_MS = 10_000;

/**
 * An idea found for a question, with its fused score (higher is better), the greatest share of
 * the question's words it holds (the lesser of the share counted and the share weighed), and its
 * similarity to the question when both have vectors.
 */
export interface RetrievedIdea extends IdeaRow {
  score: number;
  coverage: number;
  similarity: number | null;
}

/**
 * An idea answers a question closely, enough to follow the best one in an answer, when it holds
 * more than half the question's words, counted and weighed (both words of a question of two), or
 * its vector lies this near the question's: further than the relevance floors, which only keep
 * what is not beside the point.
 */
export const CLOSE_WORDS_SHARE = 0.6;
export const CLOSE_VECTOR_FLOOR = 0.5;
export const answersClosely = ({
  coverage,
  similarity,
}: Pick<RetrievedIdea, 'coverage' | 'similarity'>) =>
  coverage >= CLOSE_WORDS_SHARE || (similarity !== null && similarity >= CLOSE_VECTOR_FLOOR);

export interface Retrieval {
  /** Best first, diversified; empty when nothing relevant was found. */
  ideas: RetrievedIdea[];
  /** How many searches ran (words per language, translated words, vectors). */
  totalQueries: number;
  selectionMethod: SelectionMethod;
}

/** Which searches take part: both (the default), or one alone to measure it. */
export type RetrievalMode = 'fused' | 'lexical' | 'vector';

export interface RetrieveOptions {
  /** How many ideas to return at most. */
  limit: number;
  mode?: RetrievalMode;
  /** Ideas never returned (those already shown, say). */
  exclude?: readonly number[];
  /** The reader's language, taken when the question's own words do not tell. */
  language?: string;
  /**
   * Words that say nothing of the subject in this collection, left out of the word searches:
   * the thinker's own names, which its ideas' contexts are full of ("What did Montaigne think of
   * cannibals?" is about cannibals). A question of nothing else keeps them.
   */
  unsaid?: readonly string[];
  /** Ends the wait for the question's vector. */
  signal?: AbortSignal;
}

export interface RetrieverDeps {
  vectorDb: Pick<
    VectorDbReader,
    'vectorSearch' | 'searchWordsInLanguage' | 'searchVectors' | 'ideaVectors'
  >;
  embedder: Embedder | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** A candidate idea with what each search said of it. */
interface Candidate {
  idea: IdeaRow;
  /**
   * The greatest share of the question's words it holds, over the word searches, each word
   * weighing the more the fewer ideas hold it.
   */
  coverage: number;
  /** The same share, every word weighing the same. */
  share: number;
  /** Its cosine similarity to the question, when both have vectors. */
  similarity: number | null;
  /** Its vector, when the question has one too. */
  vector?: number[];
}

/** The idea's own fields, without what a search added to its row. */
function ideaOf(row: IdeaRow): IdeaRow {
  return {
    id: row.id,
    source_id: row.source_id,
    statement: row.statement,
    attributed_to: row.attributed_to,
    book_title: row.book_title,
    context: row.context,
    key_phrases: row.key_phrases,
    questions: row.questions,
    supporting_arguments: row.supporting_arguments,
    quotes: row.quotes,
    character_perspectives: row.character_perspectives,
    language: row.language,
    translations: row.translations,
    relations: row.relations,
    created_at: row.created_at,
  };
}

/** The share of the question's words a candidate holds: counted and weighed, the lesser. */
const heldShare = ({ coverage, share }: Candidate) => Math.min(coverage, share);

/**
 * Whether a candidate answers the question: by its vector, or by its words (then its vector, when
 * it has one, must not say otherwise).
 */
function isRelevant(candidate: Candidate): boolean {
  const { similarity } = candidate;
  if (similarity !== null && similarity >= VECTOR_FLOOR) return true;
  if (heldShare(candidate) < WORDS_MIN_SHARE) return false;
  return similarity === null || similarity >= WORDS_VECTOR_FLOOR;
}

/**
 * Up to `limit` of the candidates (relevant, in fused order) picked by MMR: two ideas compare by
 * their vectors when both have one, else by the words of their statements and key phrases.
 */
function diversify<T extends Candidate & { score: number }>(ranked: T[], limit: number): T[] {
  const words: Array<Set<string> | undefined> = [];
  const wordsOf = (index: number) => {
    const idea = ranked[index]?.idea;
    words[index] ??= contentWords(`${idea?.statement ?? ''} ${idea?.key_phrases.join(' ') ?? ''}`);
    return words[index];
  };
  const similarity = (a: number, b: number) => {
    const x = ranked[a]?.vector;
    const y = ranked[b]?.vector;
    return x && y ? cosine(x, y) : jaccard(wordsOf(a), wordsOf(b));
  };
  const scores = ranked.map((candidate) => candidate.score);
  return maximalMarginalRelevance(scores, similarity, { lambda: MMR_LAMBDA, limit }).flatMap(
    (index) => ranked[index] ?? [],
  );
}

/**
 * Finds the ideas of a collection that answer a question: a word search per text-search language
 * (the question's language is only guessed), one more in English with a French question's words
 * translated, and, when an embedder handles the question's language, a vector search; each candidate is kept when relevant enough, the lists are fused by
 * reciprocal rank fusion, and MMR picks a diverse few, best first.
 */
export function createRetriever({ vectorDb, embedder, log }: RetrieverDeps) {
  const questionVectors = new Map<string, Promise<number[]>>();

  /**
   * The question's vector, embedded once while remembered. A failure is remembered for
   * FAILED_VECTOR_KEPT_MS only, so the other searches of the same answer (its counterpoints) go
   * by words at once instead of waiting for a failing embedder again; a cancelled call is not.
   */
  function embedQuestion(model: Embedder, text: string, signal?: AbortSignal) {
    const known = questionVectors.get(text);
    if (known) return known;
    const vector = model.embed([text], signal).then(([first]) => {
      if (!first) throw new Error('the embedder answered no vector');
      return first;
    });
    questionVectors.set(text, vector);
    const forget = () => {
      if (questionVectors.get(text) === vector) questionVectors.delete(text);
    };
    vector.catch(() => {
      if (signal?.aborted) forget();
      else setTimeout(forget, FAILED_VECTOR_KEPT_MS).unref();
    });
    if (questionVectors.size > QUESTION_VECTORS_KEPT) {
      const [oldest] = questionVectors.keys();
      if (oldest !== undefined) questionVectors.delete(oldest);
    }
    return vector;
  }

  /**
   * The word search of `text` among the ideas in `searched`, its list counting `weight`; `unsought`
   * words of the question, not in `text`, count among those an idea must hold a share of.
   */
  function searchByWords(
    collectionId: number,
    text: string,
    searched: TextSearchLanguage,
    { weight, count, unsought = 0 }: { weight: number; count: number; unsought?: number },
  ) {
    // The index's share is of the words it is given: raised so that it asks as many of them.
    const sought = new Set(text.split(' ')).size;
    const minShare =
      unsought === 0
        ? WORDS_MIN_SHARE
        : Math.min(1, (WORDS_MIN_SHARE * (sought + unsought)) / sought);
    return vectorDb
      .searchWordsInLanguage(collectionId, text, searched, {
        limit: count,
        minShare,
        examined: WORDS_EXAMINED_MAX,
      })
      .then((rows) => ({ weight, unsought, rows }));
  }

  /**
   * The word searches of a question: one per text-search language with the question's own words
   * (none where it has no words left), and for a French question one more among the English
   * ideas with its words translated, when the glossary knows one of them.
   */
  function wordSearchesOf(
    collectionId: number,
    question: string,
    asked: TextSearchLanguage,
    count: number,
  ) {
    const searches = TEXT_SEARCH_LANGUAGES.flatMap((searched) => {
      const text = searchText(question, searched, asked);
      const weight = searched === asked ? 1 : OTHER_LANGUAGE_WEIGHT;
      return text ? [searchByWords(collectionId, text, searched, { weight, count })] : [];
    });
    if (asked === 'fr') {
      const translation = translateQuestion(question, { perWord: TRANSLATIONS_PER_WORD });
      if (translation.translated > 0) {
        searches.push(
          searchByWords(collectionId, translation.text, 'en', {
            weight: TRANSLATED_WEIGHT,
            count,
            unsought: translation.unknown,
          }),
        );
      }
    }
    return searches;
  }

  /** The vector search: the question's vector and the nearest ideas; null when it cannot run. */
  async function searchByVector(
    collectionId: number,
    question: string,
    asked: TextSearchLanguage,
    count: number,
    signal?: AbortSignal,
  ) {
    if (!embedder || !vectorDb.vectorSearch || !embedsLanguage(embedder, asked)) return null;
    let vector: number[];
    try {
      vector = await embedQuestion(embedder, question, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      log?.warn({ err: error }, 'retrieval: the question could not be embedded; words only');
      return null;
    }
    const rows = await vectorDb.searchVectors(collectionId, embedder.modelId, vector, count);
    return { modelId: embedder.modelId, vector, rows };
  }

  return {
    async retrieve(
      collectionId: number,
      question: string,
      { limit, mode = 'fused', exclude = [], language, signal, unsaid = [] }: RetrieveOptions,
    ): Promise<Retrieval> {
      const asked = detectLanguage(question, language);
      const count = limit * CANDIDATES_PER_RESULT + exclude.length;
      const trimmed = withoutWords(question, new Set(unsaid.flatMap(foldedWords)));
      const searched = contentWords(trimmed).size > 0 ? trimmed : question;
      const wordSearches =
        mode === 'vector' ? [] : wordSearchesOf(collectionId, searched, asked, count);
      const [words, byVector] = await Promise.all([
        Promise.all(wordSearches),
        mode === 'lexical' ? null : searchByVector(collectionId, question, asked, count, signal),
      ]);

      const skipped = new Set(exclude);
      const candidates = new Map<number, Candidate>();
      const lists: RankedList[] = [];
      for (const { weight, unsought, rows } of words) {
        const kept = rows.filter((row) => !skipped.has(row.id));
        for (const row of kept) {
          // The words of the question the search was not given weigh as much as words no idea
          // holds.
          const coverage = row.total > 0 ? row.held / (row.total + unsought) : 0;
          const share = row.terms > 0 ? row.matched / (row.terms + unsought) : 0;
          const known = candidates.get(row.id);
          if (known) {
            known.coverage = Math.max(known.coverage, coverage);
            known.share = Math.max(known.share, share);
          } else {
            candidates.set(row.id, { idea: ideaOf(row), coverage, share, similarity: null });
          }
        }
        lists.push({ ids: kept.map((row) => row.id), weight });
      }
      // The vector list takes part when it found something (pgvector present, vectors of the
      // embedder's model in the collection).
      const hybrid = byVector !== null && byVector.rows.length > 0;
      if (hybrid) {
        const kept = byVector.rows.filter((row) => !skipped.has(row.id));
        for (const row of kept) {
          if (!candidates.has(row.id)) {
            candidates.set(row.id, { idea: ideaOf(row), coverage: 0, share: 0, similarity: null });
          }
        }
        lists.push({ ids: kept.map((row) => row.id) });
        // Every candidate's vector: to judge those the words found, and to compare them for MMR.
        const vectors = await vectorDb.ideaVectors(byVector.modelId, [...candidates.keys()]);
        for (const [id, candidate] of candidates) {
          candidate.vector = vectors.get(id);
          if (candidate.vector) candidate.similarity = cosine(byVector.vector, candidate.vector);
        }
      }

      const relevant = (id: number) => {
        const candidate = candidates.get(id);
        return candidate !== undefined && isRelevant(candidate);
      };
      const fused = reciprocalRankFusion(
        lists.map((list) => ({ ...list, ids: list.ids.filter(relevant) })),
        RRF_K,
      );
      const ranked = [...fused].flatMap(([id, score]) => {
        const candidate = candidates.get(id);
        return candidate ? [{ ...candidate, score }] : [];
      });
      return {
        ideas: diversify(ranked, limit).map((candidate) => ({
          ...candidate.idea,
          score: candidate.score,
          coverage: heldShare(candidate),
          similarity: candidate.similarity,
        })),
        totalQueries: wordSearches.length + (byVector ? 1 : 0),
        selectionMethod: hybrid ? 'hybrid' : 'lexical',
      };
    },
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
