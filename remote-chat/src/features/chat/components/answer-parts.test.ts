import { answerParagraphs } from './answer-parts';

test('cuts an answer into paragraphs at blank lines, keeping single line breaks', () => {
  expect(answerParagraphs('First line\nsame paragraph.\n\n  \n\nSecond.\n \nThird.', 0)).toEqual([
    [{ kind: 'text', text: 'First line\nsame paragraph.' }],
    [{ kind: 'text', text: 'Second.' }],
    [{ kind: 'text', text: 'Third.' }],
  ]);
  expect(answerParagraphs('', 2)).toEqual([]);
});

test('turns the markers of existing sources into citations; other brackets stay text', () => {
  expect(answerParagraphs('We suffer more in imagination [1][2]; see [3] and [0].', 2)).toEqual([
    [
      { kind: 'text', text: 'We suffer more in imagination ' },
      { kind: 'cite', number: 1 },
      { kind: 'cite', number: 2 },
      { kind: 'text', text: '; see [3] and [0].' },
    ],
  ]);
  expect(answerParagraphs('[1] Begins with one.', 1)).toEqual([
    [
      { kind: 'cite', number: 1 },
      { kind: 'text', text: ' Begins with one.' },
    ],
  ]);
});

test('markup in an answer is text like any other', () => {
  expect(answerParagraphs('<img src=x onerror=alert(1)>', 0)).toEqual([
    [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }],
  ]);
});
