import type {
  BulkResponse,
  Flashcard,
  FlashcardListQuery,
  FlashcardListResponse,
  FlashcardSummary,
  FlashcardUpdateBody,
  ImportBody,
  ImportResponse,
  Tag,
} from '@lyceum/contracts';
import { FLASHCARDS_QUERY_KEY, apiClient } from '@lyceum/platform';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type {
  Flashcard,
  FlashcardListQuery,
  FlashcardListResponse,
  FlashcardSummary,
  ImportResponse,
  Tag,
} from '@lyceum/contracts';

/** Every cached answer about the user's cards and tags starts with this key. */
export const flashcardsKey = FLASHCARDS_QUERY_KEY;
const listKey = (query: FlashcardListQuery) => [...flashcardsKey, 'list', query] as const;
export const tagsKey = [...flashcardsKey, 'tags'] as const;

/** The query string of a list call: tags repeated, status and search left out when unset. */
export function listSearchParams(query: FlashcardListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.page_size) params.set('page_size', String(query.page_size));
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  for (const tag of query.tags ?? []) params.append('tags', tag);
  if (query.q?.trim()) params.set('q', query.q.trim());
  return params;
}

export function getFlashcards(query: FlashcardListQuery): Promise<FlashcardListResponse> {
  return apiClient
    .get('/api/flashcards', { searchParams: listSearchParams(query) })
    .json<FlashcardListResponse>();
}

/** A page of the user's cards; the previous page stays on screen while the next one loads. */
export function useFlashcards(query: FlashcardListQuery) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: () => getFlashcards(query),
    placeholderData: keepPreviousData,
  });
}

export function getTags(): Promise<Tag[]> {
  return apiClient.get('/api/flashcards/tags').json<Tag[]>();
}

/** The user's tags, alphabetically, each with how many cards carry it. */
export function useTags(enabled = true) {
  return useQuery({ queryKey: tagsKey, queryFn: getTags, enabled });
}

/**
 * A change to the user's cards or tags: on success every list, count and tag answer is asked
 * again, so the dashboard, the strip and the page agree.
 */
function useFlashcardsMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
  });
}

export const useUpdateFlashcard = () =>
  useFlashcardsMutation(({ id, ...body }: FlashcardUpdateBody & { id: number }) =>
    apiClient.put(`/api/flashcards/${id}`, { json: body }).json<Flashcard>(),
  );

export const useDeleteFlashcard = () =>
  useFlashcardsMutation(async (id: number) => {
    await apiClient.delete(`/api/flashcards/${id}`);
  });

export const useCreateTag = () =>
  useFlashcardsMutation((name: string) =>
    apiClient.post('/api/flashcards/tags', { json: { name } }).json<Tag>(),
  );

export const useDeleteTag = () =>
  useFlashcardsMutation(async (id: number) => {
    await apiClient.delete(`/api/flashcards/tags/${id}`);
  });

export const useBulkAddTag = () =>
  useFlashcardsMutation((body: { flashcard_ids: number[]; tag_name: string }) =>
    apiClient.post('/api/flashcards/bulk/add-tag', { json: body }).json<BulkResponse>(),
  );

export const useBulkRemoveTag = () =>
  useFlashcardsMutation((body: { flashcard_ids: number[]; tag_name: string }) =>
    apiClient.post('/api/flashcards/bulk/remove-tag', { json: body }).json<BulkResponse>(),
  );

export const useBulkDelete = () =>
  useFlashcardsMutation((flashcard_ids: number[]) =>
    apiClient.post('/api/flashcards/bulk/delete', { json: { flashcard_ids } }).json<BulkResponse>(),
  );

export const useImportFlashcards = () =>
  useFlashcardsMutation((body: ImportBody) =>
    apiClient.post('/api/flashcards/import', { json: body }).json<ImportResponse>(),
  );

export const summaryKey = [...flashcardsKey, 'summary'] as const;

export function getFlashcardsSummary(): Promise<FlashcardSummary> {
  return apiClient.get('/api/flashcards/summary').json<FlashcardSummary>();
}

/** The dashboard's figures: cards per status and their mean memory strength now. */
export function useFlashcardsSummary() {
  return useQuery({ queryKey: summaryKey, queryFn: getFlashcardsSummary });
}
