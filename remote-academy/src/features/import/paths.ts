// Absolute paths: the host mounts the Academy at /flashcards.

/** The flashcards library, where a finished import leads. */
export const LIBRARY_PATH = '/flashcards';

/** This page, where signing in leads back to. */
export const IMPORT_PATH = '/flashcards/import';
