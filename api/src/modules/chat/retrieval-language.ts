// The words of a question as retrieval sees them: folded like the database folds them (case and
// accents gone), its language guessed from its little words, and the little words left out of
// what each language's search receives.

import { WORD_SEARCH_COLUMNS, type WordSearchLanguage } from '../vector-db/vector-db-service';

/** The languages whose stemmer the database's text search uses; others are found by vectors. */
export type TextSearchLanguage = WordSearchLanguage;
export const TEXT_SEARCH_LANGUAGES = Object.keys(WORD_SEARCH_COLUMNS) as TextSearchLanguage[];

/** Lower case, accents gone: `lyceum_fold` in the database does the same before stemming. */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The folded words of a text, split on anything that is not a letter or a digit. */
export const foldedWords = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// PostgreSQL's own stop-word lists (english.stop, french.stop), folded. Its French search drops
// "à" or "été" but not "a" or "ete", which is what it meets once ideas and questions are folded.
const ENGLISH_STOP_WORDS = `i me my myself we our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves what
  which who whom this that these those am is are was were be been being have has had having do
  does did doing a an the and but if or because as until while of at by for with about against
  between into through during before after above below to from up down in out on off over under
  again further then once here there when where why how all any both each few more most other
  some such no nor not only own same so than too very s t can will just don should now`;
const FRENCH_STOP_WORDS = `au aux avec ce ces dans de des du elle en et eux il je la le leur lui
  ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta
  te tes toi ton tu un une vos votre vous c d j l a m n s t y ete etee etees etes etant etante
  etants etantes suis es est sommes serai seras sera serons serez seront serais serait serions
  seriez seraient etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons
  soyez soient fusse fusses fussions fussiez fussent ayant ayante ayantes ayants eu eue eues eus
  ai as avons avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez
  auraient avais avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez aient
  eusse eusses eussions eussiez eussent`;

// Words of questions that say nothing of their subject, missing from those lists: the French
// list lacks the question words the English one has ("pourquoi" beside "why"), and both lack some
// verbs that only ask ("faut-il", "could").
const ENGLISH_QUESTION_WORDS = 'would could might must';
const FRENCH_QUESTION_WORDS = `pourquoi comment quoi quel quelle quels quelles combien quand si
  alors donc tres aussi comme faut peut doit ca cela ceci`;

const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Each text-search language's little words, folded. */
export const STOP_WORDS: Readonly<Record<TextSearchLanguage, ReadonlySet<string>>> = {
  en: wordSet(`${ENGLISH_STOP_WORDS} ${ENGLISH_QUESTION_WORDS}`),
  fr: wordSet(`${FRENCH_STOP_WORDS} ${FRENCH_QUESTION_WORDS}`),
};

/** Letters English hardly writes and French often does. */
const FRENCH_LETTERS = /[àâçéèêëîïôùûüÿœ]/i;

/**
 * The language a question is probably written in: the one more of its little words belong to
 * (words both languages share, such as "a" or "me", count for neither), French letters adding
 * one to French; `hint` (the reader's language, say) or English when neither wins.
 */
export function detectLanguage(text: string, hint?: string): TextSearchLanguage {
  let english = 0;
  let french = FRENCH_LETTERS.test(text) ? 1 : 0;
  for (const word of foldedWords(text)) {
    const en = STOP_WORDS.en.has(word);
    const fr = STOP_WORDS.fr.has(word);
    if (en && !fr) english += 1;
    if (fr && !en) french += 1;
  }
  if (french !== english) return french > english ? 'fr' : 'en';
  return hint === 'fr' ? 'fr' : 'en';
}

/**
 * What the search in `language` receives of a question written in `questionLanguage`: its folded
 * words without the little words of either (a French "de" or "la" would otherwise match English
 * texts, an English "a" the folded French "à").
 */
export function searchText(
  question: string,
  language: TextSearchLanguage,
  questionLanguage: TextSearchLanguage,
): string {
  const own = STOP_WORDS[language];
  const asked = STOP_WORDS[questionLanguage];
  return foldedWords(question)
    .filter((word) => !own.has(word) && !asked.has(word))
    .join(' ');
}

/**
 * The text without the words of `left` (whatever their case and accents), the rest as written:
 * "What did Montaigne think of cannibals?" without "Montaigne".
 */
export function withoutWords(text: string, left: ReadonlySet<string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (left.has(fold(word)) ? ' ' : word));
}

/**
 * The words that say what a text is about, for comparing two ideas: folded, little words of
 * either language and words of two letters or less left out.
 */
export function contentWords(text: string): Set<string> {
  return new Set(
    foldedWords(text).filter(
      (word) => word.length > 2 && !STOP_WORDS.en.has(word) && !STOP_WORDS.fr.has(word),
    ),
  );
}
