import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../../newsletter';
import { BackgroundPicture } from './background-picture';
import { HERO_IMAGE } from '../../../lib/hero-image';

import { FINAL_CTA_ID } from '../../../lib/section-ids';

export function FinalCtaSection() {
  const { t } = useTranslation('public-landing');
  return (
    <section
      id={FINAL_CTA_ID}
      className="landing-section landing-final"
      aria-labelledby="landing-final-title"
    >
      <BackgroundPicture image={HERO_IMAGE} className="landing-final__background" />
      <div className="ps-narrow landing-final__inner">
        <h2 id="landing-final-title">{t('finalCta.title')}</h2>
        <p className="landing-final__text">{t('finalCta.text')}</p>
        <NewsletterForm id="final-newsletter" label={t('finalCta.formLabel')} tone="dark" />
      </div>
    </section>
  );
}
