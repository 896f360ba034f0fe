/** The page sizes the library offers, and the one it starts with. */
export const LIBRARY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LIBRARY_PAGE_SIZE_DEFAULT = 25;

/** At most this many numbered page buttons show at once. */
export const PAGINATION_WINDOW = 5;

/** How long a toast stays: a success briefly, an error longer. */
export const TOAST_MS = { success: 3000, error: 5000 } as const;
