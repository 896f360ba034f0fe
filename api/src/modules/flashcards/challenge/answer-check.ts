import type { ValidationMethodName } from '@lyceum/contracts';

/**
 * The challenge's answer check: pure functions that decide whether what the learner typed is the
 * expected side of a flashcard. The rules are tried in order and the first that decides names the
 * verdict's `validation_method`:
 *
 * 1. `false_positive` (wrong): the answer is one the learner rejected before, by overriding a
 *    verdict of right; this beats every rule below.
 * 2. `exact` (right): the answer is the expected text, once both are normalized.
 * 3. `alternative` (right): the answer is one of the alternatives written in the expected text.
 * 4. `learned` (right): the answer is one the learner accepted before, by overriding a wrong.
 * 5. `typo` (right): the answer is a few edits away from the expected text, an alternative or a
 *    learned answer, and holds the same digits.
 * 6. `no_match` (wrong): anything else, and always a blank answer.
 */

/** The card's side to type, with the answers learned from the learner's overrides. */
export interface CardAnswers {
  expected: string;
  /** Answers the learner turned from wrong to right. */
  accepted: readonly string[];
  /** Answers the learner turned from right to wrong. */
  rejected: readonly string[];
}

export interface AnswerVerdict {
  is_correct: boolean;
  validation_method: ValidationMethodName;
}

// ---------------------------------------------------------------------------------------------
// Normalization

/** Every apostrophe a keyboard may give: straight, curly, modifier letter, grave, acute, prime. */
const APOSTROPHES = /['‘’ʼ`´′＇]/g;
/** Letters Unicode decomposition leaves whole, written out as their two letters. */
const LIGATURES: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ẞ: 'ss',
};
const LIGATURE = /[œŒæÆßẞ]/g;
const COMBINING_MARKS = /\p{M}/gu;
/** Invisible formatting characters (soft hyphen, zero-width space and joiners). */
const INVISIBLE = /\p{Cf}/gu;
/** Punctuation (hyphens and dashes included) and control characters, but not the apostrophe. */
const PUNCTUATION = /(?!')[\p{P}\p{Cc}]/gu;
const WHITESPACE = /\s+/g;
/** A French elided article, `l'` or `d'`, with something after it. */
const ELISION = /^[ld] ?' ?(?=[^\s'])/;
/** One leading article, English or French, followed by a word. */
const ARTICLE = /^(?:de la|the|an?|les?|la|une?|des|du) (?=\S)/;

/** The two normalized forms of a text: with its leading article dropped (`key`) and kept (`full`). */
interface Forms {
  key: string;
  full: string;
}

const collapse = (text: string) => text.replace(WHITESPACE, ' ').trim();

/**
 * Normalizes a text in steps:
 * - apostrophes of every kind become `'`; œ, æ and ß (either case) become oe, ae and ss;
 * - Unicode compatibility decomposition (NFKD), then lower case, then combining marks are
 *   removed, so é → e, ç → c, ï → i and full-width or ligature letters (ﬁ) become plain ones;
 * - invisible formatting characters are removed; every punctuation sign and hyphen becomes a
 *   space; symbols (+, %, &, °) are kept as they are; spaces are collapsed and trimmed.
 *
 * `full` is that text with its apostrophes turned into spaces too. `key` also drops ONE leading
 * article when a word follows it: the, a, an, le, la, les, un, une, des, du, de la; or an elided
 * l' or d', recognised only while the apostrophe is still there ("L'Être" → "etre", but
 * "L Ron Hubbard" keeps its "l"). A text that is only an article ("A", "de la") keeps it.
 *
 * A text with no letter or digit at all (a card whose answer is "?") keeps its signs, so that
 * only a text with nothing visible normalizes to "".
 */
function formsOf(text: string): Forms {
  const cleaned = collapse(
    text
      .replace(APOSTROPHES, "'")
      .replace(LIGATURE, (letter) => LIGATURES[letter] ?? letter)
      .normalize('NFKD')
      .toLowerCase()
      .replace(COMBINING_MARKS, '')
      .replace(INVISIBLE, ''),
  );
  const words = collapse(cleaned.replace(PUNCTUATION, ' '));
  const full = collapse(words.replace(/'/g, ' '));
  if (full === '') return { key: cleaned, full: cleaned };

  const elision = ELISION.exec(words);
  if (elision) {
    const rest = collapse(words.slice(elision[0].length).replace(/'/g, ' '));
    if (rest !== '') return { key: rest, full };
  }
  const article = ARTICLE.exec(full);
  return { key: article ? full.slice(article[0].length) : full, full };
}

/** The form answers are compared in: see `formsOf` for the steps. */
export function normalizeAnswer(text: string): string {
  return formsOf(text).key;
}

/** Whether two answers are the same once normalized (how learned answers are deduplicated). */
export function sameAnswer(a: string, b: string): boolean {
  return normalizeAnswer(a) === normalizeAnswer(b);
}

// ---------------------------------------------------------------------------------------------
// Alternatives written in the expected text

const SEPARATORS = new Set(['/', ';', '|', ',']);
const DIGIT = /\d/;
/** With more optional parts than this, only "all left out" and "all kept" are tried. */
const OPTIONAL_PARTS_COMBINED_MAX = 3;

/**
 * Splits the expected text on `/`, `;`, `|` and `,`, trimming each part and dropping blank ones.
 * A separator inside parentheses does not split, nor one with a digit on both sides, which is
 * part of a number or a date (10,000 — 3/4 — 14/07/1789). With unbalanced parentheses, every
 * separator not between digits splits.
 */
function splitAlternatives(text: string): string[] {
  const split = (respectParentheses: boolean) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text.charAt(i);
      if (char === '(') depth++;
      else if (char === ')') depth = Math.max(0, depth - 1);
      else if (
        SEPARATORS.has(char) &&
        (!respectParentheses || depth === 0) &&
        !(DIGIT.test(text.charAt(i - 1)) && DIGIT.test(text.charAt(i + 1)))
      ) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    parts.push(text.slice(start));
    return { parts: parts.map((part) => part.trim()).filter((part) => part !== ''), depth };
  };
  const result = split(true);
  return result.depth === 0 ? result.parts : split(false).parts;
}

/** The spans of the outermost parenthesized groups, or none when the parentheses are unbalanced. */
function optionalGroups(text: string): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  let depth = 0;
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '(') {
      if (depth === 0) open = i;
      depth++;
    } else if (char === ')') {
      if (depth === 0) return [];
      depth--;
      if (depth === 0) groups.push([open, i]);
    }
  }
  return depth === 0 ? groups : [];
}

const tidy = (text: string) => collapse(text).replace(/\s+(?=[,.])/g, '');

/**
 * The readings of a text whose parenthesized parts are optional, each left out or kept (without
 * its parentheses): "Marcus Aurelius (emperor)" → "Marcus Aurelius", "Marcus Aurelius emperor".
 * A text without parentheses reads only as itself.
 */
function optionalReadings(text: string): string[] {
  const groups = optionalGroups(text);
  if (groups.length === 0) return [text];
  const count = groups.length;
  const masks =
    count <= OPTIONAL_PARTS_COMBINED_MAX
      ? Array.from({ length: 2 ** count }, (_, mask) => mask)
      : [0, 2 ** count - 1];
  return masks
    .map((mask) => {
      let reading = '';
      let from = 0;
      groups.forEach(([open, close], index) => {
        const kept = (mask >> index) & 1 ? text.slice(open + 1, close) : '';
        reading += `${text.slice(from, open)} ${kept} `;
        from = close + 1;
      });
      return tidy(reading + text.slice(from));
    })
    .filter((reading) => reading !== '');
}

interface Alternative {
  text: string;
  forms: Forms;
}

/** The alternatives of an expected text with their normalized forms; see `alternativesOf`. */
function alternativesWithForms(expected: string, expectedKey: string): Alternative[] {
  const parts = splitAlternatives(expected);
  const texts = parts.flatMap(optionalReadings);
  if (parts.length > 1) texts.push(...optionalReadings(expected.trim()));
  const seen = new Set([expectedKey, '']);
  const alternatives: Alternative[] = [];
  for (const text of texts) {
    const forms = formsOf(text);
    if (seen.has(forms.key)) continue;
    seen.add(forms.key);
    alternatives.push({ text, forms });
  }
  return alternatives;
}

/**
 * The alternatives written in an expected text, as they read: its parts split on `/`, `;`, `|`
 * and `,`, and the readings of each part, and of the whole text, with the parenthesized parts
 * left out or kept. "Athens / Sparta" → ["Athens", "Sparta"]; "Marcus Aurelius (emperor)" →
 * ["Marcus Aurelius"]. Anything that normalizes like the whole text is left out ("(the) Republic"
 * has none: "Republic" and "the Republic" are the text itself once its article is dropped), and
 * readings that normalize alike are given once.
 */
export function alternativesOf(expected: string): string[] {
  return alternativesWithForms(expected, normalizeAnswer(expected)).map(({ text }) => text);
}

// ---------------------------------------------------------------------------------------------
// Typos

/** A normalized text of up to 3 characters allows no typo: one letter changed is another word. */
export const TYPO_NONE_MAX_LENGTH = 3;
/** Up to 6 characters, one edit. */
export const TYPO_ONE_MAX_LENGTH = 6;
/** Up to 12 characters, two edits. */
export const TYPO_TWO_MAX_LENGTH = 12;
/**
 * Longer texts allow 15 % of their length in edits, rounded down, and never fewer than the two a
 * 12-character text allows (15 % of 13 is only 1.95).
 */
export const TYPO_LONG_PERCENT = 15;

/** How many edits a target of this normalized length allows in an answer. */
export function typoAllowance(length: number): number {
  if (length <= TYPO_NONE_MAX_LENGTH) return 0;
  if (length <= TYPO_ONE_MAX_LENGTH) return 1;
  if (length <= TYPO_TWO_MAX_LENGTH) return 2;
  return Math.max(2, Math.floor((length * TYPO_LONG_PERCENT) / 100));
}

/**
 * The Damerau–Levenshtein distance in its optimal-string-alignment form: insertions, deletions,
 * substitutions and transpositions of two neighbouring characters each count 1, and no part is
 * edited twice. Counted on code points. With `max`, only the band of cells that can stay within
 * it is computed, and any distance above `max` is given as `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const n = s.length;
  const m = t.length;
  const bound = Math.min(max, Math.max(n, m));
  const over = bound + 1;
  if (Math.abs(n - m) > bound) return over;
  if (n === 0 || m === 0) return Math.max(n, m);

  // Three rows of the table (two back for transpositions); cells outside the band hold `over`.
  let before = new Array<number>(m + 1).fill(over);
  let previous = Array.from({ length: m + 1 }, (_, j) => (j <= bound ? j : over));
  let current = new Array<number>(m + 1).fill(over);
  for (let i = 1; i <= n; i++) {
    const low = Math.max(1, i - bound);
    const high = Math.min(m, i + bound);
    current[low - 1] = low === 1 && i <= bound ? i : over;
    if (high < m) current[high + 1] = over;
    let rowMin = current[low - 1]!;
    for (let j = low; j <= high; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        cell = Math.min(cell, before[j - 2]! + 1);
      }
      current[j] = Math.min(cell, over);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > bound) return over;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m]!, over);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether an answer is a small typo of a target: within the allowance of the target's length,
 * measured with the leading article dropped and with it kept (so "l homme" passes for "L'homme"),
 * and never when the digits differ: "1985" is not a typo of "1984", but "470 BCE" is one of
 * "470 BC".
 */
function isTypo(answer: Forms, target: Forms): boolean {
  if (target.key === '' || digitsOf(answer.key) !== digitsOf(target.key)) return false;
  return [
    [answer.key, target.key],
    [answer.full, target.full],
  ].some(([given, wanted]) => {
    const allowed = typoAllowance(Array.from(wanted!).length);
    return editDistance(given!, wanted!, allowed) <= allowed;
  });
}

// ---------------------------------------------------------------------------------------------
// The check

const verdict = (method: ValidationMethodName): AnswerVerdict => ({
  is_correct:
    method === 'exact' || method === 'alternative' || method === 'learned' || method === 'typo',
  validation_method: method,
});

/** Decides whether an answer is right for a card, and by which rule (see the top of this file). */
export function checkAnswer(answer: string, card: CardAnswers): AnswerVerdict {
  const given = formsOf(answer);
  if (given.key === '') return verdict('no_match');

  const nonBlank = (answers: readonly string[]) =>
    answers.map(formsOf).filter((forms) => forms.key !== '');
  if (nonBlank(card.rejected).some((forms) => forms.key === given.key)) {
    return verdict('false_positive');
  }

  const expected = formsOf(card.expected);
  if (expected.key === given.key) return verdict('exact');

  const alternatives = alternativesWithForms(card.expected, expected.key).map(({ forms }) => forms);
  if (alternatives.some((forms) => forms.key === given.key)) return verdict('alternative');

  const accepted = nonBlank(card.accepted);
  if (accepted.some((forms) => forms.key === given.key)) return verdict('learned');

  if ([expected, ...alternatives, ...accepted].some((target) => isTypo(given, target))) {
    return verdict('typo');
  }
  return verdict('no_match');
}
