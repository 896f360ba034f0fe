import { useErrorText } from '@lyceum/platform';
import { Button, EmptyState, Loading } from '@lyceum/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCollection } from '../api/delete-collection';
import { useCollections, type Collection } from '../api/get-collections';
import { vectorDbErrorText } from '../vector-db-error';
import { CollectionCard } from './collection-card';
import { Notice, type NoticeValue } from './notice';

export interface CollectionsOverviewProps {
  onBrowse: (collection: Collection) => void;
  onImport: () => void;
  /** Where the user comes back from: that collection's Browse button, or Import, takes the focus. */
  returnedFrom?: { collection: string } | 'import' | undefined;
}

/**
 * The collections: '+ Import Checkpoint', then a loading state, an error with Try Again, the
 * empty state that leads to the import, or a grid of cards. Deleting a collection is confirmed
 * first and the list is asked again after it.
 */
export function CollectionsOverview({
  onBrowse,
  onImport,
  returnedFrom,
}: CollectionsOverviewProps) {
  const { t } = useTranslation('backoffice-vector-db');
  const errorText = useErrorText();
  const collections = useCollections();
  const deleteCollection = useDeleteCollection();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // Once the list is there, the focus goes back where the user left the overview.
  const focusTarget = useRef(returnedFrom);
  const loaded = collections.data !== undefined;
  useEffect(() => {
    const target = focusTarget.current;
    if (!loaded || !target) return;
    focusTarget.current = undefined;
    const buttons = root.current?.querySelectorAll<HTMLElement>('[data-import], [data-browse]');
    const button = [...(buttons ?? [])].find((element) =>
      target === 'import'
        ? element.dataset.import !== undefined
        : element.dataset.browse === target.collection,
    );
    button?.focus();
  }, [loaded]);

  const remove = async (collection: Collection) => {
    if (!window.confirm(t('overview.confirmDelete', { name: collection.name }))) return;
    setNotice(null);
    try {
      await deleteCollection.mutateAsync(collection.name);
      setNotice({ tone: 'success', text: t('overview.deleted', { name: collection.name }) });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: vectorDbErrorText(error, 'deleteCollection', t, errorText),
      });
    }
  };

  let body;
  if (collections.isPending) {
    body = <Loading text={t('overview.loading')} />;
  } else if (collections.isError) {
    body = (
      <div className="bo-error-box">
        <p role="alert" className="bo-error">
          {vectorDbErrorText(collections.error, 'load', t, errorText)}
        </p>
        <Button loading={collections.isFetching} onClick={() => void collections.refetch()}>
          {t('overview.tryAgain')}
        </Button>
      </div>
    );
  } else if (collections.data.length === 0) {
    body = (
      <EmptyState
        title={t('overview.emptyTitle')}
        description={t('overview.emptyText')}
        action={<Button onClick={onImport}>{t('overview.importFirst')}</Button>}
      />
    );
  } else {
    body = (
      <ul className="bo-collections" aria-label={t('overview.listLabel')}>
        {collections.data.map((collection) => (
          <CollectionCard
            key={collection.name}
            collection={collection}
            deleting={deleteCollection.isPending && deleteCollection.variables === collection.name}
            onBrowse={onBrowse}
            onDelete={(chosen) => void remove(chosen)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div ref={root} className="bo-overview">
      <div className="bo-overview__toolbar">
        <Button data-import onClick={onImport}>
          {t('overview.import')}
        </Button>
      </div>
      {notice && (
        <div className="bo-alerts">
          <Notice notice={notice} />
        </div>
      )}
      {body}
    </div>
  );
}
