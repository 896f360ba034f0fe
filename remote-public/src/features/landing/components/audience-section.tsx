import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const AUDIENCES = ['lifelongLearners', 'students'] as const;

export function AudienceSection() {
  const { t } = useTranslation('public-landing');
  return (
    <section className="landing-section landing-audience" aria-labelledby="landing-audience-title">
      <div className="ps-container">
        <h2 id="landing-audience-title">{t('audience.title')}</h2>
        <ul className="landing-grid landing-grid--2">
          {AUDIENCES.map((audience) => (
            <li key={audience} className="landing-card landing-card--audience">
              <Icon name={audience} />
              <h3>{t(`audience.items.${audience}.title`)}</h3>
              <p>{t(`audience.items.${audience}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
