import { KEY_VALIDATION_DEBOUNCE_MS } from '@lyceum/contracts/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PERSONAS_PATH,
  answerGets,
  answerSave,
  checkedKeys,
  choose,
  deferred,
  getPaths,
  markdownFile,
  renderView,
  resetApi,
  savedForms,
  seneca,
  settleKey,
  type,
  unknownKey,
  valid,
} from '../../testing/personas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

beforeEach(() => {
  resetApi();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const keyField = () => screen.getByLabelText<HTMLInputElement>('Vector Database Key');
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Persona' });
const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

/** The view with its list loaded, and the create form open. */
async function openCreate() {
  renderView();
  await screen.findByText('No personas created yet. Create your first persona to get started.');
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Create New Persona' });
  fireEvent.click(button);
  return button;
}

test('the key is checked 500 ms after the last keystroke, never while blank', async () => {
  answerGets({ key: (key: string) => (key === 'seneca' ? valid : unknownKey(key)) });
  const opener = await openCreate();
  const heading = screen.getByRole('heading', { level: 2, name: 'Create New Persona' });
  expect(document.activeElement).toBe(heading);
  expect(opener.disabled).toBe(true);
  expect(KEY_VALIDATION_DEBOUNCE_MS).toBe(500);

  // Nothing is asked about a blank key, however long one waits.
  act(() => jest.advanceTimersByTime(2000));
  type('Vector Database Key', '   ');
  act(() => jest.advanceTimersByTime(2000));
  expect(checkedKeys()).toEqual([]);
  expect(submit().disabled).toBe(true);

  type('Vector Database Key', 's');
  act(() => jest.advanceTimersByTime(300));
  type('Vector Database Key', 'se');
  act(() => jest.advanceTimersByTime(300));
  type('Vector Database Key', 'sen');
  act(() => jest.advanceTimersByTime(499));
  expect(checkedKeys()).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(checkedKeys()).toEqual(['sen']);

  // The server's refusal, translated from its code, with the authors that exist.
  const problem = await screen.findByText('No collection named "sen" exists');
  expect(problem.getAttribute('role')).toBe('alert');
  expect(keyField().getAttribute('aria-invalid')).toBe('true');
  expect(describedTexts(keyField())).toContain('No collection named "sen" exists');
  const authors = screen.getByRole('list', { name: 'Available authors:' });
  expect(
    within(authors)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Seneca (seneca)', 'Marcus Aurelius (marcus_aurelius)']);
  expect(submit().disabled).toBe(true);

  // Choosing an author puts its key in the field, which is checked in turn.
  fireEvent.click(screen.getByRole('button', { name: 'Use the key of Seneca (seneca)' }));
  expect(keyField().value).toBe('seneca');
  expect(document.activeElement).toBe(keyField());
  await settleKey();
  expect(checkedKeys()).toEqual(['sen', 'seneca']);
  const status = await screen.findByText('Valid vector database key');
  expect(status.getAttribute('role')).toBe('status');
  expect(keyField().getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByRole('list', { name: 'Available authors:' })).toBeNull();
  expect(submit().disabled).toBe(false);

  // Emptying the field asks nothing and the form cannot be sent.
  type('Vector Database Key', '');
  await settleKey();
  expect(checkedKeys()).toEqual(['sen', 'seneca']);
  expect(screen.queryByText('Valid vector database key')).toBeNull();
  expect(submit().disabled).toBe(true);
});

test("'Validating...' shows while the server checks the key", async () => {
  const answer = deferred<unknown>();
  answerGets({ key: () => answer.promise });
  await openCreate();
  type('Vector Database Key', 'seneca');
  expect(screen.queryByText('Validating...')).toBeNull();
  await settleKey();
  expect(screen.getByText('Validating...').getAttribute('role')).toBe('status');
  expect(submit().disabled).toBe(true);
  await act(() => {
    answer.resolve(valid);
    return answer.promise;
  });
  expect(await screen.findByText('Valid vector database key')).toBeTruthy();
  expect(screen.queryByText('Validating...')).toBeNull();
});

test.each([
  [
    'a refusal without a message asks for a valid key',
    { ...valid, is_valid: false },
    'Please provide a valid vector database key',
  ],
  [
    'an uncoded message is shown as the server wrote it',
    { ...valid, is_valid: false, error_message: 'This key is reserved' },
    'This key is reserved',
  ],
  ['a failure of the check says so', new Error('boom'), 'Failed to validate vector database key'],
])('%s', async (_name, answer, text) => {
  answerGets({ key: answer });
  await openCreate();
  type('Vector Database Key', 'x');
  await settleKey();
  expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
  expect(submit().disabled).toBe(true);
});

test('sending without the required fields says what is missing, next to each field', async () => {
  answerGets({});
  answerSave();
  await openCreate();
  type('Vector Database Key', 'seneca');
  await settleKey();
  await screen.findByText('Valid vector database key');
  type('Tags', ' , ');
  fireEvent.click(submit());

  const expected: Array<[string, string]> = [
    ['Name', 'Please provide a name'],
    ['Short Description', 'Please provide a short description'],
    ['Tags', 'Please provide at least one tag'],
    ['Profile File (.md)', 'Please upload a profile file'],
  ];
  for (const [label, message] of expected) {
    const field = screen.getByLabelText(label);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(field)).toContain(message);
  }
  // The first field with a problem takes the focus; nothing was sent.
  expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  expect(screen.getByLabelText('Short Description').getAttribute('rows')).toBe('3');
  expect(savedForms('post')).toEqual([]);
});

test('a profile that is not Markdown, or too large, is refused before sending', async () => {
  answerGets({});
  await openCreate();
  choose(new File(['x'], 'profile.txt', { type: 'text/plain' }));
  type('Vector Database Key', 'seneca');
  await settleKey();
  await screen.findByText('Valid vector database key');
  fireEvent.click(submit());
  expect(describedTexts(screen.getByLabelText('Profile File (.md)'))).toContain(
    'The profile must be a Markdown (.md) file of UTF-8 text',
  );
  choose(markdownFile('x'.repeat(200 * 1024 + 1)));
  expect(describedTexts(screen.getByLabelText('Profile File (.md)'))).toContain(
    'The profile file is too large (at most 200 KB)',
  );
});

test("sends the fields as multipart form data, shows 'Saving...', then closes and reloads", async () => {
  let lists = 0;
  answerGets({ list: () => (++lists === 1 ? [] : [seneca]) });
  const saved = deferred<void>();
  answerSave(() => saved.promise);
  const opener = await openCreate();

  type('Name', '  Seneca ');
  type('Vector Database Key', 'seneca');
  type('Birth Date', '4 BC');
  type('Death Date', 'AD 65');
  type('Short Description', 'Stoic philosopher and statesman.');
  type('Tags', 'Stoicism,  Ethics, ');
  const file = markdownFile('# Seneca', 'seneca.md');
  choose(file);
  await settleKey();
  await screen.findByText('Valid vector database key');
  fireEvent.click(submit());

  const saving = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving...' });
  expect(saving.disabled).toBe(true);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
  const [sent] = savedForms('post');
  expect(sent?.path).toBe(PERSONAS_PATH);
  const { profile_file: profile, ...fields } = sent!.fields;
  expect(fields).toEqual({
    name: 'Seneca',
    vector_database_key: 'seneca',
    birth_date: '4 BC',
    death_date: 'AD 65',
    short_description: 'Stoic philosopher and statesman.',
    tags: 'Stoicism, Ethics',
  });
  expect(profile).toBeInstanceOf(File);
  expect((profile as File).name).toBe('seneca.md');

  await act(() => {
    saved.resolve();
    return saved.promise;
  });
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Create New Persona' })).toBeNull(),
  );
  expect(await screen.findByRole('heading', { level: 3, name: 'Seneca' })).toBeTruthy();
  expect(getPaths().filter((path) => path === PERSONAS_PATH)).toHaveLength(2);
  expect(opener.disabled).toBe(false);
  expect(document.activeElement).toBe(opener);
});

test('Cancel and the back action close the form, emptied, and give the focus back', async () => {
  answerGets({});
  const opener = await openCreate();
  type('Name', 'Seneca');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('heading', { name: 'Create New Persona' })).toBeNull();
  expect(document.activeElement).toBe(opener);

  fireEvent.click(opener);
  expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Back to Personas' }));
  expect(screen.queryByRole('heading', { name: 'Create New Persona' })).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(savedForms('post')).toEqual([]);
});
