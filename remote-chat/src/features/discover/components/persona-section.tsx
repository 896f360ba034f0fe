import { ApiError, useErrorText } from '@lyceum/platform';
import { Button, EmptyState, Loading } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { useDiscoverPersonas } from '../api/get-discover-personas';
import { PersonaCard } from './persona-card';

/** The personas to talk with: loading, failed (with Try again), none, or a grid of cards. */
export function PersonaSection() {
  const { t } = useTranslation('chat-discover');
  const errorText = useErrorText();
  const personas = useDiscoverPersonas();

  let body;
  if (personas.isPending) body = <Loading text={t('personas.loading')} />;
  else if (personas.isError) {
    // No answer at all is the network's fault; an answer that refused is the server's.
    const offline = personas.error instanceof ApiError && personas.error.status === null;
    body = (
      <div className="chat-error-box">
        <p role="alert" className="chat-error">
          {errorText(personas.error, t(offline ? 'personas.network' : 'personas.failed'))}
        </p>
        <Button
          variant="secondary"
          loading={personas.isFetching}
          onClick={() => void personas.refetch()}
        >
          {t('personas.retry')}
        </Button>
      </div>
    );
  } else if (personas.data.length === 0) {
    body = (
      <EmptyState
        level={3}
        title={t('personas.emptyTitle')}
        description={t('personas.emptyText')}
      />
    );
  } else {
    body = (
      <ul className="chat-discover__grid">
        {personas.data.map((persona) => (
          <PersonaCard key={persona.id} persona={persona} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="chat-discover-personas">
      <h2 id="chat-discover-personas" className="chat-discover__title">
        {t('personas.title')}
      </h2>
      <p className="chat-muted">{t('personas.intro')}</p>
      {body}
    </section>
  );
}
