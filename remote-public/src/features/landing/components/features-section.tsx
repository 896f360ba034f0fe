import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export const FEATURES = [
  'guidedCourses',
  'dialogicPersonas',
  'counterpoints',
  'learningIntegration',
  'sourceTransparency',
  'crossPerspective',
] as const;

export function FeaturesSection() {
  const { t } = useTranslation('public-landing');
  return (
    <section className="landing-section landing-features" aria-labelledby="landing-features-title">
      <div className="ps-container">
        <h2 id="landing-features-title">{t('features.title')}</h2>
        <p className="landing-section__intro">{t('features.intro')}</p>
        <ul className="landing-grid landing-grid--3">
          {FEATURES.map((feature) => (
            <li key={feature} className="landing-card">
              <Icon name={feature} />
              <h3>{t(`features.items.${feature}.title`)}</h3>
              <p>{t(`features.items.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
