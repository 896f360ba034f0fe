import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@lyceum/contracts';

/**
 * The language a signed-in reader reads in: the one the call asks for, else the user's preferred
 * language, else the default.
 */
export function readerLanguage(
  asked: LanguageCode | undefined,
  user: { preferred_language: string } | null,
): LanguageCode {
  if (asked) return asked;
  return user && isLanguageCode(user.preferred_language)
    ? user.preferred_language
    : DEFAULT_LANGUAGE;
}
