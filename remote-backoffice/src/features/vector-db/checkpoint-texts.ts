import type { CheckpointIssue } from '@lyceum/contracts';
import { CHECKPOINT_ISSUES } from '@lyceum/contracts/constants';
import { ApiError, i18n, useErrorText, useLanguage } from '@lyceum/platform';
import frenchIssues from './checkpoint-issues.fr.json';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccessRefused } from './vector-db-error';

/** The i18next namespace of locales/<lng>/vector-db-import.json. */
export const NS = 'backoffice-vector-db-import';

// The issues' texts under `issues.<code>`: English from the contract the server writes them
// with, French from checkpoint-issues.fr.json (its test checks every code and placeholder).
i18n.addResourceBundle('en', NS, { issues: CHECKPOINT_ISSUES }, true, false);
i18n.addResourceBundle('fr', NS, { issues: frenchIssues }, true, false);

/**
 * An issue found in a checkpoint, in the interface language: the translation of its code with
 * its values filled in, else the server's English text.
 */
export function useIssueText() {
  const { t } = useTranslation(NS);
  return useCallback(
    // `replace` keeps the issue's values apart from i18next's own options (count, context…).
    (issue: CheckpointIssue) =>
      t(`issues.${issue.code}`, { replace: issue.values, defaultValue: issue.message }),
    [t],
  );
}

export type FailureStage = 'validate' | 'analyze' | 'import' | 'monitor';

/**
 * A failed checkpoint call in words. A refused session or role (401, 403) asks to sign in again
 * as an administrator; no answer at all is the stage's network text; otherwise the code's text
 * in the interface language, the server's detail, or the stage's own text.
 */
export function useFailureText() {
  const { t } = useTranslation(NS);
  const { t: tv } = useTranslation('backoffice-vector-db');
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, stage: FailureStage) => {
      if (isAccessRefused(error)) return tv('errors.auth');
      if (error instanceof ApiError && error.status === null && stage !== 'monitor') {
        return t(`errors.${stage}Network`);
      }
      return errorText(error, t(`errors.${stage}`));
    },
    [t, tv, errorText],
  );
}

/** Numbers, sizes, durations and dates in the interface language. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const twoDecimals = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const oneDecimal = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
    return {
      count: (value: number) => count.format(value),
      /** Sizes in MB take 2 decimals. */
      mb: (value: number) => twoDecimals.format(value),
      /** Durations in seconds take 1 decimal. */
      seconds: (value: number) => oneDecimal.format(value),
      percent: (value: number) => percent.format(value / 100),
      /** A date the browser cannot read is shown as the server wrote it. */
      date: (iso: string) => {
        const parsed = new Date(iso);
        return Number.isNaN(parsed.getTime()) ? iso : date.format(parsed);
      },
    };
  }, [language]);
}
