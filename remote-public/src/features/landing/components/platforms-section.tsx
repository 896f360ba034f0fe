import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../scroll-to-section';
import { EARLY_ACCESS_ID } from '../../../lib/section-ids';

export function PlatformsSection() {
  const { t } = useTranslation('public-landing');
  return (
    <section
      className="landing-section landing-platforms"
      aria-labelledby="landing-platforms-title"
    >
      <div className="ps-container">
        <h2 id="landing-platforms-title">{t('platforms.title')}</h2>
        <p className="landing-section__intro">{t('platforms.text')}</p>
        <ul className="landing-badges">
          {(['googlePlay', 'appStore'] as const).map((store) => (
            <li key={store} className="landing-badge landing-badge--soon">
              <span className="landing-badge__store">{t(`platforms.${store}`)}</span>
              <span className="landing-badge__status">{t('platforms.comingSoon')}</span>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="landing-badge landing-badge--live"
              onClick={() => scrollToSection(EARLY_ACCESS_ID)}
              title={t('platforms.webAppHint')}
            >
              <span className="landing-badge__store">{t('platforms.webApp')}</span>
              <span className="landing-badge__status">{t('platforms.launch')}</span>
            </button>
          </li>
        </ul>
      </div>
    </section>
  );
}
