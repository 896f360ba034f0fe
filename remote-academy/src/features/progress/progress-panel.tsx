import { LEARNING_STATS_DAYS_DEFAULT } from '@lyceum/contracts/constants';
import { useErrorText } from '@lyceum/platform';
import { Button, EmptyState, Loading } from '@lyceum/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearningStats } from './api/get-learning-stats';
import type { LearningStatsEntry } from '@lyceum/contracts';
import { chartDays, lastDays, summarize, type ChartDay, type ChartSummary } from './chart-data';
import { useProgressFormats, type ProgressFormats } from './formats';
import { ModeSwitch, type ChartMode } from './components/mode-switch';
import { ProgressChart } from './components/progress-chart';
import { ProgressTable } from './components/progress-table';
import './progress.css';

const SPAN = LEARNING_STATS_DAYS_DEFAULT;

/**
 * The library's learning-progress panel: the learner's sessions over the last days, per day, as
 * a chart of accuracy or of cards studied (a radio group switches), a summary line under it and
 * the same figures as a table for screen readers. While the stats load it says so; a failure
 * shows with a retry; without sessions it invites the learner to take a challenge.
 */
export function ProgressPanel() {
  const { t } = useTranslation('academy-progress');
  const errorText = useErrorText();
  const stats = useLearningStats(SPAN);
  const [mode, setMode] = useState<ChartMode>('accuracy');
  const hasData = stats.isSuccess && stats.data.length > 0;

  let body;
  if (stats.isPending) body = <Loading text={t('loading')} />;
  else if (stats.isError) {
    body = (
      <div className="ac-error-box">
        <p role="alert" className="ac-error">
          {t('error', { message: errorText(stats.error, t('errorFallback')) })}
        </p>
        <Button variant="secondary" loading={stats.isFetching} onClick={() => void stats.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!hasData) {
    body = <EmptyState level={3} title={t('empty.title')} description={t('empty.text')} />;
  } else {
    body = <ProgressBody entries={stats.data} mode={mode} />;
  }

  return (
    <section className="ac-panel ac-progress" aria-labelledby="ac-progress-heading">
      <div className="ac-panel__head ac-progress__head">
        <h2 id="ac-progress-heading" className="ac-panel__title">
          {t('heading', { days: SPAN })}
        </h2>
        {hasData && <ModeSwitch mode={mode} onChange={setMode} />}
      </div>
      {body}
    </section>
  );
}

/** The chart, its summary line and its table, for the stats received. */
function ProgressBody({
  entries,
  mode,
}: {
  entries: readonly LearningStatsEntry[];
  mode: ChartMode;
}) {
  const formats = useProgressFormats();
  // The span ends today: it is worked out again with each answer of the server.
  const days = useMemo(() => chartDays(entries, lastDays(SPAN)), [entries]);
  const summary = useMemo(() => summarize(days), [days]);
  const { chartLabel, summaryLine } = useTexts(days, summary, formats);
  return (
    <>
      <ProgressChart days={days} mode={mode} label={chartLabel(mode)} formats={formats} />
      <p className="ac-progress__summary">{summaryLine}</p>
      <ProgressTable days={days} formats={formats} />
    </>
  );
}

/** The chart's accessible name in each mode, and the summary line, in the interface language. */
function useTexts(days: readonly ChartDay[], summary: ChartSummary, formats: ProgressFormats) {
  const { t } = useTranslation('academy-progress');
  const counted = (key: 'sessions' | 'days' | 'cards', count: number) =>
    t(`count.${key}`, { count, value: formats.count(count) });

  const latest = days.findLast((day) => day.accuracy !== null);
  const chartLabel = (mode: ChartMode) => {
    if (mode === 'volume') {
      return t('chart.volume', {
        days: days.length,
        cards: counted('cards', summary.cards),
        most: formats.count(summary.cardsMax),
      });
    }
    if (!summary.accuracyRange || !latest) return t('chart.accuracyNone', { days: days.length });
    return t('chart.accuracy', {
      days: days.length,
      low: formats.percent(summary.accuracyRange[0]),
      high: formats.percent(summary.accuracyRange[1]),
      latest: formats.percent(latest.accuracy!),
      date: formats.longDay(latest.date),
    });
  };

  const parts = {
    sessions: counted('sessions', summary.sessions),
    days: counted('days', summary.days),
    cards: counted('cards', summary.cards),
  };
  const summaryLine =
    summary.accuracy === null
      ? t('summary.lineNoAccuracy', parts)
      : t('summary.line', { ...parts, accuracy: formats.percent(summary.accuracy) });
  return { chartLabel, summaryLine };
}
