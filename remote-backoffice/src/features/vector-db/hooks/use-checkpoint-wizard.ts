import type { CheckpointAnalysis, CheckpointIssue, CheckpointValidation } from '@lyceum/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyzeCheckpoint } from '../api/analyze-checkpoint';
import { isRefusal, useCheckpointJob } from '../api/get-checkpoint-job';
import { useImportCheckpoint } from '../api/import-checkpoint';
import { useValidateCheckpoint } from '../api/validate-checkpoint';
import { AUTO_REFRESH, MANUAL_REFRESH, checkFiles } from '../checkpoint-rules';
import type { WizardStep } from '../components/step-indicator';
import { NS, useFailureText, useIssueText, type FailureStage } from '../checkpoint-texts';
import { useCollectionsRefresh } from './use-collections-refresh';

/** What went wrong, kept as data so that its text follows the interface language. */
type Problem =
  { issues: CheckpointIssue[]; texts: string[] } | { error: unknown; stage: FailureStage };

/** The steps kept in state; `completed` follows from the job once it stops processing. */
type StoredStep = Exclude<WizardStep, 'completed'>;

/**
 * The import wizard's state and moves. Validate sends nothing unless both files are fit; a valid
 * checkpoint is analyzed at once, and any failure on the way goes back to the files, still
 * chosen. Start Import sends the ticked books; the job is then followed until it stops
 * processing, and a completed one has the collections fetched again. Start over forgets
 * everything, including answers still on their way.
 */
export function useCheckpointWizard() {
  const { t } = useTranslation(NS);
  const failureText = useFailureText();
  const issueText = useIssueText();
  const validate = useValidateCheckpoint();
  const analyze = useAnalyzeCheckpoint();
  const startImport = useImportCheckpoint();
  const { start: startRefresh, reset: resetRefresh, ...refresh } = useCollectionsRefresh();

  const [step, setStep] = useState<StoredStep>('files');
  const [snapshot, setSnapshot] = useState<File | null>(null);
  const [metadata, setMetadata] = useState<File | null>(null);
  const [validation, setValidation] = useState<CheckpointValidation | null>(null);
  const [analysis, setAnalysis] = useState<CheckpointAnalysis | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // A new value gives fresh (empty) file inputs.
  const [round, setRound] = useState(0);

  const job = useCheckpointJob(jobId);
  const finished = job.data && job.data.status !== 'processing' ? job.data : undefined;
  const shown: WizardStep = step === 'importing' && finished ? 'completed' : step;

  // A completed import has the collections fetched again on its own, once per job.
  const completedJob = finished?.status === 'completed' ? jobId : null;
  useEffect(() => {
    if (completedJob) startRefresh(AUTO_REFRESH, false);
  }, [completedJob, startRefresh]);

  function runValidation() {
    const checked = checkFiles(snapshot, metadata);
    if (!checked.files) {
      setProblem({ issues: checked.issues, texts: [] });
      return;
    }
    const files = checked.files;
    setProblem(null);
    setValidation(null);
    setAnalysis(null);
    setTicked([]);
    setStep('validation');
    const backToFiles = (next: Problem) => {
      setStep('files');
      setProblem(next);
    };
    validate.mutate(files, {
      onSuccess: (result) => {
        setValidation(result);
        if (!result.is_valid) {
          backToFiles({ issues: result.errors, texts: result.validation_errors });
          return;
        }
        analyze.mutate(files, {
          onSuccess: (found) => {
            setAnalysis(found);
            setStep('analysis');
          },
          onError: (error) => backToFiles({ error, stage: 'analyze' }),
        });
      },
      onError: (error) => backToFiles({ error, stage: 'validate' }),
    });
  }

  function runImport() {
    if (!analysis || !snapshot || !metadata) return;
    setProblem(null);
    startImport.mutate(
      {
        snapshot,
        metadata,
        // In the analysis' order, whatever order they were ticked in.
        booksToReplace: analysis.books_with_conflicts.filter((title) => ticked.includes(title)),
      },
      {
        onSuccess: ({ job_id }) => {
          setJobId(job_id);
          setStep('importing');
        },
        onError: (error) => setProblem({ error, stage: 'import' }),
      },
    );
  }

  function startOver() {
    // Resetting the calls drops their answers still on the way.
    validate.reset();
    analyze.reset();
    startImport.reset();
    resetRefresh();
    setSnapshot(null);
    setMetadata(null);
    setValidation(null);
    setAnalysis(null);
    setTicked([]);
    setJobId(null);
    setProblem(null);
    setStep('files');
    setRound((value) => value + 1);
  }

  function toggle(title: string) {
    setTicked((list) =>
      list.includes(title) ? list.filter((item) => item !== title) : [...list, title],
    );
  }

  let problemText: string | null = null;
  if (problem && 'stage' in problem) problemText = failureText(problem.error, problem.stage);
  else if (problem) {
    // Coded issues are translated; an answer with only texts shows them as they are.
    const texts = problem.issues.length ? problem.issues.map(issueText) : problem.texts;
    problemText = texts.length ? texts.join(', ') : t('errors.validate');
  }

  return {
    shown,
    round,
    snapshot,
    metadata,
    setSnapshot,
    setMetadata,
    validation,
    analysis,
    ticked,
    problemText,
    validating: validate.isPending,
    starting: startImport.isPending,
    job: job.data,
    finished,
    monitorText: job.isError ? failureText(job.error, 'monitor') : null,
    /** The polling has ended on a refusal: nothing more will come. */
    monitorEnded: job.isError && isRefusal(job.error),
    refresh,
    runValidation,
    runImport,
    startOver,
    toggle,
    refreshCollections: () => startRefresh(MANUAL_REFRESH, true),
  };
}
