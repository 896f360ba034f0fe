import { useErrorText } from '@lyceum/platform';
import { Button, Loading, Page } from '@lyceum/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBulkDelete } from './api/bulk-delete';
import { useCreateTag } from './api/create-tag';
import { useDeleteFlashcard } from './api/delete-flashcard';
import { useDeleteTag } from './api/delete-tag';
import { useFlashcards } from './api/get-flashcards';
import { useTags } from './api/get-tags';
import { useUpdateFlashcard } from './api/update-flashcard';
import type { Flashcard, Tag } from '@lyceum/contracts';
import { ProgressPanel } from '../progress';
import { ConfirmDialog } from './components/confirm-dialog';
import { EditDialog, type EditValues } from './components/edit-dialog';
import { ListControls } from './components/list-controls';
import { Pagination } from './components/pagination';
import { SelectableCards } from './components/selectable-cards';
import { StatusLegend, SummaryPanel } from './components/summary-panel';
import { TagStrip } from './components/tag-strip';
import { ToastStack, useFailureToast, useToasts } from './components/toasts';
import { useLibraryView } from './hooks/use-library-query';
import './library.css';

const NO_TAGS: Tag[] = [];

/** What a confirmation dialog is asking about. */
type Pending =
  { kind: 'card'; card: Flashcard } | { kind: 'tag'; tag: Tag } | { kind: 'bulk'; ids: number[] };

/**
 * The Flashcards Library: the dashboard, the status legend, the progress panel, the tag strip,
 * the list's controls, the cards with select mode and the bulk bar, and the dialogs to edit a
 * card and to confirm deletions. Results and failures show as toasts in the user's language.
 */
export default function LibraryPage() {
  const { t } = useTranslation('academy-library');
  const { t: tc } = useTranslation('academy');
  const errorText = useErrorText();
  const { view, query, update } = useLibraryView();
  const list = useFlashcards(query);
  const tags = useTags();
  const { toasts, notify, dismiss } = useToasts();

  const updateCard = useUpdateFlashcard();
  const deleteCard = useDeleteFlashcard();
  const createTag = useCreateTag();
  const deleteTag = useDeleteTag();
  const bulkDelete = useBulkDelete();

  const [editing, setEditing] = useState<Flashcard | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const cards = useMemo(() => list.data?.flashcards ?? [], [list.data]);
  const askDeleteCard = useCallback((card: Flashcard) => setPending({ kind: 'card', card }), []);
  const askBulkDelete = useCallback((ids: number[]) => setPending({ kind: 'bulk', ids }), []);

  // A page emptied by deletions (or asked past the end) moves to the last page there is.
  const totalPages = list.data?.total_pages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && view.page > totalPages) {
      update({ page: totalPages });
    }
  }, [list.isPlaceholderData, totalPages, view.page, update]);

  const fail = useFailureToast(notify);

  const saveCard = async (values: EditValues) => {
    if (!editing) return;
    try {
      await updateCard.mutateAsync({ id: editing.id, ...values });
      setEditing(null);
      notify('success', t('toasts.updated'));
    } catch (error) {
      fail('update', error, 'update');
    }
  };

  const createNamedTag = async (name: string) => {
    try {
      await createTag.mutateAsync(name);
      notify('success', t('toasts.tagCreated'));
      return true;
    } catch (error) {
      fail('createTag', error, 'createTag');
      return false;
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'card') {
        await deleteCard.mutateAsync(pending.card.id);
        notify('success', t('toasts.deleted'));
      } else if (pending.kind === 'tag') {
        await deleteTag.mutateAsync(pending.tag.id);
        const name = pending.tag.name.toLowerCase();
        if (view.tags.includes(name)) update({ tags: view.tags.filter((tag) => tag !== name) });
        notify('success', t('toasts.tagDeleted'));
      } else {
        // The deleted cards leave the list, and with them the selection.
        const answer = await bulkDelete.mutateAsync(pending.ids);
        notify('success', t('toasts.bulkDeleted', { count: answer.count }));
      }
    } catch (error) {
      if (pending.kind === 'card') fail('delete', error, 'delete');
      else if (pending.kind === 'tag') fail('deleteTag', error, 'deleteTag');
      else fail('bulkDelete', error, 'bulkDelete');
    }
    setPending(null);
  };

  const filtered = view.status !== 'all' || view.tags.length > 0 || view.q.trim() !== '';
  let listBody;
  if (list.isPending) listBody = <Loading text={t('list.loading')} />;
  else if (list.isError) {
    listBody = (
      <div className="ac-error-box">
        <p role="alert" className="ac-error">
          {t('errors.fetch', { message: errorText(list.error, tc('calls.fetch')) })}
        </p>
        <Button variant="secondary" loading={list.isFetching} onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else {
    listBody = (
      <>
        <SelectableCards
          cards={cards}
          tags={tags.data ?? NO_TAGS}
          filtered={filtered}
          onEdit={setEditing}
          onDelete={askDeleteCard}
          onBulkDelete={askBulkDelete}
          bulkDeleting={bulkDelete.isPending}
          notify={notify}
        />
        <Pagination
          page={view.page}
          totalPages={list.data.total_pages}
          totalCount={list.data.total_count}
          pageSize={view.pageSize}
          onPage={(page) => update({ page })}
        />
      </>
    );
  }

  return (
    <Page title={tc('library.title')}>
      <div className="ac-library">
        <div className="ac-library__actions">
          <Link className="ly-button ly-button--primary" to="import">
            {t('actions.import')}
          </Link>
          <Link className="ly-button ly-button--secondary" to="challenge">
            {t('actions.challenge')}
          </Link>
        </div>
        <div className="ac-library__overview">
          <SummaryPanel />
          <StatusLegend />
          <ProgressPanel />
        </div>
        <TagStrip
          tags={tags.data}
          loading={tags.isPending}
          error={tags.isError ? tags.error : null}
          onRetry={() => void tags.refetch()}
          active={view.tags}
          onToggle={(name) =>
            update({
              tags: view.tags.includes(name)
                ? view.tags.filter((tag) => tag !== name)
                : [...view.tags, name],
            })
          }
          onClear={() => update({ tags: [] })}
          onCreate={createNamedTag}
          creating={createTag.isPending}
          onDelete={(tag) => setPending({ kind: 'tag', tag })}
        />
        <section className="ac-library__cards" aria-labelledby="ac-cards-heading">
          <h2 id="ac-cards-heading" className="ly-visually-hidden">
            {t('list.heading')}
          </h2>
          <ListControls
            q={view.q}
            sort={view.sort}
            status={view.status}
            pageSize={view.pageSize}
            onSearch={(q) => update({ q })}
            onSort={(sort) => update({ sort })}
            onStatus={(status) => update({ status })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
          {listBody}
        </section>
      </div>
      <EditDialog
        card={editing}
        saving={updateCard.isPending}
        onSave={(values) => void saveCard(values)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'tag'
            ? t('tags.confirmTitle')
            : pending?.kind === 'bulk'
              ? t('confirm.bulkDeleteTitle')
              : t('confirm.deleteCardTitle')
        }
        text={
          pending?.kind === 'tag'
            ? t('tags.confirmText', { name: pending.tag.name })
            : pending?.kind === 'bulk'
              ? t('confirm.bulkDelete', { count: pending.ids.length })
              : t('confirm.deleteCard')
        }
        confirmLabel={t('confirm.delete')}
        pending={deleteCard.isPending || deleteTag.isPending || bulkDelete.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </Page>
  );
}
