import type {
  CheckpointAnalysis,
  CheckpointIssue,
  CheckpointValidation,
  ImportJob,
} from '@lyceum/contracts';
import { CHECKPOINT_ISSUES } from '@lyceum/contracts/constants';
import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { admin, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import frenchIssues from './checkpoint-issues.fr.json';
import { CheckpointImport } from './components/checkpoint-import';
import { importBlocked } from './checkpoint-rules';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

// The area registers the texts when it loads; this wizard is rendered without it.
import '../../testing/locales';

const VALIDATE = '/api/admin/vector-db/validate-checkpoint';
const ANALYZE = '/api/admin/vector-db/analyze-checkpoint';
const IMPORT = '/api/admin/vector-db/import-checkpoint';
const JOB = '/api/admin/vector-db/checkpoint-jobs/job-1';
const COLLECTIONS = '/api/admin/vector-db/collections';
const AUTH = 'Authentication failed. Please log in again and ensure you have admin privileges.';
const REFRESH_FAILED =
  'Failed to refresh collections after import. Please refresh the page manually.';

const issue = (
  code: keyof typeof CHECKPOINT_ISSUES,
  values: Record<string, string | number> = {},
  message: string = CHECKPOINT_ISSUES[code],
): CheckpointIssue => ({ code, values, message });

const valid: CheckpointValidation = {
  is_valid: true,
  validation_errors: [],
  validation_warnings: [CHECKPOINT_ISSUES.no_vectors],
  errors: [],
  warnings: [issue('no_vectors')],
  snapshot_file_size_mb: 12.3456,
  metadata_file_size_mb: 0.5,
  vector_dimension_compatible: true,
};

const invalid: CheckpointValidation = {
  ...valid,
  is_valid: false,
  errors: [
    issue(
      'count_mismatch',
      { actual: 10, expected: 12 },
      'The snapshot holds 10 ideas but the metadata says 12',
    ),
    issue('hash_mismatch'),
  ],
  validation_errors: [
    'The snapshot holds 10 ideas but the metadata says 12',
    CHECKPOINT_ISSUES.hash_mismatch,
  ],
};

const EXPORTED = '2025-11-01T10:30:00Z';
const analysis: CheckpointAnalysis = {
  total_ideas_in_checkpoint: 1234,
  export_date: EXPORTED,
  collections_to_create: ['seneca'],
  books_to_add: ['Letters to Lucilius'],
  books_with_conflicts: ['Meditations', 'Discourses'],
  conflict_details: {
    Meditations: {
      collection: 'marcus',
      existing_ideas: 40,
      new_ideas: 52,
      recommended_action: 'replace',
    },
    Discourses: {
      collection: 'epictetus',
      existing_ideas: 30,
      new_ideas: 30,
      recommended_action: 'skip',
    },
  },
  requires_user_choice: true,
};

function job(status: ImportJob['status'], progress: number, extra: Partial<ImportJob> = {}) {
  return {
    job_id: 'job-1',
    filename: 'stoics.snapshot',
    started_at: '2025-11-02T09:00:00Z',
    status,
    current_step: status === 'processing' ? 'embedding' : 'finished',
    progress_percentage: progress,
    message: `Imported ${progress}%`,
    error_message: null,
    stats:
      status === 'completed'
        ? {
            total_ideas_imported: 1234,
            import_duration_seconds: 12.345,
            books_replaced: 1,
            books_added: 1,
            books_skipped: 1,
          }
        : null,
    ...extra,
  } satisfies ImportJob;
}

/** A value to answer with, or an ApiError to reject with. */
type Reply = unknown;

/**
 * `apiClient.get|post(path).json()` answers each path's replies in turn, the last one again and
 * again; a path without replies is a test error.
 */
function answer(mock: jest.Mock, table: Record<string, Reply[]>) {
  const counts: Record<string, number> = {};
  mock.mockImplementation((path: string) => {
    const replies = table[path];
    if (!replies) throw new Error(`unexpected call to ${path}`);
    counts[path] = (counts[path] ?? 0) + 1;
    const value = replies[Math.min(counts[path], replies.length) - 1];
    return {
      json: () => (value instanceof ApiError ? Promise.reject(value) : Promise.resolve(value)),
    };
  });
}

const post = jest.mocked(apiClient.post) as unknown as jest.Mock;
const get = jest.mocked(apiClient.get) as unknown as jest.Mock;
const calls = (mock: jest.Mock, path: string) =>
  mock.mock.calls.filter(([called]) => called === path).length;
const sentForm = (path: string) => {
  const call = post.mock.calls.find(([called]) => called === path) as [string, { body: FormData }];
  return call[1].body;
};

const noAnswer = new ApiError(null, 'Failed to fetch');
const serverError = new ApiError(500, 'Internal Server Error', true, 'internal');

const MB = 1024 * 1024;
const snapshotFile = () =>
  new File([new Uint8Array(1.5 * MB)], 'stoics.snapshot', { type: 'application/octet-stream' });
const metadataFile = () => new File(['{}'], 'stoics.json', { type: 'application/json' });

function renderWizard(language: 'en' | 'fr' = 'en') {
  const onViewCollections = jest.fn();
  const view = renderWithProviders(<CheckpointImport onViewCollections={onViewCollections} />, {
    session: admin,
    language,
  });
  return { ...view, onViewCollections };
}

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

/** Chooses both files, whatever the interface language. */
function chooseBoth() {
  const [snapshot, metadata] = document.querySelectorAll('input[type="file"]');
  fireEvent.change(snapshot!, { target: { files: [snapshotFile()] } });
  fireEvent.change(metadata!, { target: { files: [metadataFile()] } });
}

/** Matches a text with its no-break spaces, which the default matcher turns into plain ones. */
const exactly = { normalizer: (text: string) => text.trim() };

const currentStep = () =>
  screen
    .getByRole('list', { name: 'Import steps' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.replace(/^\d/, '');

/**
 * Lets answers, React Query's notifications and React's renders through. The fake clock runs a
 * zero-delay timer set during a tick 1 ms later, so this lets 5 ms pass.
 */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(() => jest.advanceTimersByTimeAsync(1));
  }
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function reachAnalysis(
  posts: Record<string, Reply[]> = {},
  found: CheckpointAnalysis = analysis,
) {
  answer(post, {
    [VALIDATE]: [valid],
    [ANALYZE]: [found],
    [IMPORT]: [{ job_id: 'job-1', message: 'Import started' }],
    ...posts,
  });
  chooseBoth();
  fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
  await settle();
  expect(currentStep()).toBe('Analysis');
}

/** From the analysis, ticks Meditations and starts the import. */
async function startImport() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Meditations' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  post.mockReset();
  get.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('the files step', () => {
  test('shows the steps, the two labelled inputs and the chosen names and sizes', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'Import Checkpoint' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Import steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Files',
      '2Validation',
      '3Analysis',
      '4Importing',
      '5Completed',
    ]);
    expect(currentStep()).toBe('Files');

    const snapshot = screen.getByLabelText('Snapshot file (.snapshot)');
    const metadata = screen.getByLabelText('Metadata file (.json)');
    expect(snapshot.getAttribute('accept')).toBe('.snapshot');
    expect(metadata.getAttribute('accept')).toBe('.json');
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);

    chooseBoth();
    expect(screen.getByText('stoics.snapshot (1.50\u00a0MB)', exactly)).toBeTruthy();
    expect(screen.getByText('stoics.json (0.00\u00a0MB)', exactly)).toBeTruthy();
  });

  test('a missing file is reported and nothing is sent', () => {
    renderWizard();
    choose('Snapshot file (.snapshot)', snapshotFile());
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Both snapshot and metadata files are required',
    );
    expect(post).not.toHaveBeenCalled();
    expect(currentStep()).toBe('Files');
  });

  test('files of the wrong type are reported before anything is sent', () => {
    renderWizard();
    choose('Snapshot file (.snapshot)', new File(['x'], 'stoics.zip'));
    choose('Metadata file (.json)', new File(['x'], 'stoics.txt'));
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The snapshot file must end in .snapshot, The metadata file must end in .json',
    );
    expect(post).not.toHaveBeenCalled();
  });
});

describe('validation and analysis', () => {
  test('an invalid checkpoint stays on the files, with its errors joined by commas', async () => {
    answer(post, { [VALIDATE]: [invalid] });
    renderWizard();
    chooseBoth();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(currentStep()).toBe('Validation');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The snapshot holds 10 ideas but the metadata says 12, ' + CHECKPOINT_ISSUES.hash_mismatch,
    );
    expect(currentStep()).toBe('Files');
    // The chosen files are kept, so they can be validated again.
    expect(screen.getByText('stoics.snapshot (1.50\u00a0MB)', exactly)).toBeTruthy();
    expect(calls(post, ANALYZE)).toBe(0);
  });

  test('in French, each error is translated by its code with its values', async () => {
    answer(post, { [VALIDATE]: [invalid] });
    renderWizard('fr');
    choose('Fichier snapshot (.snapshot)', snapshotFile());
    choose('Fichier de métadonnées (.json)', metadataFile());
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Le snapshot contient 10 idées mais les métadonnées en indiquent 12, ' +
        'Le snapshot ne correspond pas au SHA-256 indiqué dans les métadonnées',
    );
  });

  test('an issue without a translation falls back to its English text', async () => {
    const unknown = { code: 'future_problem', values: {}, message: 'Something new went wrong' };
    answer(post, {
      [VALIDATE]: [{ ...invalid, errors: [unknown as unknown as CheckpointIssue] }],
    });
    renderWizard('fr');
    choose('Fichier snapshot (.snapshot)', snapshotFile());
    choose('Fichier de métadonnées (.json)', metadataFile());
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Something new went wrong');
  });

  test('a valid checkpoint is analyzed at once, with both files sent each time', async () => {
    renderWizard();
    await reachAnalysis();
    for (const path of [VALIDATE, ANALYZE]) {
      const form = sentForm(path);
      expect((form.get('snapshot_file') as File).name).toBe('stoics.snapshot');
      expect((form.get('metadata_file') as File).name).toBe('stoics.json');
    }
    expect(
      (post.mock.calls as [string, { timeout: unknown }][]).map(([path, options]) => [
        path,
        options.timeout,
      ]),
    ).toEqual([
      [VALIDATE, false],
      [ANALYZE, false],
    ]);

    // The validation: sizes with 2 decimals, compatibility and warnings.
    const summary = within(screen.getByRole('region', { name: 'Validation result' }));
    expect(summary.getByText('12.35\u00a0MB', exactly)).toBeTruthy();
    expect(summary.getByText('0.50\u00a0MB', exactly)).toBeTruthy();
    expect(summary.getByText('Compatible')).toBeTruthy();
    expect(summary.getByText(CHECKPOINT_ISSUES.no_vectors)).toBeTruthy();

    // The analysis.
    expect(screen.getByText('1,234')).toBeTruthy();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });
    expect(screen.getByText(date.format(new Date(EXPORTED)), exactly)).toBeTruthy();
    expect(screen.getByText('seneca')).toBeTruthy();
    expect(screen.getByText('Letters to Lucilius')).toBeTruthy();
    const conflicts = within(screen.getByRole('group', { name: 'Books with conflicts' }));
    const boxes = conflicts.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    expect(
      conflicts.getByText('40 existing ideas, 52 new ideas. Recommended: Replace'),
    ).toBeTruthy();
    expect(conflicts.getByText('30 existing ideas, 30 new ideas. Recommended: Skip')).toBeTruthy();
  });

  test('Start Import waits for a ticked book only when the analysis asks for a choice', async () => {
    renderWizard();
    await reachAnalysis();
    const start = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Start Import' });
    expect(start().disabled).toBe(true);
    expect(screen.getByText('Tick at least one book to replace to start the import.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discourses' }));
    expect(start().disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Discourses' }));
    expect(start().disabled).toBe(true);

    expect(importBlocked({ ...analysis, requires_user_choice: false }, [])).toBe(false);
    expect(importBlocked({ ...analysis, books_with_conflicts: [] }, [])).toBe(false);
    expect(importBlocked(analysis, ['Meditations'])).toBe(false);
    expect(importBlocked(analysis, [])).toBe(true);
  });

  test('without a choice to make, Start Import is open with nothing ticked', async () => {
    renderWizard();
    await reachAnalysis({}, { ...analysis, requires_user_choice: false });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start Import' }).disabled).toBe(
      false,
    );
  });

  test('Start Over goes back to empty files, with nothing kept', async () => {
    renderWizard();
    await reachAnalysis();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meditations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(currentStep()).toBe('Files');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 3, name: 'Choose the checkpoint files' }),
    );
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Validation result' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Both snapshot and metadata files are required',
    );

    // A new round starts with nothing ticked.
    await reachAnalysis();
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual(
      [false, false],
    );
  });
});

describe('the import', () => {
  test('sends the ticked books, then polls the job every 2 s until it completes', async () => {
    answer(get, {
      [JOB]: [job('processing', 10), job('processing', 55), job('completed', 100)],
      [COLLECTIONS]: [[]],
    });
    renderWizard();
    await reachAnalysis();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meditations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Import' }));
    await settle();

    const form = sentForm(IMPORT);
    expect(form.get('books_to_replace')).toBe(JSON.stringify(['Meditations']));
    expect((form.get('snapshot_file') as File).name).toBe('stoics.snapshot');
    expect((form.get('metadata_file') as File).name).toBe('stoics.json');

    expect(currentStep()).toBe('Importing');
    const bar = () => screen.getByRole('progressbar', { name: 'Import progress' });
    expect(calls(get, JOB)).toBe(1);
    expect(bar().getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('Imported 10%')).toBeTruthy();
    expect(screen.getByText('Current step: Embedding ideas')).toBeTruthy();

    // The next poll comes 2 s after the last answer.
    await wait(1990);
    expect(calls(get, JOB)).toBe(1);
    await wait(20);
    await settle();
    expect(calls(get, JOB)).toBe(2);
    expect(bar().getAttribute('aria-valuenow')).toBe('55');

    await wait(2000);
    await settle();
    expect(calls(get, JOB)).toBe(3);
    expect(currentStep()).toBe('Completed');
    expect(screen.getByRole('heading', { level: 3, name: 'Import completed' })).toBeTruthy();
    const stats = (label: string) =>
      screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(stats('Ideas imported')).toBe('1,234');
    expect(stats('Duration')).toBe('12.3\u00a0s');
    expect(
      screen.getByText(
        'Collections not showing up? Large imports may take a moment to be fully available.',
      ),
    ).toBeTruthy();

    // A completed job is not asked again.
    await wait(20_000);
    expect(calls(get, JOB)).toBe(3);
  });

  test("a failed job ends the polling and shows the job's error", async () => {
    answer(get, {
      [JOB]: [job('processing', 10), job('failed', 40, { error_message: 'Disk full' })],
    });
    renderWizard();
    await reachAnalysis();
    await startImport();
    await wait(2000);
    await settle();
    expect(currentStep()).toBe('Completed');
    expect(screen.getByRole('heading', { level: 3, name: 'Import failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Disk full');
    expect(screen.queryByRole('button', { name: 'Refresh Collections' })).toBeNull();
    await wait(20_000);
    expect(calls(get, JOB)).toBe(2);
    // A failed import does not refresh the collections.
    expect(calls(get, COLLECTIONS)).toBe(0);
  });

  test("a failed job without a message reads 'Import failed'", async () => {
    answer(get, { [JOB]: [job('failed', 0)] });
    renderWizard();
    await reachAnalysis();
    await startImport();
    expect(screen.getByRole('alert').textContent).toBe('Import failed');
  });

  test('leaving the wizard stops the polling', async () => {
    answer(get, { [JOB]: [job('processing', 10)] });
    const { unmount } = renderWizard();
    await reachAnalysis();
    await startImport();
    await wait(2000);
    await settle();
    expect(calls(get, JOB)).toBe(2);
    unmount();
    await wait(20_000);
    expect(calls(get, JOB)).toBe(2);
  });

  test('View Collections and Import Another Checkpoint', async () => {
    answer(get, { [JOB]: [job('completed', 100)], [COLLECTIONS]: [[]] });
    const { onViewCollections } = renderWizard();
    await reachAnalysis();
    await startImport();
    fireEvent.click(screen.getByRole('button', { name: 'View Collections' }));
    expect(onViewCollections).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Import Another Checkpoint' }));
    expect(currentStep()).toBe('Files');
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Both snapshot and metadata files are required',
    );
    // The automatic refresh of the finished import is dropped too.
    await wait(20_000);
    expect(calls(get, COLLECTIONS)).toBe(0);
  });
});

describe('refreshing the collections after an import', () => {
  async function completeImport(collections: Reply[]) {
    answer(get, { [JOB]: [job('completed', 100)], [COLLECTIONS]: collections });
    const view = renderWizard();
    await reachAnalysis();
    await startImport();
    expect(currentStep()).toBe('Completed');
    return view;
  }

  test('starts 3 s after completion and tries 3 s apart until one succeeds', async () => {
    await completeImport([noAnswer, serverError, []]);
    await wait(2990);
    expect(calls(get, COLLECTIONS)).toBe(0);
    await wait(20);
    expect(calls(get, COLLECTIONS)).toBe(1);
    await wait(2990);
    await wait(10);
    expect(calls(get, COLLECTIONS)).toBe(2);
    await wait(3000);
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(3);
    expect(screen.getByText('Collections refreshed.')).toBeTruthy();
    await wait(30_000);
    expect(calls(get, COLLECTIONS)).toBe(3);
  });

  test('gives up after 5 tries with the manual-refresh message', async () => {
    await completeImport([noAnswer]);
    await wait(3010);
    for (let attempt = 2; attempt <= 5; attempt += 1) await wait(3000);
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(5);
    expect(screen.getByRole('alert').textContent).toBe(REFRESH_FAILED);
    await wait(30_000);
    expect(calls(get, COLLECTIONS)).toBe(5);
  });

  test('Refresh Collections tries at once, then up to 5 times 2 s apart', async () => {
    await completeImport([[], noAnswer]);
    await wait(3010);
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh Collections' }));
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(2);
    expect(screen.getByText('Refreshing collections...')).toBeTruthy();
    await wait(1990);
    expect(calls(get, COLLECTIONS)).toBe(2);
    await wait(10);
    expect(calls(get, COLLECTIONS)).toBe(3);
    await wait(2000);
    await wait(2000);
    await wait(2000);
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(6);
    expect(screen.getByRole('alert').textContent).toBe(REFRESH_FAILED);
    await wait(30_000);
    expect(calls(get, COLLECTIONS)).toBe(6);
  });

  test('Refresh Collections stops as soon as a try succeeds', async () => {
    await completeImport([[], noAnswer, []]);
    await wait(3010);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Collections' }));
    await wait(2000);
    await settle();
    expect(calls(get, COLLECTIONS)).toBe(3);
    expect(screen.getByText('Collections refreshed.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(30_000);
    expect(calls(get, COLLECTIONS)).toBe(3);
  });

  test('leaving before the first try cancels it', async () => {
    const { unmount } = await completeImport([[]]);
    unmount();
    await wait(30_000);
    expect(calls(get, COLLECTIONS)).toBe(0);
  });
});

describe('failures', () => {
  async function validateWith(posts: Record<string, Reply[]>, language: 'en' | 'fr' = 'en') {
    answer(post, { [VALIDATE]: [valid], [ANALYZE]: [analysis], ...posts });
    renderWizard(language);
    chooseBoth();
    fireEvent.click(
      screen.getByRole('button', { name: language === 'fr' ? 'Valider' : 'Validate' }),
    );
    await settle();
    return screen.getByRole('alert').textContent;
  }

  test.each([
    ['no answer', noAnswer, 'Network error occurred during validation.'],
    ['a server failure', serverError, 'Failed to validate checkpoint files'],
    [
      'a refused token',
      new ApiError(401, 'Not authenticated', true, 'auth.not_authenticated'),
      AUTH,
    ],
    ['a refused role', new ApiError(403, 'Forbidden', false), AUTH],
    ['a detail from the server', new ApiError(400, 'Snapshot missing', true), 'Snapshot missing'],
  ])('validation: %s', async (_case, failure, text) => {
    expect(await validateWith({ [VALIDATE]: [failure] })).toBe(text);
    expect(currentStep()).toBe('Files');
    expect(calls(post, ANALYZE)).toBe(0);
  });

  test.each([
    ['no answer', noAnswer, 'Network error occurred during analysis.'],
    ['a server failure', serverError, 'Failed to analyze checkpoint files'],
  ])('analysis: %s', async (_case, failure, text) => {
    expect(await validateWith({ [ANALYZE]: [failure] })).toBe(text);
    expect(currentStep()).toBe('Files');
  });

  test("a coded refusal reads in the user's language", async () => {
    const refusal = new ApiError(
      400,
      'Both snapshot and metadata files are required',
      true,
      'vector_db.files_required',
    );
    expect(await validateWith({ [VALIDATE]: [refusal] }, 'fr')).toBe(
      i18n.t('vector_db.files_required', { ns: 'platform-errors', keySeparator: false }),
    );
  });

  test.each([
    ['no answer', noAnswer, 'Network error occurred during import'],
    ['a server failure', serverError, 'Failed to start checkpoint import'],
    ['a refused role', new ApiError(403, 'Forbidden', false), AUTH],
  ])('starting the import: %s', async (_case, failure, text) => {
    renderWizard();
    await reachAnalysis({ [IMPORT]: [failure] });
    await startImport();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(currentStep()).toBe('Analysis');
  });

  test('a failed poll reads as a monitoring error, and the next tick tries again', async () => {
    answer(get, { [JOB]: [job('processing', 10), noAnswer, job('processing', 60)] });
    renderWizard();
    await reachAnalysis();
    await startImport();
    await wait(2000);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Error monitoring import progress');
    // The last progress stays on screen.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    await wait(2000);
    await settle();
    expect(calls(get, JOB)).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  });

  test('a refused poll ends the polling and offers to start over', async () => {
    const gone = new ApiError(404, 'Import job not found', true, 'vector_db.job_not_found');
    answer(get, { [JOB]: [gone] });
    renderWizard();
    await reachAnalysis();
    await startImport();
    expect(screen.getByRole('alert').textContent).toBe('Import job not found');
    await wait(20_000);
    expect(calls(get, JOB)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(currentStep()).toBe('Files');
  });

  test('a 401 while polling asks to sign in again', async () => {
    answer(get, {
      [JOB]: [new ApiError(401, 'Not authenticated', true, 'auth.not_authenticated')],
    });
    renderWizard();
    await reachAnalysis();
    await startImport();
    expect(screen.getByRole('alert').textContent).toBe(AUTH);
  });
});

describe('the texts', () => {
  test('every French issue text has the same placeholders as the English one', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [code, text] of Object.entries(CHECKPOINT_ISSUES)) {
      expect([code, placeholders(frenchIssues[code as keyof typeof frenchIssues])]).toEqual([
        code,
        placeholders(text),
      ]);
    }
  });

  test('the analysis reads in French, with French numbers and dates', async () => {
    renderWizard('fr');
    answer(post, { [VALIDATE]: [valid], [ANALYZE]: [analysis] });
    choose('Fichier snapshot (.snapshot)', snapshotFile());
    choose('Fichier de métadonnées (.json)', metadataFile());
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await settle();
    expect(screen.getByRole('list', { name: "Étapes de l'import" })).toBeTruthy();
    expect(screen.getByText('1\u202f234', exactly)).toBeTruthy();
    expect(screen.getByText('12,35\u00a0Mo', exactly)).toBeTruthy();
    const date = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short' });
    expect(screen.getByText(date.format(new Date(EXPORTED)), exactly)).toBeTruthy();
    expect(
      screen.getByText(
        '40 idées existantes, 52 nouvelles idées. Recommandé\u202f: Remplacer',
        exactly,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeTruthy();
  });

  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });
});
