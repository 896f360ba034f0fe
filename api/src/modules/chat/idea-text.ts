import type { IdeaRow } from '../vector-db/vector-db-service';
import { citationOf } from './chat-sources';

/** An idea as a reader of one language reads it. */
export interface IdeaText {
  statement: string;
  book: string;
  /** Where in the book, plain text; null when not known. */
  citation: string | null;
  context: string;
  keyPhrases: string[];
  arguments: string[];
  /** HTML fragments, in `quotesLanguage`. */
  quotes: string[];
  quotesLanguage: string;
  /** The language of the statement and the other texts. */
  language: string;
  /** Who translated them; null when they are the idea's own. */
  translator: string | null;
}

/**
 * The words that name a place in a book, in the languages an idea's own citation is written in
 * and the reader's: "Book II, 1" reads "livre II, 1" in French.
 */
const PLACE_WORDS: Record<string, Record<string, string>> = {
  fr: { Book: 'livre', book: 'livre', Letter: 'lettre', chapter: 'chapitre', Chapter: 'chapitre' },
};

function citationIn(citation: string | null, from: string, language: string): string | null {
  const words = PLACE_WORDS[language];
  if (citation === null || from === language || !words) return citation;
  return citation.replace(/\b[A-Za-z]+\b/g, (word) => words[word] ?? word);
}

/**
 * The idea's texts in `language`: from its translation into it where it has one (each text the
 * translation leaves out read in the idea's own language), else its own.
 */
export function ideaIn(idea: IdeaRow, language: string): IdeaText {
  const citation = citationOf(idea.quotes[0], idea.book_title);
  const own: IdeaText = {
    statement: idea.statement,
    book: idea.book_title,
    citation,
    context: idea.context,
    keyPhrases: idea.key_phrases,
    arguments: idea.supporting_arguments,
    quotes: idea.quotes,
    quotesLanguage: idea.language,
    language: idea.language,
    translator: null,
  };
  const translation = idea.language === language ? undefined : idea.translations[language];
  if (!translation) return own;
  return {
    statement: translation.statement,
    book: translation.book_title ?? own.book,
    citation: translation.citation ?? citationIn(citation, idea.language, language),
    context: translation.context ?? own.context,
    keyPhrases: translation.key_phrases ?? own.keyPhrases,
    arguments: translation.supporting_arguments ?? own.arguments,
    quotes: translation.quotes ?? own.quotes,
    quotesLanguage: translation.quotes ? language : idea.language,
    language,
    translator: translation.translator ?? null,
  };
}
