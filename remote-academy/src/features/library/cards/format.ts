// Intl formatters cost more to build than to use, and a page shows up to 100 cards: one per
// language and style.
const percents = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

/** A share between 0 and 1 as a whole percentage in the interface language ("45 %" in French). */
export function formatPercent(value: number, language: string): string {
  let format = percents.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    percents.set(language, format);
  }
  return format.format(Math.min(1, Math.max(0, value)));
}

/** An ISO date-time as a date, with the time when `withTime`, in the interface language. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const key = `${language}|${withTime}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dates.set(key, format);
  }
  return format.format(new Date(iso));
}
