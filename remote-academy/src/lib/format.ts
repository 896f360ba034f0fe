// Intl formatters cost more to build than to use, and a page shows up to 100 cards: one per
// language and style, shared by the Academy's screens.
const percents = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

/**
 * A share between 0 and 1 as a percentage in the interface language, whole unless `decimals`
 * says ("45 %" in French, "83.3%" in English with one decimal).
 */
export function formatPercent(value: number, language: string, decimals = 0): string {
  const key = `${language}|${decimals}`;
  let format = percents.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    percents.set(key, format);
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
