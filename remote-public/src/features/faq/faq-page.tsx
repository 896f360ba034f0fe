import { useTranslation } from 'react-i18next';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { PublicLayout } from '../../components/public-layout';
import { FaqAccordion, type FaqItem } from './components/faq-accordion';

export const FAQ_CATEGORIES = ['general', 'content', 'technical'] as const;

export function FaqPage() {
  const { t } = useTranslation('public-faq');
  const categories = FAQ_CATEGORIES.map((id) => ({
    id,
    title: t(`categories.${id}.title`),
    items: t(`categories.${id}.items`, { returnObjects: true }) as FaqItem[],
  }));
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
  return (
    <PublicLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} page="faq" />
      <JsonLd data={faqPage} />
      <div className="ps-page ps-narrow">
        <header className="ps-page__header">
          <h1>{t('title')}</h1>
          <p className="ps-page__lead">{t('lead')}</p>
        </header>
        {categories.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`faq-${category.id}`}
            className="faq-category"
          >
            <h2 id={`faq-${category.id}`}>{category.title}</h2>
            <FaqAccordion idPrefix={`faq-${category.id}`} items={category.items} />
          </section>
        ))}
      </div>
    </PublicLayout>
  );
}
