import { useErrorText } from '@lyceum/platform';
import { Button, EmptyState, Loading } from '@lyceum/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collection } from '../api/get-collections';
import { useBrowseIdeas, type Idea, type IdeaFilters as Filters } from '../api/browse-ideas';
import { useDeleteIdea } from '../api/delete-idea';
import { bulkDeleteGuard, useDeleteIdeas, type BulkDeleteOutcome } from '../api/delete-ideas';
import { vectorDbErrorText } from '../vector-db-error';
import { BulkBar } from './bulk-bar';
import { IdeaCard } from './idea-card';
import { IdeaFilters } from './idea-filters';
import { Notice, type NoticeValue } from './notice';
import { Pager } from './pager';

/** A bulk delete's failures list at most this many reasons. */
const MAX_REASONS = 3;

const NO_FILTERS: Filters = { search: '', book: '' };
const NOTHING_SELECTED: ReadonlySet<number> = new Set();

export interface IdeasBrowserProps {
  collection: Collection;
  onBack: () => void;
}

/**
 * A collection's ideas, 20 a page, newest first, with the search and book filters, the bulk bar,
 * one card per idea and the pager. The selection belongs to the page on screen: a new page, new
 * filters or leaving the browser empties it. The page shown stays while the next one loads.
 */
export function IdeasBrowser({ collection, onBack }: IdeasBrowserProps) {
  const { t } = useTranslation('backoffice-vector-db');
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(NOTHING_SELECTED);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const ideas = useBrowseIdeas(collection.name, page, filters);
  const deleteIdea = useDeleteIdea(collection.name);
  const deleteIdeas = useDeleteIdeas(collection.name);

  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // A page emptied by deletions (or past the end) moves to the last page there is.
  const totalPages = ideas.data?.total_pages;
  useEffect(() => {
    if (ideas.isPlaceholderData || totalPages === undefined) return;
    const last = Math.max(1, totalPages);
    if (page > last) setPage(last);
  }, [ideas.isPlaceholderData, totalPages, page]);

  const goTo = (next: number) => {
    setSelected(NOTHING_SELECTED);
    setPage(next);
  };

  const apply = (next: Filters) => {
    setSelected(NOTHING_SELECTED);
    const unchanged = next.search === filters.search && next.book === filters.book;
    // The same filters on page 1 ask the server again, as the button promises.
    if (unchanged && page === 1) void ideas.refetch();
    setFilters(next);
    setPage(1);
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const removeIdea = async (idea: Idea) => {
    if (!window.confirm(t('idea.confirmDelete'))) return;
    setNotice(null);
    try {
      await deleteIdea.mutateAsync(idea.id);
      setSelected((current) => new Set([...current].filter((id) => id !== idea.id)));
    } catch (error) {
      setNotice({ tone: 'error', text: vectorDbErrorText(error, 'deleteIdea', t, errorText) });
    }
  };

  const bulkNotice = (outcome: BulkDeleteOutcome): NoticeValue => {
    const { requested, deleted, failures } = outcome;
    if (outcome.interrupted) return { tone: 'error', text: t('errors.bulkDelete.network') };
    if (failures.length === 0) {
      return { tone: 'success', text: t('bulk.done', { count: deleted.length }) };
    }
    const reasons = failures
      .slice(0, MAX_REASONS)
      .map(({ id, error }) =>
        t('bulk.reason', { id, reason: vectorDbErrorText(error, 'deleteIdea', t, errorText) }),
      );
    const text =
      deleted.length === 0
        ? t('bulk.allFailed', { count: requested })
        : t('bulk.partial', { count: deleted.length, failed: failures.length });
    return { tone: 'error', text, reasons };
  };

  const removeSelected = async () => {
    const ids = [...selected];
    const guard = bulkDeleteGuard(collection.name, ids);
    if (guard) {
      setNotice({ tone: 'error', text: t(`errors.${guard}`) });
      return;
    }
    if (!window.confirm(t('bulk.confirm', { count: ids.length }))) return;
    setNotice(null);
    const outcome = await deleteIdeas.mutateAsync(ids);
    // What could not be deleted stays selected, ready for another try.
    const done = new Set(outcome.deleted);
    setSelected(new Set(ids.filter((id) => !done.has(id))));
    setNotice(bulkNotice(outcome));
  };

  let body;
  if (ideas.isPending) {
    body = <Loading text={t('browse.loading')} />;
  } else if (!ideas.data) {
    body = (
      <Button variant="secondary" loading={ideas.isFetching} onClick={() => void ideas.refetch()}>
        {t('overview.tryAgain')}
      </Button>
    );
  } else if (ideas.data.ideas.length === 0) {
    body = <EmptyState title={t('browse.empty')} level={3} />;
  } else {
    const shown = ideas.data.ideas;
    body = (
      <>
        <BulkBar
          total={shown.length}
          selected={selected.size}
          deleting={deleteIdeas.isPending}
          onSelectAll={() => setSelected(new Set(shown.map((idea) => idea.id)))}
          onClear={() => setSelected(NOTHING_SELECTED)}
          onDelete={() => void removeSelected()}
        />
        <ul
          className="bo-ideas"
          aria-label={t('browse.listLabel')}
          aria-busy={ideas.isPlaceholderData || undefined}
        >
          {shown.map((idea) => (
            <IdeaCard
              key={idea.id}
              idea={idea}
              selected={selected.has(idea.id)}
              deleting={deleteIdea.isPending && deleteIdea.variables === idea.id}
              onToggle={toggle}
              onDelete={(chosen) => void removeIdea(chosen)}
            />
          ))}
        </ul>
        <Pager page={page} totalPages={ideas.data.total_pages} onPage={goTo} />
      </>
    );
  }

  return (
    <section className="bo-browser" aria-labelledby={headingId}>
      <div className="bo-subview-header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="bo-subview-title">
          {t('browse.title', { author: collection.author })}
        </h2>
        <Button variant="secondary" onClick={onBack}>
          {t('backToCollections')}
        </Button>
      </div>
      <IdeaFilters applied={filters} onApply={apply} />
      <div className="bo-alerts">
        {ideas.isError && (
          <p role="alert" className="bo-error">
            {vectorDbErrorText(ideas.error, 'browse', t, errorText)}
          </p>
        )}
        {notice && <Notice notice={notice} />}
      </div>
      {body}
    </section>
  );
}
