import type { LanguageCode } from '@lyceum/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { COMPOSER_TEXTS, type Speaker } from './composer-texts';
import { contentWords } from './retrieval-language';
import { jaccard } from './retrieval-ranking';

/** An idea as the composer cites it, in the answer's language where it has a translation. */
export interface ComposerIdea {
  statement: string;
  /** Its reasoning, one sentence each. */
  arguments: readonly string[];
  keyPhrases: readonly string[];
  book: string;
  citation: string | null;
  /** A short quote of it as plain text, or null. */
  quote: string | null;
  /** Whether the quote is in another language than the answer's. */
  quoteTranslated: boolean;
  /** Whether it answers the question closely enough to follow the first idea. */
  close: boolean;
}

export interface ComposerInput {
  language: LanguageCode;
  speaker: Speaker;
  /** Best first. */
  ideas: readonly ComposerIdea[];
  /** When no idea answers: topics the thinker can speak of; null without a collection. */
  topics: readonly string[] | null;
  /**
   * How the markers number the ideas: by their places among those the answer cites (`cited`,
   * the sources are then those), or by their places in `ideas` (`given`, the sources already
   * shown). From 1.
   */
  numbering?: 'cited' | 'given';
}

export interface Composition {
  text: string;
  /** The places in `ideas` of those the answer cites, in the order it cites them. */
  cited: number[];
}

/** An answer is at most this many words long; the first idea's statement is always said. */
export const ANSWER_WORDS_MAX = 180;

/**
 * A further idea is said only when at least this share of its statement's words is new to the
 * answer, and when it shares less than NEAR_DUPLICATE of its words with any idea said (word
 * overlap, Jaccard): it must add something, never repeat.
 */
export const NEW_WORDS_MIN_SHARE = 0.5;
export const NEAR_DUPLICATE = 0.5;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A text as one sentence with its marker before the closing mark: "It is so [1]." */
function marked(text: string, n: number): string {
  const trimmed = text.trim();
  const end = /[.!?…]+$/.exec(trimmed);
  return end ? `${trimmed.slice(0, end.index)} [${n}]${end[0]}` : `${trimmed} [${n}].`;
}

/** A text as a sentence: a full stop is added when it has no closing mark. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…"”»)\]]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The first of an idea's key phrases the answer has not said yet (some of its words are new):
 * what the idea adds; null when it adds nothing.
 */
function newTopic(idea: ComposerIdea, said: ReadonlySet<string>): string | null {
  for (const phrase of idea.keyPhrases) {
    const words = contentWords(phrase);
    if (words.size > 0 && [...words].some((word) => !said.has(word))) return phrase;
  }
  return null;
}

/**
 * The extractive answer, in the persona's voice and the answer's language: the best idea's
 * statement (the sentence that answers), its reasoning, one short quote with where it stands;
 * then, while the answer stays under ANSWER_WORDS_MAX words, further ideas that answer closely
 * and add something new, each brought in by what it adds. With no idea, the persona says nothing
 * it said bears on the question and names topics it can speak of. The same input always gives
 * the same text.
 */
export function composeAnswer({
  language,
  speaker,
  ideas,
  topics,
  numbering = 'cited',
}: ComposerInput): Composition {
  const texts = COMPOSER_TEXTS[language];
  if (topics === null && ideas.length === 0) return { text: texts.noWritings, cited: [] };
  const [first] = ideas;
  if (!first) return { text: texts.outside(topics ?? []), cited: [] };

  const cited = [0];
  const markerOf = (index: number) =>
    numbering === 'given' ? index + 1 : cited.indexOf(index) + 1;
  let words = 0;
  const fits = (text: string) => words + wordCount(text) <= ANSWER_WORDS_MAX;

  let opening = marked(first.statement, markerOf(0));
  words += wordCount(opening);
  for (const argument of first.arguments) {
    const line = sentence(argument);
    if (!fits(line)) break;
    opening += ` ${line}`;
    words += wordCount(line);
  }
  const paragraphs = [opening];
  if (first.quote) {
    const line = `${texts.quote(speaker, texts.source(first.book, first.citation), first.quote, {
      translated: first.quoteTranslated,
    })} [${markerOf(0)}]`;
    if (fits(line)) {
      paragraphs.push(line);
      words += wordCount(line);
    }
  }

  const said = new Set(contentWords(paragraphs.join(' ')));
  const saidStatements = [contentWords(first.statement)];
  for (let index = 1; index < ideas.length && cited.length <= texts.further.length; index += 1) {
    const idea = ideas[index];
    if (!idea?.close) continue;
    const statementWords = contentWords(idea.statement);
    const fresh = [...statementWords].filter((word) => !said.has(word)).length;
    if (statementWords.size === 0 || fresh / statementWords.size < NEW_WORDS_MIN_SHARE) continue;
    if (saidStatements.some((other) => jaccard(other, statementWords) >= NEAR_DUPLICATE)) continue;
    const topic = newTopic(idea, said);
    if (topic === null) continue;
    const intro = texts.further[cited.length - 1];
    if (!intro) break;
    cited.push(index);
    const line = intro(topic, marked(idea.statement, markerOf(index)));
    if (!fits(line)) {
      cited.pop();
      continue;
    }
    paragraphs.push(line);
    words += wordCount(line);
    for (const word of contentWords(line)) said.add(word);
    saidStatements.push(statementWords);
  }
  return { text: paragraphs.join('\n\n'), cited };
}

export interface ReplyInput {
  language: LanguageCode;
  /** The other thinker, as the answer's language names them, and the idea of theirs replied to. */
  other: { name: string; statement: string };
  /** The persona's own idea it sets against it, cited as [1]. */
  idea: ComposerIdea;
  stance: 'disagrees' | 'qualifies';
}

/**
 * A persona's reply in a debate: the other thinker's idea in their words, then the persona's
 * own (its statement and, within ANSWER_WORDS_MAX words, its reasoning), cited as [1].
 */
export function composeReply({ language, other, idea, stance }: ReplyInput): string {
  const texts = COMPOSER_TEXTS[language];
  let text = `${texts.reply[stance](other.name, sentence(other.statement))} ${marked(idea.statement, 1)}`;
  for (const argument of idea.arguments) {
    const line = sentence(argument);
    if (wordCount(text) + wordCount(line) > ANSWER_WORDS_MAX) break;
    text += ` ${line}`;
  }
  return text;
}

/** The answer cut in small pieces (a few words each) that join back into it exactly. */
export function answerPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let start = 0; start < words.length; start += wordsPerPiece) {
    pieces.push(words.slice(start, start + wordsPerPiece).join(''));
  }
  return pieces;
}

/**
 * The answer piece by piece, each after a turn of the event loop so it reaches the client as it
 * is written, without any delay of its own; stops when `signal` aborts.
 */
export async function* streamPieces(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of answerPieces(text)) {
    signal?.throwIfAborted();
    yield piece;
    await nextTurn();
  }
}
