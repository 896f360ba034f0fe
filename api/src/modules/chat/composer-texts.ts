import type { LanguageCode } from '@lyceum/contracts';

/** Where an idea is cited: its book, and where in it when known. */
export type SourceName = (book: string, citation: string | null) => string;
/** A sentence that brings in the idea numbered `n` from `source`. */
export type IdeaLine = (source: string, n: number, statement: string) => string;

/**
 * The sentences of the extractive composer in one language. The ideas' statements and quotes are
 * quoted as stored, in their own language; only these linking words follow the answer's.
 */
export interface ComposerTexts {
  /** The language's name, as the model's instructions name it. */
  languageName: string;
  source: SourceName;
  /** The first sentence, by how many ideas the answer draws on: one, two, more. */
  opening: readonly [string, string, string];
  first: IdeaLine;
  /** Brings in the second, third… idea, in turn. */
  next: readonly IdeaLine[];
  /** Brings in the last of three or more ideas. */
  last: IdeaLine;
  quote: (text: string) => string;
  /** The last sentence, by how many ideas the answer draws on: one, two, more. */
  closing: readonly [string, string, string];
  /** No idea answers the question; `books` lists what the thinker wrote (may be empty). */
  outside: (books: string) => string;
  /** The persona has no collection of ideas to draw on. */
  noWritings: string;
}

/** A narrow no-break space: French puts one before `: ; ! ?` and inside « ». */
const NNBSP = '\u202f';

export const COMPOSER_TEXTS: Record<LanguageCode, ComposerTexts> = {
  en: {
    languageName: 'English',
    source: (book, citation) => (citation ? `${book} (${citation})` : book),
    opening: [
      'I have written on this, and I will keep to what I wrote.',
      'Two things I wrote bear on your question.',
      'Several passages of mine bear on your question; let me take them in turn.',
    ],
    first: (source, n, statement) => `As I wrote in ${source} [${n}]: ${statement}`,
    next: [
      (source, n, statement) => `I would add what I wrote in ${source} [${n}]: ${statement}`,
      (source, n, statement) => `Consider too ${source} [${n}]: ${statement}`,
      (source, n, statement) => `And in ${source} [${n}]: ${statement}`,
    ],
    last: (source, n, statement) => `Finally, in ${source} [${n}]: ${statement}`,
    quote: (text) => `In my own words: “${text}”`,
    closing: [
      'That is as far as my writings go on it.',
      'Take the two together; that is as far as my writings go.',
      'Weigh them together; I will not go beyond what I wrote.',
    ],
    outside: (books) =>
      books
        ? `That lies outside what I wrote about, and I would rather not invent an answer in my name. Ask me instead about what fills my books: ${books}.`
        : 'That lies outside what I wrote about, and I would rather not invent an answer in my name.',
    noWritings:
      'I have none of my writings at hand to draw on, so I cannot answer this in my own words.',
  },
  fr: {
    languageName: 'French',
    source: (book, citation) => (citation ? `${book} (${citation})` : book),
    opening: [
      'J’ai écrit sur ce sujet, et je m’en tiendrai à ce que j’ai écrit.',
      'Deux passages de mes écrits répondent à votre question.',
      `Plusieurs passages de mes écrits répondent à votre question${NNBSP}; prenons-les l’un après l’autre.`,
    ],
    first: (source, n, statement) =>
      `Comme je l’ai écrit dans ${source} [${n}]${NNBSP}: ${statement}`,
    next: [
      (source, n, statement) =>
        `J’ajouterais ce que j’ai écrit dans ${source} [${n}]${NNBSP}: ${statement}`,
      (source, n, statement) => `Voyez aussi ${source} [${n}]${NNBSP}: ${statement}`,
      (source, n, statement) => `Et dans ${source} [${n}]${NNBSP}: ${statement}`,
    ],
    last: (source, n, statement) => `Enfin, dans ${source} [${n}]${NNBSP}: ${statement}`,
    quote: (text) => `Pour le dire avec mes mots${NNBSP}: «${NNBSP}${text}${NNBSP}»`,
    closing: [
      'Mes écrits ne vont pas plus loin sur ce point.',
      `Prenez-les ensemble${NNBSP}; mes écrits ne vont pas plus loin.`,
      `Pesez-les ensemble${NNBSP}; je ne veux pas aller au-delà de ce que j’ai écrit.`,
    ],
    outside: (books) =>
      books
        ? `Cela sort de ce dont j’ai traité dans mes écrits, et je préfère ne pas inventer de réponse en mon nom. Interrogez-moi plutôt sur ce qui remplit mes livres${NNBSP}: ${books}.`
        : 'Cela sort de ce dont j’ai traité dans mes écrits, et je préfère ne pas inventer de réponse en mon nom.',
    noWritings: `Je n’ai sous la main aucun de mes écrits sur quoi m’appuyer${NNBSP}; je ne puis donc pas vous répondre en mon nom.`,
  },
};
