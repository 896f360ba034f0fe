import type { LanguageCode } from '@lyceum/contracts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { COMPOSER_TEXTS } from './composer-texts';

/** An idea as the composer cites it. */
export interface ComposerIdea {
  statement: string;
  book: string;
  citation: string | null;
  /** A short quote of it as plain text, or null. */
  quote: string | null;
}

export interface ComposerInput {
  language: LanguageCode;
  /** Best first; their numbers in the answer are their places here, from 1. */
  ideas: readonly ComposerIdea[];
  /** The books of the persona's collection, most ideas first; null without a collection. */
  books: readonly string[] | null;
}

/** An answer with no idea suggests at most this many of the thinker's books. */
export const BOOKS_NAMED_MAX = 6;

/** A statement ends as a sentence: a full stop is added when it has no closing mark. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…"”»)\]]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * The extractive answer: the persona speaks in the first person, in the answer's language,
 * bringing in each idea by its book (and place in it) and its number, quoting the first quote it
 * finds, and keeps to them. With no idea, it says the question lies outside what it wrote and
 * names its books. The same input always gives the same text.
 */
export function composeAnswer({ language, ideas, books }: ComposerInput): string {
  const texts = COMPOSER_TEXTS[language];
  if (books === null) return texts.noWritings;
  if (ideas.length === 0) {
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    return texts.outside(list.format(books.slice(0, BOOKS_NAMED_MAX)));
  }
  const size = ideas.length === 1 ? 0 : ideas.length === 2 ? 1 : 2;
  const paragraphs = [texts.opening[size]];
  let quoted = false;
  ideas.forEach((idea, index) => {
    const source = texts.source(idea.book, idea.citation);
    const line =
      index === 0
        ? texts.first
        : index === ideas.length - 1 && ideas.length > 2
          ? texts.last
          : (texts.next[(index - 1) % texts.next.length] ?? texts.first);
    let paragraph = line(source, index + 1, sentence(idea.statement));
    if (!quoted && idea.quote) {
      paragraph += ` ${texts.quote(idea.quote)}`;
      quoted = true;
    }
    paragraphs.push(paragraph);
  });
  paragraphs.push(texts.closing[size]);
  return paragraphs.join('\n\n');
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
