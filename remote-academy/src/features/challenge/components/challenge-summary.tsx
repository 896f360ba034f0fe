import { useLanguage } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, successRate, type QueueTally } from '../challenge-queue';
import { formatPercent } from '../../../lib/format';

export interface ChallengeSummaryProps {
  tally: QueueTally;
  seconds: number;
  onNewChallenge: () => void;
  onLibrary: () => void;
}

/** A success rate in percent with one decimal, in the interface language ("83,3 %" in French). */
export const formatRate = (percent: number, language: string): string =>
  formatPercent(percent / 100, language, 1);

/**
 * The end of a session: the cards, those right the first time, the success rate, every answer
 * given and the time; then a new challenge or the library. The heading takes the focus, so the
 * end is announced.
 */
export function ChallengeSummary({
  tally,
  seconds,
  onNewChallenge,
  onLibrary,
}: ChallengeSummaryProps) {
  const { t } = useTranslation('academy-challenge');
  const { language } = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const number = new Intl.NumberFormat(language);

  useEffect(() => headingRef.current?.focus(), []);

  const figures: [string, string][] = [
    [t('done.cards'), number.format(tally.answered)],
    [t('done.rightFirstTime'), number.format(tally.rightFirstTime)],
    [t('done.rate'), formatRate(successRate(tally), language)],
    [t('done.answers'), number.format(tally.answers)],
    [t('done.time'), formatClock(seconds)],
  ];

  return (
    <section className="ac-challenge-done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="ac-challenge__heading">
        {t('done.heading')}
      </h2>
      <dl className="ac-challenge-done__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="ac-challenge-done__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="ac-challenge__actions">
        <Button onClick={onNewChallenge}>{t('done.newChallenge')}</Button>
        <Button variant="secondary" onClick={onLibrary}>
          {t('done.library')}
        </Button>
      </div>
    </section>
  );
}
