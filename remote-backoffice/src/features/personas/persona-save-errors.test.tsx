import { ApiError, i18n } from '@lyceum/platform';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  answerGets,
  answerSave,
  choose,
  markdownFile,
  noAnswer,
  renderView,
  resetApi,
  seneca,
  serverError,
  settleKey,
  type,
} from '../../testing/personas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

beforeEach(() => {
  resetApi();
  jest.useFakeTimers();
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

/** Fills the create form with valid values and sends it; the key check answers valid. */
async function createWith(error: unknown, language: 'en' | 'fr' = 'en') {
  answerGets({});
  answerSave(error);
  renderView(language);
  fireEvent.click(
    await screen.findByRole('button', { name: /Create New Persona|Créer une persona/ }),
  );
  const form = within(screen.getByRole('region', { name: /Create New Persona|Créer une persona/ }));
  const inputs = form.getAllByRole('textbox');
  const [name, key, , , description, tags] = inputs as HTMLInputElement[];
  fireEvent.change(name!, { target: { value: 'Seneca' } });
  fireEvent.change(key!, { target: { value: 'seneca' } });
  fireEvent.change(description!, { target: { value: 'Stoic.' } });
  fireEvent.change(tags!, { target: { value: 'Stoicism' } });
  choose(markdownFile('# Seneca'));
  await settleKey();
  await screen.findByText(/Valid vector database key|Clé de base vectorielle valide/);
  fireEvent.click(form.getByRole('button', { name: /Create Persona|Créer la persona/ }));
}

test.each([
  ["the server's detail", new ApiError(400, 'Tags must be words', true), 'Tags must be words'],
  ['the default text', serverError, 'Failed to create persona'],
  [
    'the default text and the status, when the answer is unreadable',
    new ApiError(502, 'Bad Gateway', false),
    'Failed to create persona. Server returned status 502.',
  ],
  ['the network error', noAnswer, 'Network error occurred while saving persona'],
])('a failed create shows %s', async (_name, error, text) => {
  await createWith(error);
  expect((await screen.findByRole('alert')).textContent).toBe(text);
  // The form stays open, ready for another try.
  expect(screen.getByRole('heading', { name: 'Create New Persona', level: 2 })).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Persona' }).disabled).toBe(
    false,
  );
});

test('a refusal about a field is shown under it, translated from its code', async () => {
  await createWith(
    new ApiError(409, 'A persona with this name already exists', true, 'personas.name_taken'),
  );
  const name = await screen.findByLabelText('Name');
  await screen.findByText('A persona with this name already exists');
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(describedTexts(name)).toContain('A persona with this name already exists');
  expect(document.activeElement).toBe(name);
});

test('a refusal of the key names the key, in the interface language', async () => {
  await createWith(
    new ApiError(400, 'The collection "seneca" has no ideas', true, 'personas.collection_empty'),
    'fr',
  );
  const key = screen.getByLabelText('Clé de la base vectorielle');
  const text = 'La collection «\u202fseneca\u202f» ne contient aucune idée';
  // Under the key only: the form has no other alert.
  expect((await screen.findByRole('alert')).textContent).toBe(text);
  expect(describedTexts(key)).toContain(text);
  expect(key.getAttribute('aria-invalid')).toBe('true');
});

test('a failed update has its own default text', async () => {
  answerGets({ list: [seneca], profile: '# Seneca' });
  answerSave(new ApiError(503, 'Service Unavailable', false));
  renderView();
  const row = (await screen.findByRole('heading', { level: 3, name: 'Seneca' })).closest('li')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  await screen.findByText('Valid vector database key');
  type('Name', 'Seneca the Younger');
  fireEvent.click(screen.getByRole('button', { name: 'Update Persona' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Failed to update persona. Server returned status 503.',
  );
});
