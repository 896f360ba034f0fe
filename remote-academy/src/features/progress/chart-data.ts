// The progress chart's data, shaped without React: the days of the span, the figures of each
// day, the axes' domains and ticks, and the totals of the summary line.
import type { LearningStatsEntry } from '@lyceum/contracts';

/** One day of the span; `entry` is absent on a day without sessions. */
export interface ChartDay {
  /** `YYYY-MM-DD`, in the learner's time zone. */
  date: string;
  entry: LearningStatsEntry | null;
  /** The day's accuracy in percent; null without sessions or without a card answered. */
  accuracy: number | null;
  /** Cards studied that day, 0 without sessions. */
  cards: number;
}

export interface ChartSummary {
  sessions: number;
  /** Days with at least one session. */
  days: number;
  cards: number;
  minutes: number;
  /**
   * Right-first-time cards over all cards of the span, in percent with one decimal: each day's
   * accuracy weighted by its cards. Null when no card was answered.
   */
  accuracy: number | null;
  /** The lowest and highest accuracy of a day, null when no day has one. */
  accuracyRange: readonly [number, number] | null;
  /** The most cards studied on one day. */
  cardsMax: number;
}

/** The accuracy axis always runs from 0 to 100 %, a line every quarter. */
export const ACCURACY_TICKS = [0, 25, 50, 75, 100] as const;
/** The volume axis shows at most this many steps above zero. */
const VOLUME_STEPS_MAX = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's day in the browser's time zone, as `YYYY-MM-DD`. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The `count` days ending with `today` (browser time zone), oldest first. */
export function lastDays(count: number, today: Date = new Date()): string[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  return Array.from({ length: count }, (_, index) =>
    dayKey(new Date(year, month, day - (count - 1 - index))),
  );
}

/** Midnight UTC of a `YYYY-MM-DD` day, to format it with `timeZone: 'UTC'` and keep its date. */
export const utcDay = (key: string) => new Date(`${key}T00:00:00Z`);

/** Every day of the span with its figures; entries dated outside the span are left out. */
export function chartDays(entries: readonly LearningStatsEntry[], span: readonly string[]) {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  return span.map((date): ChartDay => {
    const entry = byDate.get(date) ?? null;
    return {
      date,
      entry,
      accuracy: entry && entry.total_cards > 0 ? entry.accuracy_percentage : null,
      cards: entry?.total_cards ?? 0,
    };
  });
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** The totals of the days with sessions. */
export function summarize(days: readonly ChartDay[]): ChartSummary {
  let sessions = 0;
  let active = 0;
  let cards = 0;
  let minutes = 0;
  let weighted = 0;
  let cardsMax = 0;
  let low = Infinity;
  let high = -Infinity;
  for (const { entry, accuracy } of days) {
    if (!entry) continue;
    active += 1;
    sessions += entry.session_count;
    cards += entry.total_cards;
    minutes += entry.session_duration_minutes;
    cardsMax = Math.max(cardsMax, entry.total_cards);
    if (accuracy !== null) {
      weighted += accuracy * entry.total_cards;
      low = Math.min(low, accuracy);
      high = Math.max(high, accuracy);
    }
  }
  return {
    sessions,
    days: active,
    cards,
    minutes: roundTo1(minutes),
    accuracy: cards > 0 ? roundTo1(weighted / cards) : null,
    accuracyRange: low <= high ? [low, high] : null,
    cardsMax,
  };
}

/**
 * The volume axis: from 0 to a round maximum at or above `most`, in at most five equal whole
 * steps of 1, 2 or 5 times a power of ten. Below five cards the axis still reaches 5.
 */
export function volumeTicks(most: number): number[] {
  const top = Math.max(most, VOLUME_STEPS_MAX);
  const rough = top / VOLUME_STEPS_MAX;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough)!;
  const max = Math.ceil(top / step) * step;
  return Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
}

/**
 * The days labelled on the time axis: at most `most` of them, evenly spaced, counted back from
 * the last day so that today always has its label.
 */
export function labelledDays(span: readonly string[], most: number): string[] {
  const step = Math.max(1, Math.ceil(span.length / Math.max(1, most)));
  const picked: string[] = [];
  for (let index = span.length - 1; index >= 0; index -= step) picked.unshift(span[index]!);
  return picked;
}
