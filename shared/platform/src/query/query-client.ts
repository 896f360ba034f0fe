import type { QueryClient } from '@tanstack/react-query';

let current: QueryClient | null = null;

/**
 * The start of every cached answer about the user's flashcards and tags (the Academy's): another
 * area that adds a card (the chat's "Add to flashcards") marks them stale with it.
 */
export const FLASHCARDS_QUERY_KEY = ['academy', 'flashcards'] as const;

/**
 * Creates the one QueryClient of the page (the host, or a remote's dev shell) and remembers it,
 * so that signing out can empty its cache. Every remote uses it through the provider. The caller
 * gives TanStack Query's class: the platform itself never loads the library, so a page that
 * makes no query (the landing) does not fetch it.
 */
export function createQueryClient(Client: typeof QueryClient): QueryClient {
  current = new Client({
    defaultOptions: {
      // The API client has already tried a passing failure again (retry-policy.ts): retries here
      // would multiply its tries and the wait before the screen says what went wrong.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return current;
}

/** Forgets every cached answer: one user's data never shows to the next. */
export function clearQueryCache(): void {
  current?.clear();
}
