import type { BrowseIdeasBody, BrowseIdeasResponse } from '@lyceum/contracts';
import { IDEAS_PAGE_SIZE_DEFAULT } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionPath, collectionsQueryKey, vectorDbQueryKey } from './get-collections';

export type { BrowseIdeasResponse, Idea, IdeaRelation } from '@lyceum/contracts';

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

/** A change to a collection's ideas: its pages and the collection counts are asked again. */
export function useIdeasMutation<Variables, Result>(
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
