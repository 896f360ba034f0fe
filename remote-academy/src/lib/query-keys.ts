import { FLASHCARDS_QUERY_KEY } from '@lyceum/platform';

/** Every cached answer about the user's cards and tags starts with this key. */
export const flashcardsKey = FLASHCARDS_QUERY_KEY;

/** Every cached answer about the user's learning sessions starts with this key. */
export const learningKey = ['academy', 'learning-sessions'] as const;
