import {
  FIELD_RULES,
  PERSONA_FIELDS,
  PERSONA_TAGS_MAX,
  checkField,
  cleanTagNames,
  importCardLines,
  joinTags,
  splitTags,
} from '@lyceum/contracts';

// The rules the API and the browser share from @lyceum/contracts, tested apart from any server.

describe('tag clean-up', () => {
  it.each([
    [[], []],
    [['', '  ', '\t'], []],
    [
      [' stoicism ', '', 'Seneca '],
      ['stoicism', 'Seneca'],
    ],
    [['Stoicism', 'stoicism', 'STOICISM'], ['Stoicism']],
    [
      ['Latin', ' latin ', 'Greek', 'latin'],
      ['Latin', 'Greek'],
    ],
  ])('%j becomes %j', (names, cleaned) => {
    expect(cleanTagNames(names)).toEqual(cleaned);
  });

  it('takes no list as none', () => {
    expect(cleanTagNames()).toEqual([]);
  });

  it("cleans a persona's comma-separated tags the same way", () => {
    expect(splitTags(' Stoicism, ,ethics , stoicism,')).toEqual(['Stoicism', 'ethics']);
    expect(splitTags(' , ')).toEqual([]);
    expect(joinTags('stoicism,ethics ,Ethics, ')).toBe('stoicism, ethics');
    expect(joinTags(' , ')).toBe('');
  });
});

describe("the persona form's field rules", () => {
  it.each([
    [FIELD_RULES.personaName, '  ', 'required'],
    [FIELD_RULES.personaName, 'n'.repeat(101), 'too_long'],
    [FIELD_RULES.personaKey, '', 'required'],
    [FIELD_RULES.personaDescription, ' ', 'required'],
    [FIELD_RULES.personaDate, '', null],
    [FIELD_RULES.personaDate, 'd'.repeat(51), 'too_long'],
    [FIELD_RULES.personaTags, '', 'required'],
    [FIELD_RULES.personaTags, 't'.repeat(PERSONA_TAGS_MAX), null],
    [FIELD_RULES.personaTags, 't'.repeat(PERSONA_TAGS_MAX + 1), 'too_long'],
  ] as const)('%j with %j: %s', (rule, value, problem) => {
    expect(checkField(rule, value)).toBe(problem);
  });
});

describe("a persona's tags, checked as they are sent", () => {
  const { rule, sent } = PERSONA_FIELDS.tags;

  it('can pass the limit once joined with ", " while the typed list is within it', () => {
    // 90 names of 4 characters: 449 characters with bare commas, 538 once joined.
    const typed = Array.from({ length: 90 }, (_, i) => `t${String(i).padStart(3, '0')}`).join(',');
    expect(checkField(rule, typed)).toBeNull();
    expect(checkField(rule, sent(typed))).toBe('too_long');
  });

  it('can be within the limit once each name is kept once while the typed list is not', () => {
    const typed = `${'Ethics, ethics,'.repeat(40)} Logic`;
    expect(checkField(rule, typed)).toBe('too_long');
    expect(sent(typed)).toBe('Ethics, Logic');
    expect(checkField(rule, sent(typed))).toBeNull();
  });

  it('are joined when sent; the other fields are trimmed', () => {
    expect(PERSONA_FIELDS.name.sent('  Seneca ')).toBe('Seneca');
    expect(PERSONA_FIELDS.birth_date.sent('  ')).toBe('');
    expect(sent(' Stoicism,, ethics ,Ethics, ')).toBe('Stoicism, ethics');
  });
});

describe('the lines of an import', () => {
  it.each([
    ['', []],
    [' \n\t\n', []],
    ['a;b', [{ line: 1, text: 'a;b' }]],
    // Every line end counts, blank lines keep their numbers, a line without a semicolon counts.
    [
      'a;b\r\n\r\nc;d\re;f\n  \nno separator',
      [
        { line: 1, text: 'a;b' },
        { line: 3, text: 'c;d' },
        { line: 4, text: 'e;f' },
        { line: 6, text: 'no separator' },
      ],
    ],
  ])('%j holds %j', (text, lines) => {
    expect(importCardLines(text)).toEqual(lines);
  });
});
