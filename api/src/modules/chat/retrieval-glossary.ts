// A French question searched in English: its words looked up in the French–English glossary
// (glossary/fr-en.ts), folded as the database folds them, each known word replaced by its English
// words; the unknown ones are only counted.
import { FRENCH_TO_ENGLISH } from './glossary/fr-en';
import { fold, foldedWords, STOP_WORDS } from './retrieval-language';

/** A stem (a form ending in `*`) is this long at least, so that it cannot swallow short words. */
const STEM_MIN = 4;

export interface Glossary {
  /** Each whole French form's English words, in the order of the glossary's lines. */
  forms: ReadonlyMap<string, readonly string[]>;
  /** Each French stem's English words. */
  stems: ReadonlyMap<string, readonly string[]>;
  /** The French words dropped from the search: they say nothing of the subject. */
  dropped: ReadonlySet<string>;
}

/**
 * Reads a glossary written one English word a line followed by its French forms (`death: mort
 * morts`), a line starting with spaces going on with the forms of the line above; `-` lists the
 * French words to drop.
 */
export function parseGlossary(text: string): Glossary {
  const forms = new Map<string, string[]>();
  const stems = new Map<string, string[]>();
  const dropped = new Set<string>();
  let english = '';
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let words = line;
    if (!/^\s/.test(line)) {
      const colon = line.indexOf(':');
      if (colon < 1) throw new Error(`glossary: no English word on "${line}"`);
      english = line.slice(0, colon).trim();
      words = line.slice(colon + 1);
    }
    for (const raw of words.trim().split(/\s+/).filter(Boolean)) {
      const stem = raw.endsWith('*');
      const form = fold(stem ? raw.slice(0, -1) : raw);
      if (english === '-') {
        dropped.add(form);
        continue;
      }
      if (stem && form.length < STEM_MIN) throw new Error(`glossary: stem "${raw}" too short`);
      const table = stem ? stems : forms;
      const known = table.get(form) ?? [];
      if (!known.includes(english)) table.set(form, [...known, english]);
    }
  }
  return { forms, stems, dropped };
}

export const FRENCH_GLOSSARY = parseGlossary(FRENCH_TO_ENGLISH);

/**
 * The English words of one French word (folded or not): [] when the glossary drops it, undefined
 * when it does not know it. A whole form first, else the longest stem the word starts with.
 */
export function translateWord(
  word: string,
  glossary: Glossary = FRENCH_GLOSSARY,
): readonly string[] | undefined {
  const folded = fold(word);
  if (glossary.dropped.has(folded)) return [];
  const whole = glossary.forms.get(folded);
  if (whole) return whole;
  for (let length = folded.length; length >= STEM_MIN; length -= 1) {
    const stem = glossary.stems.get(folded.slice(0, length));
    if (stem) return stem;
  }
  return undefined;
}

export interface TranslatedQuestion {
  /** What the English word search receives: the English words of the known French words. */
  text: string;
  /** How many of the question's words the glossary translated. */
  translated: number;
  /** How many it does not know. */
  unknown: number;
}

/**
 * A French question's words for the English search: little words out, each known word replaced
 * by its first `perWord` English words, dropped words out, unknown words counted. The unknown
 * words are not searched (a French "train" would meet the English "training", a French "pain"
 * bread): the search of the question's own words in English finds the names and the words both
 * languages share.
 */
export function translateQuestion(
  question: string,
  { perWord, glossary = FRENCH_GLOSSARY }: { perWord: number; glossary?: Glossary },
): TranslatedQuestion {
  const english: string[] = [];
  let unknown = 0;
  let translated = 0;
  for (const word of foldedWords(question)) {
    if (STOP_WORDS.fr.has(word) || STOP_WORDS.en.has(word)) continue;
    const found = translateWord(word, glossary);
    if (found === undefined) unknown += 1;
    else if (found.length > 0) {
      translated += 1;
      english.push(...found.slice(0, perWord));
    }
  }
  return { text: [...new Set(english)].join(' '), translated, unknown };
}
