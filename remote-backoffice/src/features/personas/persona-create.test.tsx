import {
  KEY_VALIDATION_DEBOUNCE_MS,
  PERSONA_DESCRIPTION_MAX,
  PERSONA_NAME_MAX,
} from '@lyceum/contracts/constants';
import { ApiError } from '@lyceum/platform';
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
    // The optional texts left empty are sent empty; no French profile was chosen.
    known_through: '',
    name_fr: '',
    short_description_fr: '',
    tags_fr: '',
    known_through_fr: '',
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

/** Fills the required fields and a profile, and waits for the key to be found valid. */
async function fillRequired() {
  type('Name', 'Socrates');
  type('Vector Database Key', 'plato');
  type('Short Description', 'Asks questions.');
  type('Tags', 'Dialectic');
  choose(markdownFile('# Socrates', 'socrates.md'));
  await settleKey();
  await screen.findByText('Valid vector database key');
}

test('known_through and the French texts and profile are sent with the form', async () => {
  answerGets({});
  answerSave();
  await openCreate();

  const knownThrough = screen.getByLabelText<HTMLInputElement>('Known through');
  expect(knownThrough.hasAttribute('required')).toBe(false);
  expect(knownThrough.maxLength).toBe(PERSONA_NAME_MAX);
  expect(describedTexts(knownThrough)).toEqual([
    'Optional: the author through whom the thinker’s words reach us, for example Plato. Leave it empty when the thinker wrote their own books.',
  ]);
  // The French fields are a group of their own, named by its legend, French whatever the screen.
  const group = screen.getByRole('group', { name: 'French' });
  expect(describedTexts(group)).toEqual([
    'Optional: the persona’s texts for French readers. What is left empty is read in English.',
  ]);
  const frenchFields = [
    'Name in French',
    'Description in French',
    'Tag list in French',
    'Known through in French',
  ].map((label) => within(group).getByLabelText(label));
  for (const field of frenchFields) {
    expect(field.getAttribute('lang')).toBe('fr');
    expect(field.hasAttribute('required')).toBe(false);
  }
  const frenchProfile = within(group).getByLabelText('Profile in French (.md)');
  expect(frenchProfile.hasAttribute('required')).toBe(false);
  expect(frenchProfile.getAttribute('accept')).toBe('.md');
  expect(screen.getByText('Optional: a Markdown file of at most 200 KB.')).toBeTruthy();

  await fillRequired();
  type('Known through', '  Plato ');
  type('Name in French', ' Socrate ');
  type('Description in French', 'Pose des questions.');
  type('Tag list in French', 'Dialectique,, éthique, Éthique');
  type('Known through in French', 'Platon');
  choose(markdownFile('# Socrate', 'socrate.md'), 'profile_file_fr');
  fireEvent.click(submit());

  await waitFor(() => expect(savedForms('post')).toHaveLength(1));
  const {
    profile_file: profile,
    profile_file_fr: french,
    ...fields
  } = savedForms('post')[0]!.fields;
  expect(fields).toEqual({
    name: 'Socrates',
    vector_database_key: 'plato',
    birth_date: '',
    death_date: '',
    short_description: 'Asks questions.',
    tags: 'Dialectic',
    known_through: 'Plato',
    name_fr: 'Socrate',
    short_description_fr: 'Pose des questions.',
    tags_fr: 'Dialectique, éthique',
    known_through_fr: 'Platon',
  });
  expect((profile as File).name).toBe('socrates.md');
  expect((french as File).name).toBe('socrate.md');
});

test('the French texts and profile are checked before sending, as the server checks them', async () => {
  answerGets({});
  answerSave();
  await openCreate();
  await fillRequired();
  const description = screen.getByLabelText<HTMLTextAreaElement>('Description in French');
  expect(description.maxLength).toBe(PERSONA_DESCRIPTION_MAX);
  // A longer text than the input takes (pasted past its limit) is refused like the English one.
  type('Description in French', 'x'.repeat(PERSONA_DESCRIPTION_MAX + 1));
  choose(new File(['# Socrate'], 'socrate.txt', { type: 'text/plain' }), 'profile_file_fr');
  fireEvent.click(submit());

  expect(description.getAttribute('aria-invalid')).toBe('true');
  expect(describedTexts(description)).toContain('This value is too long');
  const frenchProfile = screen.getByLabelText('Profile in French (.md)');
  expect(frenchProfile.getAttribute('aria-invalid')).toBe('true');
  expect(describedTexts(frenchProfile)).toContain(
    'The profile must be a Markdown (.md) file of UTF-8 text',
  );
  // The English profile is fine; the first French problem takes the focus; nothing was sent.
  expect(screen.getByLabelText('Profile File (.md)').getAttribute('aria-invalid')).toBeNull();
  expect(document.activeElement).toBe(description);
  expect(savedForms('post')).toEqual([]);

  type('Description in French', 'Pose des questions.');
  choose(markdownFile('x'.repeat(200 * 1024 + 1), 'socrate.md'), 'profile_file_fr');
  expect(description.getAttribute('aria-invalid')).toBeNull();
  expect(describedTexts(frenchProfile)).toContain('The profile file is too large (at most 200 KB)');
});

test('a refusal of the French profile is shown under it', async () => {
  answerGets({});
  answerSave(
    new ApiError(
      400,
      'The profile must be a Markdown (.md) file of UTF-8 text',
      true,
      'personas.profile_invalid',
      'profile_file_fr',
    ),
  );
  await openCreate();
  await fillRequired();
  choose(markdownFile('# Socrate', 'socrate.md'), 'profile_file_fr');
  fireEvent.click(submit());
  const frenchProfile = screen.getByLabelText('Profile in French (.md)');
  await waitFor(() => expect(frenchProfile.getAttribute('aria-invalid')).toBe('true'));
  expect(describedTexts(frenchProfile)).toContain(
    'The profile must be a Markdown (.md) file of UTF-8 text',
  );
  expect(screen.getByLabelText('Profile File (.md)').getAttribute('aria-invalid')).toBeNull();
  expect(document.activeElement).toBe(frenchProfile);
});

test('the French group reads in French on a French screen', async () => {
  answerGets({});
  renderView('fr');
  fireEvent.click(await screen.findByRole('button', { name: 'Créer une persona' }));
  const group = screen.getByRole('group', { name: 'Français' });
  for (const label of [
    'Nom en français',
    'Description en français',
    'Étiquettes en français',
    'Connu par, en français',
    'Profil en français (.md)',
  ]) {
    expect(within(group).getByLabelText(label)).toBeTruthy();
  }
  expect(screen.getByLabelText('Connu par').getAttribute('lang')).toBeNull();
});
