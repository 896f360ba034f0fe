import type { BrowseIdeasBody, BrowseIdeasResponse } from '@lyceum/contracts';
import { IDEAS_PAGE_SIZE_DEFAULT } from '@lyceum/contracts/constants';
import { ApiError, apiClient } from '@lyceum/platform';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionPath, collectionsQueryKey, vectorDbQueryKey } from './collections';

export type { BrowseIdeasResponse, Idea } from '@lyceum/contracts';

/** Every cached page of one collection's ideas starts with this key. */
export const ideasQueryKey = (collection: string) =>
  [...vectorDbQueryKey, 'ideas', collection] as const;

/** The filters the browser applies: words in statements and contexts, part of a book title. */
export interface IdeaFilters {
  search: string;
  book: string;
}

/**
 * The browse call's body: a page of 20, newest first, quotes included; a blank filter is sent
 * as null (no filter).
 */
export function browseBody(page: number, filters: IdeaFilters): BrowseIdeasBody {
  return {
    page,
    page_size: IDEAS_PAGE_SIZE_DEFAULT,
    search_query: filters.search.trim() || null,
    book_filter: filters.book.trim() || null,
    sort_by: 'created_at',
    sort_order: 'desc',
    include_quotes: true,
  };
}

/** A page of a collection's ideas; failures throw `ApiError`. */
export function browseIdeas(collection: string, body: BrowseIdeasBody) {
  return apiClient
    .post(`${collectionPath(collection)}/browse`, { json: body })
    .json<BrowseIdeasResponse>();
}

/** A page of ideas; the page on screen stays while the next one loads. */
export function useBrowseIdeas(collection: string, page: number, filters: IdeaFilters) {
  const body = browseBody(page, filters);
  return useQuery({
    queryKey: [...ideasQueryKey(collection), body],
    queryFn: () => browseIdeas(collection, body),
    placeholderData: keepPreviousData,
  });
}

export async function deleteIdea(collection: string, id: number): Promise<void> {
  await apiClient.delete(`${collectionPath(collection)}/ideas/${id}`);
}

/** Why a bulk delete did not start. */
export type BulkDeleteGuard = 'noSelection' | 'noCollection';

/** What keeps a bulk delete from starting, if anything: no collection, or nothing selected. */
export function bulkDeleteGuard(
  collection: string,
  ids: readonly number[],
): BulkDeleteGuard | null {
  if (!collection) return 'noCollection';
  if (ids.length === 0) return 'noSelection';
  return null;
}

export class BulkDeleteRefused extends Error {
  readonly guard: BulkDeleteGuard;
  constructor(guard: BulkDeleteGuard) {
    super(guard);
    this.name = 'BulkDeleteRefused';
    this.guard = guard;
  }
}

export interface BulkDeleteOutcome {
  requested: number;
  deleted: number[];
  /** The ideas the server refused to delete, in the order they were asked, with its error. */
  failures: Array<{ id: number; error: unknown }>;
  /** True when the server stopped answering: the ideas not yet asked were left alone. */
  interrupted: boolean;
}

/**
 * Deletes the ideas one after the other and collects each refusal. When no answer comes at all
 * the rest is not tried, as it would fail the same way.
 */
export async function deleteIdeas(collection: string, ids: readonly number[]) {
  const guard = bulkDeleteGuard(collection, ids);
  if (guard) throw new BulkDeleteRefused(guard);
  const outcome: BulkDeleteOutcome = {
    requested: ids.length,
    deleted: [],
    failures: [],
    interrupted: false,
  };
  for (const id of ids) {
    try {
      await deleteIdea(collection, id);
      outcome.deleted.push(id);
    } catch (error) {
      if (error instanceof ApiError && error.status === null) {
        outcome.interrupted = true;
        break;
      }
      outcome.failures.push({ id, error });
    }
  }
  return outcome;
}

/** A change to a collection's ideas: its pages and the collection counts are asked again. */
function useIdeasMutation<Variables, Result>(
  collection: string,
  call: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideasQueryKey(collection) }),
        queryClient.invalidateQueries({ queryKey: collectionsQueryKey }),
      ]),
  });
}

export const useDeleteIdea = (collection: string) =>
  useIdeasMutation(collection, (id: number) => deleteIdea(collection, id));

export const useDeleteIdeas = (collection: string) =>
  useIdeasMutation(collection, (ids: readonly number[]) => deleteIdeas(collection, ids));
