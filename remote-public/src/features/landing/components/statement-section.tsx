import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../scroll-to-section';
import { FINAL_CTA_ID } from '../../../lib/section-ids';

export function StatementSection() {
  const { t } = useTranslation('public-landing');
  return (
    <section
      className="landing-section landing-statement"
      aria-labelledby="landing-statement-title"
    >
      <div className="ps-narrow">
        <h2 id="landing-statement-title">{t('statement.title')}</h2>
        <p className="landing-statement__text">{t('statement.text')}</p>
        <button type="button" className="ps-button" onClick={() => scrollToSection(FINAL_CTA_ID)}>
          {t('statement.button')}
        </button>
      </div>
    </section>
  );
}
