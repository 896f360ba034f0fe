import { useEffect, useMemo, useState } from 'react';
import type * as PasswordEstimator from './password-estimator';
import { strengthLevel, type StrengthLevel } from './strength';

type Estimator = typeof PasswordEstimator;

let loading: Promise<Estimator> | null = null;

/**
 * The dictionaries weigh about a megabyte, far more than the rest of the public site, so they are
 * fetched only once someone starts filling in a form that rates a password, once per page load.
 */
export function loadEstimator(): Promise<Estimator> {
  loading ??= import(/* webpackChunkName: "password-estimator" */ './password-estimator').catch(
    (error: unknown) => {
      loading = null; // a later form may try again
      throw error;
    },
  );
  return loading;
}

/** A rating takes tens of milliseconds: rate once typing pauses, not on every keystroke. */
export const RATING_DELAY_MS = 250;

/**
 * The strength of `password` once typing pauses, or null while it is empty or the estimator is
 * still loading.
 */
export function usePasswordStrength(password: string, personal: string[]): StrengthLevel | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const words = personal.join('\n');
  const [settled, setSettled] = useState({ password, words });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ password, words }), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password, words]);
  const wanted = password !== '';
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadEstimator()
      .then((loaded) => active && setEstimator(loaded))
      .catch((error: unknown) => {
        // Only the hint is lost: the server still checks the password on submit.
        console.warn('The password strength estimator could not be loaded', error);
      });
    return () => {
      active = false;
    };
  }, [wanted]);
  const level = useMemo(() => {
    if (!estimator || !settled.password) return null;
    const personalWords = settled.words.split('\n').filter(Boolean);
    return strengthLevel(
      settled.password,
      estimator.passwordScore(settled.password, personalWords),
    );
  }, [estimator, settled]);
  // A cleared field clears the rating at once.
  return password ? level : null;
}

/** Starts the download early (first focus in the form), so the rating is ready at the password. */
export function preloadEstimator(): void {
  loadEstimator().catch(() => undefined); // the hook reports failures
}
