import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { NewsletterForm } from '../../newsletter';
import { BackgroundPicture } from './background-picture';
import { HERO_IMAGE } from '../../../lib/hero-image';
import { useTypewriter } from '../hooks/use-typewriter';

import { EARLY_ACCESS_ID } from '../../../lib/section-ids';

/**
 * The typed verb and its caret, on their own: each keystroke of the animation re-renders these
 * spans only, not the hero with its picture and form. The caret blinks while a typed word rests.
 */
function TypedVerb() {
  const { t } = useTranslation('public-landing');
  const reducedMotion = useReducedMotion();
  // A new list only when the language changes (react-i18next gives a new `t` for each language).
  const verbs = useMemo(() => t('hero.verbs', { returnObjects: true }) as string[], [t]);
  const { text, resting } = useTypewriter(verbs, !reducedMotion);
  return (
    <>
      <span className="landing-hero__typed" data-testid="hero-typed">
        {text}
      </span>
      <span
        className={`landing-hero__cursor${resting ? ' landing-hero__cursor--blink' : ''}`}
        data-testid="hero-caret"
      />
    </>
  );
}

export function HeroSection() {
  const { t } = useTranslation('public-landing');

  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <BackgroundPicture image={HERO_IMAGE} className="landing-hero__background" priority />
      <div className="ps-container landing-hero__content">
        <p className="landing-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="landing-hero-title" className="landing-hero__title">
          <span className="ps-sr-only">{t('hero.srTitle')}</span>
          <span aria-hidden="true" className="landing-hero__typed-line">
            <TypedVerb />
          </span>
          <span aria-hidden="true" className="landing-hero__object">
            {t('hero.object')}
          </span>
        </h1>
        <p className="landing-hero__subtitle">{t('hero.subtitle')}</p>
        <div id={EARLY_ACCESS_ID} className="landing-hero__form">
          <h2 className="landing-hero__form-title">{t('hero.formTitle')}</h2>
          <NewsletterForm id="hero-newsletter" label={t('hero.formLabel')} tone="dark" />
        </div>
      </div>
    </section>
  );
}
