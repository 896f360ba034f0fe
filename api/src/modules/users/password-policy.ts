import {
  AUTH_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
} from '@lyceum/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

export const PasswordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  weak: 'This password is too common or too easy to guess. Choose a longer or less predictable one.',
  personal: 'Your password must not contain your username or e-mail address.',
} as const;

export type PasswordProblem = { detail: string; code: string };

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take ~150 ms and ~40 MB to load. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/** The first rule a new password breaks, or null; `personal` are the account's own words. */
export function passwordProblem(password: string, personal: string[]): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return { detail: PasswordMessages.tooShort, code: AUTH_ERROR_CODES.passwordTooShort };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { detail: PasswordMessages.tooLong, code: AUTH_ERROR_CODES.passwordTooLong };
  }
  const lower = password.toLowerCase();
  const words = personal
    .flatMap((word) => [word, word.split('@')[0] ?? ''])
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
  if (words.some((word) => lower.includes(word))) {
    return { detail: PasswordMessages.personal, code: AUTH_ERROR_CODES.passwordPersonal };
  }
  if (strength().check(password, words).score < PASSWORD_MIN_SCORE) {
    return { detail: PasswordMessages.weak, code: AUTH_ERROR_CODES.passwordWeak };
  }
  return null;
}
