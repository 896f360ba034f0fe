import { useTranslation } from 'react-i18next';

/** A placeholder where the podcasts will be. */
export function PodcastsSoon() {
  const { t } = useTranslation('chat-discover');
  return (
    <section className="chat-discover__soon" aria-labelledby="chat-discover-podcasts">
      <h2 id="chat-discover-podcasts" className="chat-discover__title">
        {t('podcasts.title')}
      </h2>
      <p className="chat-muted">{t('podcasts.text')}</p>
    </section>
  );
}
