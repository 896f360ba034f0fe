import type { LearningStatsEntry } from '@lyceum/contracts';
import { chartDays, dayKey, labelledDays, lastDays, summarize, volumeTicks } from './chart-data';
import { formatsFor } from './formats';

const entry = (date: string, fields: Partial<LearningStatsEntry> = {}): LearningStatsEntry => ({
  date,
  accuracy_percentage: 80,
  total_cards: 10,
  session_duration_minutes: 5,
  session_count: 1,
  ...fields,
});

describe('lastDays', () => {
  test('gives the days ending today, oldest first, across month and year ends', () => {
    expect(lastDays(3, new Date(2025, 0, 2, 23, 30))).toEqual([
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
    const span = lastDays(30, new Date(2024, 2, 15, 0, 5));
    expect(span).toHaveLength(30);
    expect(span[0]).toBe('2024-02-15');
    expect(span.at(-1)).toBe('2024-03-15');
    expect(new Set(span).size).toBe(30);
  });

  test('counts calendar days in the browser time zone, whatever the hour', () => {
    expect(lastDays(3, new Date(2024, 2, 31, 0, 0))).toEqual(
      lastDays(3, new Date(2024, 2, 31, 23, 59)),
    );
    expect(lastDays(1, new Date(2024, 2, 31, 23, 59))).toEqual(['2024-03-31']);
    expect(dayKey(new Date(2024, 9, 27, 0, 0))).toBe('2024-10-27');
  });
});

describe('chartDays', () => {
  const span = ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04'];

  test('gives every day of the span, empty where there were no sessions', () => {
    const days = chartDays(
      [entry('2024-03-02', { accuracy_percentage: 62.5 }), entry('2024-03-04', { total_cards: 4 })],
      span,
    );
    expect(days.map((day) => [day.date, day.accuracy, day.cards])).toEqual([
      ['2024-03-01', null, 0],
      ['2024-03-02', 62.5, 10],
      ['2024-03-03', null, 0],
      ['2024-03-04', 80, 4],
    ]);
  });

  test('a day without a card answered has no accuracy, and days outside the span are left out', () => {
    const days = chartDays(
      [
        entry('2024-02-29'),
        entry('2024-03-01', { total_cards: 0, accuracy_percentage: 0 }),
        entry('2024-03-05'),
      ],
      span,
    );
    expect(days[0]!.entry).not.toBeNull();
    expect(days[0]!.accuracy).toBeNull();
    expect(days.filter((day) => day.entry)).toHaveLength(1);
  });
});

describe('summarize', () => {
  const span = lastDays(5, new Date(2024, 4, 10));

  test('adds up sessions, days, cards and minutes; accuracy is weighted by cards', () => {
    const summary = summarize(
      chartDays(
        [
          entry(span[0]!, { accuracy_percentage: 50, total_cards: 10, session_count: 2 }),
          entry(span[2]!, {
            accuracy_percentage: 100,
            total_cards: 30,
            session_duration_minutes: 12.25,
          }),
          entry(span[4]!, { accuracy_percentage: 0, total_cards: 0, session_duration_minutes: 1 }),
        ],
        span,
      ),
    );
    expect(summary).toEqual({
      sessions: 4,
      days: 3,
      cards: 40,
      minutes: 18.3,
      accuracy: 87.5,
      accuracyRange: [50, 100],
      cardsMax: 30,
    });
  });

  test('rounds the accuracy to one decimal', () => {
    const summary = summarize(
      chartDays(
        [
          entry(span[0]!, { accuracy_percentage: 33.3, total_cards: 3 }),
          entry(span[1]!, { accuracy_percentage: 100, total_cards: 1 }),
        ],
        span,
      ),
    );
    expect(summary.accuracy).toBe(50);
    expect(
      summarize(chartDays([entry(span[0]!, { accuracy_percentage: 66.7, total_cards: 3 })], span))
        .accuracy,
    ).toBe(66.7);
  });

  test('has no accuracy when no card was answered, and nothing without sessions', () => {
    const none = summarize(chartDays([entry(span[1]!, { total_cards: 0 })], span));
    expect(none.accuracy).toBeNull();
    expect(none.accuracyRange).toBeNull();
    expect(summarize(chartDays([], span))).toEqual({
      sessions: 0,
      days: 0,
      cards: 0,
      minutes: 0,
      accuracy: null,
      accuracyRange: null,
      cardsMax: 0,
    });
  });
});

describe('volumeTicks', () => {
  test.each([
    [0, [0, 1, 2, 3, 4, 5]],
    [3, [0, 1, 2, 3, 4, 5]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 2, 4, 6, 8, 10]],
    [37, [0, 10, 20, 30, 40]],
    [100, [0, 20, 40, 60, 80, 100]],
    [120, [0, 50, 100, 150]],
    [999, [0, 200, 400, 600, 800, 1000]],
  ])('most %i cards on a day → %j', (most, ticks) => {
    expect(volumeTicks(most)).toEqual(ticks);
  });

  test('always reaches the most cards, in at most five whole steps', () => {
    for (let most = 0; most <= 2000; most += 7) {
      const ticks = volumeTicks(most);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(most);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});

describe('labelledDays', () => {
  const span = lastDays(30, new Date(2024, 5, 30));

  test('labels every day when they all fit', () => {
    expect(labelledDays(span, 40)).toEqual(span);
  });

  test('labels at most as many days as fit, evenly, always today', () => {
    for (const most of [1, 2, 4, 7, 13, 29]) {
      const labelled = labelledDays(span, most);
      expect(labelled.length).toBeLessThanOrEqual(most);
      expect(labelled.at(-1)).toBe(span.at(-1));
    }
    expect(labelledDays(span, 4)).toEqual([span[5], span[13], span[21], span[29]]);
    expect(labelledDays(span, 0)).toEqual([span[29]]);
  });
});

describe('formatsFor', () => {
  test('formats percentages with one decimal and days in the language', () => {
    const en = formatsFor('en');
    expect(en.percent(82.5)).toBe('82.5%');
    expect(en.percent(100)).toBe('100.0%');
    expect(en.axisPercent(50)).toBe('50%');
    expect(en.count(1234)).toBe('1,234');
    expect(en.shortDay('2024-03-05')).toBe('Mar 5');
    expect(en.longDay('2024-03-05')).toBe('Tuesday, March 5');
    const fr = formatsFor('fr');
    // A no-break space before the sign; which one depends on the ICU data.
    expect(fr.percent(82.5)).toMatch(/^82,5[\u00a0\u202f]%$/);
    expect(fr.shortDay('2024-03-05')).toBe('5 mars');
    expect(fr.minutes(12.25)).toBe('12,3');
  });
});
