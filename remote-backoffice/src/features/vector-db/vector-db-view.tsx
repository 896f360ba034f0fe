import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@lyceum/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InternalView } from '../../components/internal-view';
import { CheckpointImport } from './components/checkpoint-import';
import { collectionsQueryKey, type Collection } from './api/get-collections';
import {
  CollectionsOverview,
  type CollectionsOverviewProps,
} from './components/collections-overview';
import { IdeasBrowser } from './components/ideas-browser';
import './vector-db.css';

/** The three views of vector database management, switched without a route change. */
type Screen =
  | { view: 'overview'; returnedFrom?: CollectionsOverviewProps['returnedFrom'] }
  | { view: 'browse'; collection: Collection }
  | { view: 'import' };

/**
 * Vector Database Management: the collections overview, a collection's ideas browser and the
 * checkpoint import, under one heading with the way back to the dashboard. Each view keeps its own
 * state, so leaving the browser empties its selection.
 */
export function VectorDbView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<Screen>({ view: 'overview' });

  let body;
  if (screen.view === 'browse') {
    const { collection } = screen;
    body = (
      <IdeasBrowser
        key={collection.name}
        collection={collection}
        onBack={() =>
          setScreen({ view: 'overview', returnedFrom: { collection: collection.name } })
        }
      />
    );
  } else if (screen.view === 'import') {
    body = (
      <ImportView
        onViewCollections={() => {
          // An import adds collections: the overview asks for them again.
          void queryClient.invalidateQueries({ queryKey: collectionsQueryKey });
          setScreen({ view: 'overview', returnedFrom: 'import' });
        }}
      />
    );
  } else {
    body = (
      <CollectionsOverview
        returnedFrom={screen.returnedFrom}
        onBrowse={(collection) => setScreen({ view: 'browse', collection })}
        onImport={() => setScreen({ view: 'import' })}
      />
    );
  }

  return (
    <InternalView
      title={t('vectorDb.title')}
      subtitle={t('vectorDb.subtitle')}
      backLabel={t('vectorDb.back')}
      onBack={onBack}
    >
      {body}
    </InternalView>
  );
}

/** The checkpoint import wizard, with a way back to the collections; it takes the focus. */
function ImportView({ onViewCollections }: { onViewCollections: () => void }) {
  const { t } = useTranslation('backoffice-vector-db');
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <section ref={region} tabIndex={-1} className="bo-import" aria-label={t('import.label')}>
      <div className="bo-subview-header bo-subview-header--end">
        <Button variant="secondary" onClick={onViewCollections}>
          {t('backToCollections')}
        </Button>
      </div>
      <CheckpointImport onViewCollections={onViewCollections} />
    </section>
  );
}
