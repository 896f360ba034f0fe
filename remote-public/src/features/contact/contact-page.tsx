import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';
import { ContactForm } from './components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('public-contact');
  return (
    <PublicLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} page="contact" />
      <div className="ps-page ps-narrow">
        <header className="ps-page__header">
          <h1>{t('title')}</h1>
          <p className="ps-page__lead">{t('lead')}</p>
          <p className="ps-notice">{t('promise')}</p>
        </header>
        <ContactForm />
      </div>
    </PublicLayout>
  );
}
