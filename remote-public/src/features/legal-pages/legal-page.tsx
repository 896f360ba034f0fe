import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from './components/content-sections';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';

type LegalDocument = 'privacy' | 'terms' | 'cookies';

function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('public-legal');
  const { t: tSite } = useTranslation('public-site');
  const sections = t(`${document}.sections`, { returnObjects: true }) as ContentSection[];
  return (
    <PublicLayout>
      <PageMeta
        title={t(`${document}.meta.title`)}
        description={t(`${document}.meta.description`)}
        page={document}
      />
      <article className="ps-page ps-narrow">
        <header className="ps-page__header">
          <h1>{t(`${document}.title`)}</h1>
          <p className="ps-page__lead">{t(`${document}.lead`)}</p>
          <p>{tSite('lastUpdated', { date: t('updated') })}</p>
        </header>
        <ContentSections sections={sections} />
      </article>
    </PublicLayout>
  );
}

export const PrivacyPage = () => <LegalPage document="privacy" />;
export const TermsPage = () => <LegalPage document="terms" />;
export const CookiesPage = () => <LegalPage document="cookies" />;
