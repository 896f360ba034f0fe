import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';
import { HeroSection } from './components/hero-section';
import { LaterSections } from './components/later-sections';
import './landing.css';

/**
 * The landing: hero with the e-mail form, statement, features, why Lyceum is different, devices,
 * audiences, then the final call to action with the second form.
 */
export function LandingPage() {
  const { t } = useTranslation('public-landing');
  return (
    <PublicLayout className="landing">
      <PageMeta title={t('meta.title')} description={t('meta.description')} page="landing" />
      <HeroSection />
      <LaterSections />
    </PublicLayout>
  );
}
