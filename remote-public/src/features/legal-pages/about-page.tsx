import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from './components/content-sections';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';
import { absoluteUrl, siteOrigin } from '../../lib/paths';
import { useSiteLanguage } from '../../lib/use-site-language';

export function AboutPage() {
  const { t } = useTranslation('public-info');
  const { language } = useSiteLanguage();
  const sections = t('about.sections', { returnObjects: true }) as ContentSection[];
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Lyceum',
    url: `${siteOrigin()}/`,
    description: t('about.organizationDescription'),
    sameAs: [],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: absoluteUrl(language, '/contact'),
      availableLanguage: ['English', 'French'],
    },
  };
  return (
    <PublicLayout>
      <PageMeta
        title={t('about.meta.title')}
        description={t('about.meta.description')}
        page="about"
      />
      <JsonLd data={organization} />
      <article className="ps-page ps-narrow">
        <header className="ps-page__header">
          <h1>{t('about.title')}</h1>
          <p className="ps-page__lead">{t('about.lead')}</p>
        </header>
        <ContentSections sections={sections} />
      </article>
    </PublicLayout>
  );
}
