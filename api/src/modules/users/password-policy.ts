import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type ErrorCode,
} from '@lyceum/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

/** The codes of the rules a new password can break. */
export type PasswordProblem = Extract<
  ErrorCode,
  | 'auth.password_too_short'
  | 'auth.password_too_long'
  | 'auth.password_weak'
  | 'auth.password_personal'
>;

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

/**
 * The first rule a new password breaks, or null: its length in characters, none of the
 * account's own words (`personal`: username, e-mail address and its local part), and a strength
 * score of at least PASSWORD_MIN_SCORE.
 */
export function passwordProblem(password: string, personal: string[]): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'auth.password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'auth.password_too_long';
  const lower = password.toLowerCase();
  const words = personal
    .flatMap((word) => [word, word.split('@')[0] ?? ''])
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
  if (words.some((word) => lower.includes(word))) return 'auth.password_personal';
  if (strength().check(password, words).score < PASSWORD_MIN_SCORE) return 'auth.password_weak';
  return null;
}
