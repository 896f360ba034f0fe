import { cleanTagNames, importCardLines } from '@lyceum/contracts';

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
