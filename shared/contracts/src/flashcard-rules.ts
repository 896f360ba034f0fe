// The flashcard library's constants, shared by the API and the Academy screens; no schema library
// here, so a browser bundle can import them (`@lyceum/contracts/constants`).

/** A card's status: never reviewed, being learned, paused by the user, or well remembered. */
export const FLASHCARD_STATUSES = ['draft', 'learning', 'paused', 'mastered'] as const;
export type FlashcardStatusName = (typeof FLASHCARD_STATUSES)[number];

/** Sorts of the list: memory strength ascending (default), status in the order above, newest. */
export const FLASHCARD_SORTS = ['memory_strength', 'status', 'created'] as const;
export const FLASHCARD_SORT_DEFAULT = 'memory_strength';

/** The list call's page size when none is asked, and the largest it gives. */
export const FLASHCARD_PAGE_SIZE_DEFAULT = 10;
export const FLASHCARD_PAGE_SIZE_MAX = 100;

/** Stability (days) from which a reviewed card counts as mastered: the usual "mature" mark. */
export const MASTERED_STABILITY_DAYS = 21;

export const FLASHCARD_TEXT_MAX = 5000;
export const TAG_NAME_MAX = 100;

/** The most lines one import takes. */
export const IMPORT_MAX_LINES = 10_000;
