import { VALIDATION_METHODS, type ValidationMethodName } from '@lyceum/contracts';
import {
  alternativesOf,
  checkAnswer,
  editDistance,
  normalizeAnswer,
  sameAnswer,
  typoAllowance,
} from '../src/modules/flashcards/challenge/answer-check';
import { DIFF_CELLS_MAX, diffAnswer } from '../src/modules/flashcards/challenge/answer-diff';

/** answer, expected text, accepted answers, rejected answers, verdict, rule that decided. */
type Row = [string, string, string[], string[], boolean, ValidationMethodName];

const CASES: Row[] = [
  // Case and spaces
  ['Plato', 'Plato', [], [], true, 'exact'],
  ['plato', 'Plato', [], [], true, 'exact'],
  ['  PLATO  ', 'Plato', [], [], true, 'exact'],
  ['Jean   Jacques  Rousseau', 'Jean-Jacques Rousseau', [], [], true, 'exact'],
  ['jean-jacques rousseau', 'Jean-Jacques Rousseau', [], [], true, 'exact'],
  ['Platon', 'Plato', [], [], true, 'typo'],
  ['Aristotle', 'Plato', [], [], false, 'no_match'],
  // Accents
  ['ethique', 'Éthique', [], [], true, 'exact'],
  ['Éthique', 'ethique', [], [], true, 'exact'],
  ['descartés', 'Descartes', [], [], true, 'exact'],
  ['Francois Villon', 'François Villon', [], [], true, 'exact'],
  ['heloise', 'Héloïse', [], [], true, 'exact'],
  ['la cigue', 'La Ciguë', [], [], true, 'exact'],
  ['Godel', 'Gödel', [], [], true, 'exact'],
  ['Rene Descarte', 'René Descartes', [], [], true, 'typo'],
  // Ligatures
  ['coeur', 'cœur', [], [], true, 'exact'],
  ['CŒUR', 'coeur', [], [], true, 'exact'],
  ['oedipe', 'Œdipe', [], [], true, 'exact'],
  ['Oedipe roi', 'Œdipe roi', [], [], true, 'exact'],
  ['AETIUS', 'Ætius', [], [], true, 'exact'],
  ['strasse', 'Straße', [], [], true, 'exact'],
  // Apostrophes and elided articles
  ["l'homme", 'L’homme', [], [], true, 'exact'],
  ['l’homme', "L'homme", [], [], true, 'exact'],
  ['lʼhomme', "L'homme", [], [], true, 'exact'],
  ['l`homme', "L'homme", [], [], true, 'exact'],
  ['homme', "L'homme", [], [], true, 'exact'],
  ['l homme', "L'homme", [], [], true, 'typo'],
  ['etre et le neant', "L'Être et le néant", [], [], true, 'exact'],
  ["aujourd'hui", 'aujourd’hui', [], [], true, 'exact'],
  ['Artagnan', 'd’Artagnan', [], [], true, 'exact'],
  ['Étranger', "L'Étranger", [], [], true, 'exact'],
  // Leading articles, English and French
  ['Republic', 'The Republic', [], [], true, 'exact'],
  ['the republic', 'Republic', [], [], true, 'exact'],
  ['république', 'La République', [], [], true, 'exact'],
  ['Misérables', 'Les Misérables', [], [], true, 'exact'],
  ['contrat social', 'Le Contrat social', [], [], true, 'exact'],
  ['Tale of Two Cities', 'A Tale of Two Cities', [], [], true, 'exact'],
  ['Une saison en enfer', 'Saison en enfer', [], [], true, 'exact'],
  ['terre', 'De la terre', [], [], true, 'exact'],
  ['de la', 'De la', [], [], true, 'exact'],
  ['A', 'A', [], [], true, 'exact'],
  ['An', 'A', [], [], false, 'no_match'],
  ['The', 'The Republic', [], [], false, 'no_match'],
  // Punctuation and symbols
  ['What is to be done', 'What Is to Be Done?', [], [], true, 'exact'],
  ['St Augustine', 'St. Augustine', [], [], true, 'exact'],
  ['cogito ergo sum', 'Cogito, ergo sum', [], [], true, 'exact'],
  ['« Candide »', 'Candide', [], [], true, 'exact'],
  ['C', 'C++', [], [], false, 'no_match'],
  ['?', '?', [], [], true, 'exact'],
  // Numbers
  ['1984', '1984', [], [], true, 'exact'],
  ['1985', '1984', [], [], false, 'no_match'],
  ['1948', '1984', [], [], false, 'no_match'],
  ['Nineteen Eighty-Four', '1984', [], [], false, 'no_match'],
  ['470 BC', '470 BC', [], [], true, 'exact'],
  ['470 BCE', '470 BC', [], [], true, 'typo'],
  ['470 bc', '470 B.C.', [], [], true, 'typo'],
  ['471 BC', '470 BC', [], [], false, 'no_match'],
  ['Batle of Marathon 490 BC', 'Battle of Marathon (490 BC)', [], [], true, 'typo'],
  ['Battle of Marathon 491 BC', 'Battle of Marathon (490 BC)', [], [], false, 'no_match'],
  ['10 000', '10,000', [], [], true, 'exact'],
  ['10000', '10,000', [], [], true, 'typo'],
  ['14', '14/07/1789', [], [], false, 'no_match'],
  // Alternatives, with each separator, and optional parts in parentheses
  ['Athens', 'Athens / Sparta', [], [], true, 'alternative'],
  ['Sparta', 'Athens/Sparta', [], [], true, 'alternative'],
  ['sparta', 'Athens; Sparta', [], [], true, 'alternative'],
  ['Sparta', 'Athens | Sparta', [], [], true, 'alternative'],
  ['Sparta', 'Athens, Sparta', [], [], true, 'alternative'],
  ['Athens Sparta', 'Athens / Sparta', [], [], true, 'exact'],
  ['Thebes', 'Athens / Sparta', [], [], false, 'no_match'],
  ['Spartha', 'Athens / Sparta', [], [], true, 'typo'],
  ['Voltaire', 'François-Marie Arouet / Voltaire', [], [], true, 'alternative'],
  ['Marcus Aurelius', 'Marcus Aurelius (emperor)', [], [], true, 'alternative'],
  ['Marcus Aurelius emperor', 'Marcus Aurelius (emperor)', [], [], true, 'exact'],
  ['emperor', 'Marcus Aurelius (emperor)', [], [], false, 'no_match'],
  ['Marcus Aurelius', 'Marcus Aurelius (emperor); Marc Aurèle', [], [], true, 'alternative'],
  ['marc aurele', 'Marcus Aurelius (emperor); Marc Aurèle', [], [], true, 'alternative'],
  ['Republic', '(the) Republic', [], [], true, 'exact'],
  ['the Republic', '(the) Republic', [], [], true, 'exact'],
  ['Rousseau', '(Jean-Jacques) Rousseau', [], [], true, 'alternative'],
  ['Politeia', '(the) Republic / Politeia', [], [], true, 'alternative'],
  // Learned answers
  ['Aristocles', 'Plato', ['Aristocles'], [], true, 'learned'],
  ['aristoclès', 'Plato', ['Aristocles'], [], true, 'learned'],
  ['Stagirite', 'Aristotle', ['the Stagirite'], [], true, 'learned'],
  ['Aristokles', 'Plato', ['Aristocles'], [], true, 'typo'],
  ['Socrates', 'Plato', ['Aristocles'], [], false, 'no_match'],
  // False positives beat every rule that accepts
  ['Plato', 'Plato', [], ['plato'], false, 'false_positive'],
  ['Sparta', 'Athens / Sparta', [], ['Sparta'], false, 'false_positive'],
  ['Aristocles', 'Plato', ['Aristocles'], ['ARISTOCLES'], false, 'false_positive'],
  ['Platon', 'Plato', [], ['Platon'], false, 'false_positive'],
  ['république', 'La République', [], ['la republique'], false, 'false_positive'],
  ['Plato', 'Plato', [], ['Platon'], true, 'exact'],
  // Blank answers
  ['', 'Plato', [], [], false, 'no_match'],
  ['   ', 'Plato', [], [''], false, 'no_match'],
  ['\u200b', 'Plato', [], ['\u200b'], false, 'no_match'],
  ['', '', [], [], false, 'no_match'],
  // Typos by length: 3 characters allow none, up to 6 one, up to 12 two, then 15 %
  ['Pam', 'Pan', [], [], false, 'no_match'],
  ['Pna', 'Pan', [], [], false, 'no_match'],
  ['Zues', 'Zeus', [], [], true, 'typo'],
  ['Plata', 'Plato', [], [], true, 'typo'],
  ['Palto', 'Plato', [], [], true, 'typo'],
  ['Pluta', 'Plato', [], [], false, 'no_match'],
  ['Athnes', 'Athens', [], [], true, 'typo'],
  ['Socratse', 'Socrates', [], [], true, 'typo'],
  ['Sokratez', 'Socrates', [], [], true, 'typo'],
  ['Sokratiz', 'Socrates', [], [], false, 'no_match'],
  ['Aristofanes', 'Aristophanes', [], [], true, 'typo'],
  ['Aristofanis', 'Aristophanes', [], [], false, 'no_match'],
  ['Pelopnnesain', 'Peloponnesian', [], [], true, 'typo'],
  ['Beyon God and Evli', 'Beyond Good and Evil', [], [], true, 'typo'],
  ['Beyon God an Evli', 'Beyond Good and Evil', [], [], false, 'no_match'],
  [
    'Grondwork fr the Metafysics ov Morels',
    'Groundwork for the Metaphysics of Morals',
    [],
    [],
    true,
    'typo',
  ],
  [
    'Grondwork fr teh Metafysics ov Morels',
    'Groundwork for the Metaphysics of Morals',
    [],
    [],
    false,
    'no_match',
  ],
];

describe('the answer check (pure)', () => {
  it('has a large table that exercises every rule', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(70);
    expect(new Set(CASES.map((row) => row[5]))).toEqual(new Set(VALIDATION_METHODS));
  });

  test.each(CASES)(
    '%j for %j (accepted %j, rejected %j) is right: %p, by %s',
    (answer, expected, accepted, rejected, is_correct, validation_method) => {
      expect(checkAnswer(answer, { expected, accepted, rejected })).toEqual({
        is_correct,
        validation_method,
      });
    },
  );

  test.each([
    ['Pan', 3],
    ['Plato', 5],
    ['Socrates', 8],
    ['Aristophanes', 12],
    ['Peloponnesian', 13],
    ['Beyond Good and Evil', 20],
    ['Groundwork for the Metaphysics of Morals', 40],
  ])('measures the typo rows on %j as %i characters long', (text, length) => {
    expect(normalizeAnswer(text)).toHaveLength(length);
  });

  test.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 2],
    [19, 2],
    [20, 3],
    [40, 6],
    [100, 15],
  ])('allows a %i-character target %i edits', (length, edits) => {
    expect(typoAllowance(length)).toBe(edits);
  });
});

describe('normalizeAnswer', () => {
  test.each([
    ["  L'Être   et le Néant ", 'etre et le neant'],
    ['Le Contrat social', 'contrat social'],
    ['L’homme', 'homme'],
    ['l homme', 'l homme'],
    ['L. Ron Hubbard', 'l ron hubbard'],
    ['A', 'a'],
    ['the', 'the'],
    ['de la', 'de la'],
    ['De la Terre à la Lune', 'terre a la lune'],
    ['The The', 'the'],
    ['Œuvres complètes', 'oeuvres completes'],
    ['ÆTIUS', 'aetius'],
    ['Straße', 'strasse'],
    ['Saint-Exupéry — « Vol de nuit »', 'saint exupery vol de nuit'],
    ['ﬁn', 'fin'],
    ['１９８４', '1984'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['C++', 'c++'],
    ['?!', '?!'],
    [' \t\n', ''],
  ])('normalizes %j to %j', (text, normalized) => {
    expect(normalizeAnswer(text)).toBe(normalized);
  });

  it('compares answers in that form', () => {
    expect(sameAnswer('Les Misérables', 'miserables')).toBe(true);
    expect(sameAnswer('L’Étranger', "l'etranger")).toBe(true);
    expect(sameAnswer('Plato', 'Platon')).toBe(false);
  });
});

describe('alternativesOf', () => {
  test.each([
    ['Athens / Sparta', ['Athens', 'Sparta']],
    ['Athens; Sparta | Thebes, Corinth', ['Athens', 'Sparta', 'Thebes', 'Corinth']],
    ['Athens //  Sparta ,', ['Athens', 'Sparta']],
    ['Marcus Aurelius (emperor)', ['Marcus Aurelius']],
    ['(Jean-Jacques) Rousseau', ['Rousseau']],
    ['(the) Republic', []],
    ['(the) Republic / Politeia', ['Republic', 'Politeia']],
    ['Plato (Athens, Sparta)', ['Plato']],
    ['The Athens / Athens', ['The Athens']],
    ['14/07/1789', []],
    ['10,000 / ten thousand', ['10,000', 'ten thousand']],
    ['Plato', []],
    ['Kant (Immanuel / philosopher', ['Kant (Immanuel', 'philosopher']],
  ])('finds in %j the alternatives %j', (expected, alternatives) => {
    expect(alternativesOf(expected)).toEqual(alternatives);
  });
});

describe('editDistance', () => {
  /** The optimal-string-alignment distance by its full table, to check the banded one against. */
  function reference(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
    }
    return d[a.length]![b.length]!;
  }

  test.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['ab', 'ba', 1],
    ['ca', 'abc', 3],
    ['abcdef', 'badcfe', 3],
  ])('measures %j to %j as %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('agrees with the full table on random strings, with and without a bound', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = () =>
      Array.from({ length: Math.floor(random() * 12) }, () => 'abc'[Math.floor(random() * 3)]).join(
        '',
      );
    for (let round = 0; round < 2000; round++) {
      const a = word();
      const b = word();
      const distance = reference(a, b);
      const max = Math.floor(random() * 5);
      expect(editDistance(a, b)).toBe(distance);
      expect(editDistance(a, b, max)).toBe(Math.min(distance, max + 1));
    }
  });

  it('stays quick on long texts', () => {
    const long = 'the quick brown fox jumps over the lazy dog '.repeat(110);
    const started = performance.now();
    expect(editDistance(long, long.replace(/o/g, '0'), 6)).toBe(7);
    expect(editDistance(long, `${long.slice(0, 2000)}x${long.slice(2000)}`, 6)).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('diffAnswer', () => {
  it('gives one equal segment for an exact answer, in the expected text’s case', () => {
    expect(diffAnswer('  plato ', 'Plato')).toEqual([{ kind: 'equal', text: 'Plato' }]);
  });

  it('marks a missing letter', () => {
    expect(diffAnswer('Marcus Aurelus', 'Marcus Aurelius')).toEqual([
      { kind: 'equal', text: 'Marcus Aurel' },
      { kind: 'missing', text: 'i' },
      { kind: 'equal', text: 'us' },
    ]);
  });

  it('gives a changed character as the extra one, then the missing one', () => {
    expect(diffAnswer('1985', '1984')).toEqual([
      { kind: 'equal', text: '198' },
      { kind: 'extra', text: '5' },
      { kind: 'missing', text: '4' },
    ]);
  });

  it('marks a transposition and an extra letter', () => {
    expect(diffAnswer('Socartess', 'Socrates')).toEqual([
      { kind: 'equal', text: 'Soc' },
      { kind: 'extra', text: 'a' },
      { kind: 'equal', text: 'r' },
      { kind: 'missing', text: 'a' },
      { kind: 'equal', text: 'te' },
      { kind: 'extra', text: 's' },
      { kind: 'equal', text: 's' },
    ]);
  });

  it('keeps accented letters whole and compares them as written', () => {
    expect(diffAnswer('Descartes', 'Déscartes')).toEqual([
      { kind: 'equal', text: 'D' },
      { kind: 'extra', text: 'e' },
      { kind: 'missing', text: 'é' },
      { kind: 'equal', text: 'scartes' },
    ]);
  });

  it('gives an empty answer as one missing segment, and an answer to nothing as one extra', () => {
    expect(diffAnswer('   ', 'The Republic')).toEqual([{ kind: 'missing', text: 'The Republic' }]);
    expect(diffAnswer('Republic', '')).toEqual([{ kind: 'extra', text: 'Republic' }]);
    expect(diffAnswer('', '')).toEqual([]);
  });

  it('keeps the text of both sides: equal and missing make the expected text, equal and extra the answer', () => {
    const answer = 'Jean Jaques Rouseau, philosophe';
    const expected = 'Jean-Jacques Rousseau';
    const segments = diffAnswer(answer, expected);
    const text = (kinds: string[]) =>
      segments
        .filter((segment) => kinds.includes(segment.kind))
        .map((segment) => segment.text)
        .join('');
    expect(text(['equal', 'missing'])).toBe(expected);
    expect(text(['equal', 'extra']).toLowerCase()).toBe(answer.toLowerCase());
    segments.slice(1).forEach((segment, index) => {
      expect(segment.kind).not.toBe(segments[index]!.kind);
    });
  });

  it('falls back quickly to a coarse diff on long texts', () => {
    const expected = `Start ${'a'.repeat(3000)} end`;
    const answer = `Start ${'b'.repeat(3000)} end`;
    expect(3000 * 3000).toBeGreaterThan(DIFF_CELLS_MAX);
    const started = performance.now();
    expect(diffAnswer(answer, expected)).toEqual([
      { kind: 'equal', text: 'Start ' },
      { kind: 'extra', text: 'b'.repeat(3000) },
      { kind: 'missing', text: 'a'.repeat(3000) },
      { kind: 'equal', text: ' end' },
    ]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('still diffs exactly a long answer that differs little', () => {
    const expected = 'Critique of Pure Reason. '.repeat(200);
    const answer = expected.replace('Pure', 'Pur');
    expect(diffAnswer(answer, expected)).toEqual([
      { kind: 'equal', text: 'Critique of Pur' },
      { kind: 'missing', text: 'e' },
      { kind: 'equal', text: expected.trim().slice('Critique of Pure'.length) },
    ]);
  });
});
