import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';
import { utcDay } from './chart-data';

/** The number and date formats of the chart, in the interface language. */
export interface ProgressFormats {
  /** A whole count: `1,234`. */
  count: (value: number) => string;
  /** Minutes, at most one decimal. */
  minutes: (value: number) => string;
  /** A percentage given from 0 to 100, with one decimal: `82.5%`, `82,5 %`. */
  percent: (value: number) => string;
  /** An axis percentage, whole: `50%`. */
  axisPercent: (value: number) => string;
  /** A `YYYY-MM-DD` day, short: `Mar 12`, `12 mars`. */
  shortDay: (key: string) => string;
  /** A `YYYY-MM-DD` day with its weekday: `Tuesday, March 12`. */
  longDay: (key: string) => string;
}

export function formatsFor(language: string): ProgressFormats {
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const minutes = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  // The days are calendar days: formatted at midnight UTC in UTC, they keep their date.
  const shortDay = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const longDay = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return {
    count: (value) => count.format(value),
    minutes: (value) => minutes.format(value),
    percent: (value) => formatPercent(value / 100, language, 1),
    axisPercent: (value) => formatPercent(value / 100, language),
    shortDay: (key) => shortDay.format(utcDay(key)),
    longDay: (key) => longDay.format(utcDay(key)),
  };
}

/** `formatsFor` the current interface language, made again when it changes. */
export function useProgressFormats(): ProgressFormats {
  const { i18n } = useTranslation('academy-progress');
  const language = i18n.language;
  return useMemo(() => formatsFor(language), [language]);
}
