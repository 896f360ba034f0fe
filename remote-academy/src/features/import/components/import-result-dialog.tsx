import { isErrorCode } from '@lyceum/contracts/constants';
import { codeText, useErrorText } from '@lyceum/platform';
import { Button, Dialog } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome, LineProblem } from '../import-text';

/** What the last import gave: its outcome, or the failure of the call. */
export type Outcome = ({ kind: 'done' } & ImportOutcome) | { kind: 'failed'; error: unknown };

/** The most skipped lines listed one by one; the rest are counted. */
export const LISTED_PROBLEMS = 10;

interface ImportResultDialogProps {
  outcome: Outcome | null;
  /** Called by the dialog's button and by Escape alike. */
  onClose: () => void;
}

/** The result of an import, in a modal dialog whose one button says where the user goes next. */
export function ImportResultDialog({ outcome, onClose }: ImportResultDialogProps) {
  const { t } = useTranslation('academy-import');
  const errorText = useErrorText();

  let title = '';
  let action = '';
  let body = null;
  if (outcome?.kind === 'failed') {
    title = t('failure.title');
    action = t('failure.close');
    body = (
      <p>
        {outcome.error == null
          ? t('failure.unknown')
          : errorText(outcome.error, t('failure.default'))}
      </p>
    );
  } else if (outcome) {
    title = outcome.imported > 0 ? t('result.title') : t('result.titleNothing');
    action = outcome.stay ? t('result.fix') : t('result.toLibrary');
    body = <ResultText outcome={outcome} />;
  }

  return (
    <Dialog
      open={outcome !== null}
      title={title}
      onClose={onClose}
      actions={outcome && <Button onClick={onClose}>{action}</Button>}
    >
      {body}
    </Dialog>
  );
}

function ResultText({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation('academy-import');
  const { imported, duplicates, problems } = outcome;
  const listed = problems.slice(0, LISTED_PROBLEMS);
  const more = problems.length - listed.length;
  return (
    <div className="ac-import-result">
      <p>{t('result.imported', { count: imported })}</p>
      {duplicates > 0 && <p>{t('result.duplicates', { count: duplicates })}</p>}
      {problems.length > 0 && (
        <>
          <p>{t('result.problems', { count: problems.length })}</p>
          <ul className="ac-import-result__lines">
            {listed.map((problem) => (
              <li key={problem.line}>
                {t('result.line', { line: problem.line, reason: reasonText(problem) })}
              </li>
            ))}
          </ul>
          {more > 0 && <p>{t('result.more', { count: more })}</p>}
        </>
      )}
    </div>
  );
}

/** Why a line was skipped, in the user's language when the code is a known one. */
function reasonText(problem: LineProblem): string {
  return isErrorCode(problem.code) ? codeText(problem.code) : problem.message;
}
