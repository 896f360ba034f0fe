import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const POINTS = ['structured', 'disagreement', 'transparency'] as const;

export function WhySection() {
  const { t } = useTranslation('public-landing');
  return (
    <section className="landing-section landing-why" aria-labelledby="landing-why-title">
      <div className="ps-container">
        <h2 id="landing-why-title">{t('why.title')}</h2>
        <ol className="landing-grid landing-grid--3 landing-why__list">
          {POINTS.map((point) => (
            <li key={point} className="landing-why__point">
              <Icon name={point} />
              <h3>{t(`why.points.${point}.title`)}</h3>
              <p>{t(`why.points.${point}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
