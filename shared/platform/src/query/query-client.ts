import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

let current: QueryClient | null = null;

/**
 * The start of every cached answer about the user's flashcards and tags (the Academy's): another
 * area that adds a card (the chat's "Add to flashcards") marks them stale with it.
 */
export const FLASHCARDS_QUERY_KEY = ['academy', 'flashcards'] as const;

/** A refused call (4xx) will not succeed on a second try; a network error or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Creates the one QueryClient of the page (the host, or a remote's dev shell) and remembers it,
 * so that signing out can empty its cache. Every remote uses it through the provider. The caller
 * gives TanStack Query's class: the platform itself never loads the library, so a page that
 * makes no query (the landing) does not fetch it.
 */
export function createQueryClient(Client: typeof QueryClient): QueryClient {
  current = new Client({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return current;
}

/** Forgets every cached answer: one user's data never shows to the next. */
export function clearQueryCache(): void {
  current?.clear();
}
