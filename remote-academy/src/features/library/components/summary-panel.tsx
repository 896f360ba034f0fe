import { FLASHCARD_STATUSES } from '@lyceum/contracts/constants';
import { useErrorText } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useFlashcardsSummary } from '../api/get-flashcards-summary';
import { strengthBand } from '../cards/strength';

/** A share as a whole percentage, 0 when there is nothing to share. */
const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

/**
 * The dashboard: total cards, count and share per status, and the overall memory strength as a
 * bar coloured by band (weak, fair, strong), with the value written beside it.
 */
export function SummaryPanel() {
  const { t, i18n } = useTranslation('academy-library');
  const { t: ts } = useTranslation('academy-cards');
  const { t: tc } = useTranslation('academy');
  const errorText = useErrorText();
  const summary = useFlashcardsSummary();
  const number = new Intl.NumberFormat(i18n.language);

  let body;
  if (summary.isPending) body = <Loading text={t('summary.loading')} />;
  else if (summary.isError) {
    body = (
      <p role="alert" className="ac-error">
        {t('summary.error', { message: errorText(summary.error, tc('calls.fetch')) })}
      </p>
    );
  } else {
    const {
      total_count: total,
      status_counts: counts,
      average_memory_strength: strength,
    } = summary.data;
    const strengthPercent = Math.round(strength * 100);
    body = (
      <>
        <dl className="ac-summary__figures">
          <div className="ac-summary__figure ac-summary__figure--total">
            <dt>{t('summary.total')}</dt>
            <dd className="ac-summary__count">{number.format(total)}</dd>
          </div>
          {FLASHCARD_STATUSES.map((status) => (
            <div key={status} className={`ac-summary__figure ac-status--${status}`}>
              <dt>{ts(`status.${status}`)}</dt>
              <dd>
                <span className="ac-summary__count">{number.format(counts[status])}</span>{' '}
                <span className="ac-summary__share">
                  {t('summary.percent', { percent: percentOf(counts[status], total) })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <div className="ac-summary__strength">
          <span id="ac-strength-label">{t('summary.strength')}</span>
          <div
            className="ac-strength-bar"
            role="meter"
            aria-labelledby="ac-strength-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={strengthPercent}
            aria-valuetext={t('summary.strengthValue', { value: strengthPercent })}
          >
            <span
              className={`ac-strength-bar__fill ac-strength--${strengthBand(strength)}`}
              style={{ width: `${strengthPercent}%` }}
            />
          </div>
          <span className="ac-summary__strength-value">
            {t('summary.strengthValue', { value: strengthPercent })}
          </span>
        </div>
      </>
    );
  }
  return (
    <section className="ac-panel ac-summary" aria-labelledby="ac-summary-heading">
      <h2 id="ac-summary-heading" className="ac-panel__title">
        {t('summary.heading')}
      </h2>
      {body}
    </section>
  );
}

/** What each status means, in the order the status sort uses. */
export function StatusLegend() {
  const { t } = useTranslation('academy-library');
  const { t: ts } = useTranslation('academy-cards');
  return (
    <section className="ac-panel ac-legend" aria-labelledby="ac-legend-heading">
      <h2 id="ac-legend-heading" className="ac-panel__title">
        {t('legend.heading')}
      </h2>
      <dl className="ac-legend__list">
        {FLASHCARD_STATUSES.map((status) => (
          <div key={status} className="ac-legend__item">
            <dt>
              <span className={`ac-status ac-status--${status}`}>{ts(`status.${status}`)}</span>
            </dt>
            <dd>{t(`legend.${status}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
