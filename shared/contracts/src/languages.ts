/** The interface languages, English first (the default and the unprefixed public URLs). */
export const LANGUAGES = ['en', 'fr'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
