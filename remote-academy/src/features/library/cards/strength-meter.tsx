import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { strengthBand, strengthPercent } from './strength';

/**
 * A memory strength (0–1) as a short bar coloured by band, with the percentage written beside
 * it so the colour is never the only cue; screen readers get one sentence with the band's name.
 */
export function StrengthMeter({ value }: { value: number }) {
  const { t, i18n } = useTranslation('academy-cards');
  const band = strengthBand(value);
  const percent = formatPercent(value, i18n.language);
  return (
    <span className={`ac-strength ac-strength--${band}`}>
      <span className="ac-strength__track" aria-hidden="true">
        <span className="ac-strength__fill" style={{ width: `${strengthPercent(value)}%` }} />
      </span>
      <span className="ac-strength__value" aria-hidden="true">
        {percent}
      </span>
      <span className="ly-visually-hidden">
        {t('strength.text', { percent, band: t(`strength.${band}`) })}
      </span>
    </span>
  );
}
