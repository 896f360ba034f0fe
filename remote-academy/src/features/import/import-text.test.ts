import { frenchTypographyProblems } from '@lyceum/build/french-typography';
import { FLASHCARD_TEXT_MAX, splitTags } from '@lyceum/contracts/constants';
import { hasTag, importOutcome, readyLineCount, withTag } from './import-text';
import { sampleFor } from './sample-cards';

test('the ready lines are the non-blank ones, whatever the line ends', () => {
  expect(readyLineCount('')).toBe(0);
  expect(readyLineCount(' \n\t\n')).toBe(0);
  expect(readyLineCount('a;b')).toBe(1);
  expect(readyLineCount('a;b\r\n\r\nc;d\re;f\n  \n')).toBe(3);
  // A line without a semicolon still counts: the server reports it.
  expect(readyLineCount('no separator')).toBe(1);
});

test('a tag is in the field whatever its case, and only as a whole name', () => {
  expect(hasTag('Latin, STOICISM', 'stoicism')).toBe(true);
  expect(hasTag('stoicism-old', 'stoicism')).toBe(false);
});

test('a chosen tag goes at the end of the field, once, keeping what was typed', () => {
  expect(withTag('', 'stoicism')).toBe('stoicism');
  expect(withTag('   ', 'stoicism')).toBe('stoicism');
  expect(withTag('Latin', 'stoicism')).toBe('Latin, stoicism');
  expect(withTag('Latin, ', 'stoicism')).toBe('Latin, stoicism');
  expect(withTag('Latin,', 'stoicism')).toBe('Latin, stoicism');
  expect(withTag('Latin, Stoicism ', 'stoicism')).toBe('Latin, Stoicism ');
});

test('duplicates are counted apart; the user stays only when bad lines kept everything out', () => {
  const format = {
    line: 2,
    code: 'flashcards.line_format',
    message: 'A line must read recto;verso',
  };
  const duplicate = {
    line: 3,
    code: 'flashcards.line_duplicate',
    message: 'This card already exists',
  };
  expect(
    importOutcome({ imported_count: 1, duplicate_count: 1, errors: [format, duplicate] }),
  ).toEqual({ imported: 1, duplicates: 1, problems: [format], stay: false });
  expect(importOutcome({ imported_count: 0, duplicate_count: 0, errors: [format] }).stay).toBe(
    true,
  );
  // Everything already there: nothing to fix, the library is where to go.
  expect(importOutcome({ imported_count: 0, duplicate_count: 1, errors: [duplicate] }).stay).toBe(
    false,
  );
});

describe.each(['en', 'fr'] as const)('the %s sample', (language) => {
  const { text, tag } = sampleFor(language);
  const lines = text.split('\n');

  test('has a dozen cards the server accepts, all different', () => {
    expect(lines).toHaveLength(12);
    expect(readyLineCount(text)).toBe(12);
    const sides = lines.map((line) => {
      const cut = line.indexOf(';');
      return [line.slice(0, cut).trim(), line.slice(cut + 1).trim()];
    });
    for (const [recto, verso] of sides) {
      expect(recto).not.toBe('');
      expect(verso).not.toBe('');
      expect(verso!.length).toBeLessThanOrEqual(FLASHCARD_TEXT_MAX);
    }
    expect(new Set(sides.map(([recto]) => recto)).size).toBe(12);
    expect(splitTags(tag)).toEqual([tag]);
  });

  test('uses typographic apostrophes and quotes', () => {
    expect(text).not.toMatch(/['"]/);
  });
});

test('the French sample follows French typography on both sides of every card', () => {
  const problems = sampleFor('fr')
    .text.split('\n')
    .flatMap((line) => {
      const cut = line.indexOf(';');
      return [line.slice(0, cut), line.slice(cut + 1)];
    })
    .flatMap(frenchTypographyProblems);
  expect(problems).toEqual([]);
  expect(sampleFor('fr').tag).toBe('philosophie');
  expect(sampleFor('en').tag).toBe('philosophy');
});
