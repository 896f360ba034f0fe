import { fold } from './retrieval-language';

/**
 * A quote of at least this many words is checked word for word; a shorter one is a term ("what
 * he calls “leisure”"), not a quotation.
 */
export const QUOTE_CHECKED_WORDS = 3;

/** The end of a sentence: its closing mark, closing quotes, then any markers, then a space. */
const SENTENCE_END = /[.!?…]+["”»’)]*(?:\s*\[\d+\])*(?=\s)/g;
const MARKER = /\[(\d+)\]/g;
const QUOTED = /“([^”]+)”|«\s*([^»]+?)\s*»|"([^"]+)"/g;

/**
 * Text compared word for word: folded (case and accents), typographic apostrophes and spaces as
 * plain ones, runs of spaces as one, no punctuation at either end.
 */
const comparable = (text: string) =>
  fold(text)
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/^[\s.,;:!?…'"-]+|[\s.,;:!?…'"-]+$/g, '');

/**
 * Whether a sentence of a model's answer holds: it cites at least one of the sources (a marker
 * [n] with n from 1 to their number), and each quotation in it is found word for word in one of
 * the sources it cites. `sources[n - 1]` are the texts of source n (statement, reasoning, quotes,
 * in every language the idea has).
 */
export function sentenceHolds(
  sentence: string,
  sources: ReadonlyArray<readonly string[]>,
): boolean {
  const cited = [...sentence.matchAll(MARKER)].map((match) => Number(match[1]));
  if (cited.length === 0 || cited.some((n) => n < 1 || n > sources.length)) return false;
  const texts = cited.flatMap((n) => sources[n - 1] ?? []).map(comparable);
  for (const match of sentence.matchAll(QUOTED)) {
    const quoted = comparable(match[1] ?? match[2] ?? match[3] ?? '');
    if (quoted.split(' ').length < QUOTE_CHECKED_WORDS) continue;
    if (!texts.some((text) => text.includes(quoted))) return false;
  }
  return true;
}

/**
 * A model's answer, checked sentence by sentence as it streams: `push` takes its pieces and gives
 * back the sentences completed so far that hold (with the spaces after them), `end` the last one;
 * a sentence that does not hold is left out, and counted in `removed`. Paragraph breaks are kept.
 */
export function createSentenceChecker(sources: ReadonlyArray<readonly string[]>) {
  let pending = '';
  let removed = 0;

  const check = (sentence: string, space: string) => {
    if (sentence.trim() === '') return space;
    if (sentenceHolds(sentence, sources)) return `${sentence}${space}`;
    removed += 1;
    // What stays of the space is a paragraph break, if there was one.
    return space.includes('\n\n') ? '\n\n' : '';
  };

  return {
    push(piece: string): string {
      pending += piece;
      let out = '';
      let start = 0;
      for (const match of pending.matchAll(SENTENCE_END)) {
        const end = match.index + match[0].length;
        const space = /^\s+/.exec(pending.slice(end))?.[0] ?? '';
        // A space at the very end may be followed by more: the sentence waits for it.
        if (end + space.length >= pending.length) break;
        out += check(pending.slice(start, end).trim(), space);
        start = end + space.length;
      }
      pending = pending.slice(start);
      return out;
    },
    end(): string {
      const rest = pending.trim();
      pending = '';
      return rest === '' ? '' : check(rest, '');
    },
    get removed() {
      return removed;
    },
  };
}
