import { useTranslation } from 'react-i18next';
import type { ChartDay } from '../chart-data';
import type { ProgressFormats } from '../formats';

/**
 * The chart's figures for screen readers: one row per day with sessions (date, accuracy, cards,
 * minutes, sessions), in a table that is hidden visually but stays in the accessibility tree.
 */
export function ProgressTable({
  days,
  formats,
}: {
  /** Every day of the span, oldest first. */
  days: readonly ChartDay[];
  formats: ProgressFormats;
}) {
  const { t } = useTranslation('academy-progress');
  return (
    // The wrapper hides it: a table keeps its content's width whatever width it is given, so the
    // hiding class on the table itself would leave it widening a narrow page.
    <div className="ly-visually-hidden">
      <table>
        <caption>{t('table.caption', { days: days.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.date')}</th>
            <th scope="col">{t('table.accuracy')}</th>
            <th scope="col">{t('table.cards')}</th>
            <th scope="col">{t('table.minutes')}</th>
            <th scope="col">{t('table.sessions')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ date, entry, accuracy }) =>
            entry ? (
              <tr key={date}>
                <th scope="row">{formats.longDay(date)}</th>
                <td>{accuracy === null ? t('table.noAccuracy') : formats.percent(accuracy)}</td>
                <td>{formats.count(entry.total_cards)}</td>
                <td>{formats.minutes(entry.session_duration_minutes)}</td>
                <td>{formats.count(entry.session_count)}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </div>
  );
}
