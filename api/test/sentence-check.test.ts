import { createSentenceChecker, sentenceHolds } from '../src/modules/chat/sentence-check';

const sources = [
  ['Time is the one thing we truly own.', 'Nothing, Lucilius, is ours, except time.'],
  ['Le temps est notre seul bien.', 'Rien n’est à nous, sinon le temps.'],
];

describe('the check of a model’s sentences against their sources', () => {
  it('holds a sentence that cites a source, and quotes it word for word', () => {
    expect(sentenceHolds('Time is ours [1].', sources)).toBe(true);
    expect(sentenceHolds('I wrote: “nothing, Lucilius, is ours, except time” [1].', sources)).toBe(
      true,
    );
    // French quotation marks, typographic apostrophes and spaces compare as plain ones.
    expect(sentenceHolds("J’ai écrit : « Rien n'est à nous, sinon le temps. » [2]", sources)).toBe(
      true,
    );
    // A short quoted term is no quotation.
    expect(sentenceHolds('What I call “leisure” matters [1].', sources)).toBe(true);
  });

  it('refuses a sentence with no marker, a marker past the sources, or a quote its sources lack', () => {
    expect(sentenceHolds('Time is ours.', sources)).toBe(false);
    expect(sentenceHolds('Time is ours [3].', sources)).toBe(false);
    expect(sentenceHolds('Time is ours [0].', sources)).toBe(false);
    expect(sentenceHolds('I wrote: “time flies like an arrow” [1].', sources)).toBe(false);
    // The quote must stand in a source the sentence cites, not in another.
    expect(sentenceHolds('I wrote: “Rien n’est à nous, sinon le temps” [1].', sources)).toBe(false);
  });

  it('gives back each sentence once whole, keeps paragraph breaks, and counts what it leaves out', () => {
    const checker = createSentenceChecker(sources);
    const pieces = [
      'Time ',
      'is ours [1]',
      '. Invented',
      ' here. ',
      'So use it [1].\n\n',
      'Well [2].',
    ];
    const out = pieces.map((piece) => checker.push(piece));
    expect(out).toEqual(['', '', 'Time is ours [1]. ', '', '', 'So use it [1].\n\n']);
    expect(checker.end()).toBe('Well [2].');
    expect(checker.removed).toBe(1);
  });
});
