import { ERRORS, type ErrorCode, type ErrorDefinition } from '@lyceum/contracts/constants';
import { ERRORS_NAMESPACE, codeText, i18n } from '@lyceum/platform';

/** The i18next namespace of locales/<lng>/personas.json. */
export const NS = 'backoffice-personas';

/**
 * The text of a persona error code in the current language, with the vector database key it is
 * about filled in ("No collection named "…" exists"): the catalogue's values alone do not know it.
 */
export function personaCodeText(code: ErrorCode, key: string): string {
  const definition: ErrorDefinition = ERRORS[code];
  return i18n.t(code, { ns: ERRORS_NAMESPACE, keySeparator: false, ...definition.values, key });
}

/** The texts of the rules a persona form breaks; the catalogue's, as the server would say them. */
export const ruleText = {
  invalidKey: () => codeText('personas.invalid_key'),
  profileRequired: () => codeText('personas.profile_required'),
  profileInvalid: () => codeText('personas.profile_invalid'),
  profileTooLarge: () => codeText('personas.profile_too_large'),
  profileNotFound: () => codeText('personas.profile_not_found'),
} as const;
