import { ApiError } from '@lyceum/platform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PERSONAS_PATH,
  answerGets,
  answerSave,
  checkedKeys,
  choose,
  getPaths,
  markdownFile,
  noAnswer,
  renderView,
  resetApi,
  savedForms,
  seneca,
  socrates,
  valid,
} from '../../testing/personas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

beforeEach(() => resetApi());

const PROFILE = `${PERSONAS_PATH}/1/profile`;
const preview = () => screen.getByRole('region', { name: 'Profile Preview' });
const previewStatus = () =>
  screen
    .getAllByRole('status')
    .find((element) => element.classList.contains('bo-persona-preview__status'))!;

/** Opens the form on a persona of the list; answers the Edit button that opened it. */
async function openEdit(name: string) {
  renderView();
  const row = (await screen.findByRole('heading', { level: 3, name })).closest('li')!;
  const button = within(row).getByRole('button', { name: 'Edit' });
  fireEvent.click(button);
  return button;
}

test('Edit fills the form, loads the profile and checks the key again at once', async () => {
  answerGets({ list: [seneca], key: valid, profile: '# Seneca\n\nA **Stoic** philosopher.' });
  await openEdit('Seneca');
  const heading = screen.getByRole('heading', { level: 2, name: 'Edit Persona' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Seneca');
  expect(screen.getByLabelText<HTMLInputElement>('Vector Database Key').value).toBe('seneca');
  expect(screen.getByLabelText<HTMLInputElement>('Birth Date').value).toBe('4 BC');
  expect(screen.getByLabelText<HTMLInputElement>('Death Date').value).toBe('AD 65');
  expect(screen.getByLabelText<HTMLTextAreaElement>('Short Description').value).toBe(
    seneca.short_description,
  );
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tags' }).value).toBe(seneca.tags);
  // On edit the profile file is optional.
  const file = screen.getByLabelText('Profile File (.md)');
  expect(file.hasAttribute('required')).toBe(false);
  expect(
    screen.getByText('Optional: a new file replaces the current profile. At most 200 KB.'),
  ).toBeTruthy();

  expect(await screen.findByText('Valid vector database key')).toBeTruthy();
  expect(checkedKeys()).toEqual(['seneca']);
  expect(getPaths()).toContain(PROFILE);
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Seneca' })).toBeTruthy(),
  );
  expect(within(preview()).getByText('Stoic').tagName).toBe('STRONG');
  // The create button stays disabled while the form is open.
  expect(
    screen.getByRole<HTMLButtonElement>('button', { name: 'Create New Persona' }).disabled,
  ).toBe(true);
});

test('Update sends a PUT without a file, closes, and gives the focus back to Edit', async () => {
  let lists = 0;
  answerGets({
    list: () => (++lists === 1 ? [seneca] : [{ ...seneca, name: 'Lucius Seneca' }]),
    profile: '# Seneca',
  });
  answerSave();
  const edit = await openEdit('Seneca');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lucius Seneca' } });
  await screen.findByText('Valid vector database key');
  fireEvent.click(screen.getByRole('button', { name: 'Update Persona' }));

  expect(await screen.findByRole('heading', { level: 3, name: 'Lucius Seneca' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Edit Persona' })).toBeNull();
  expect(savedForms('put')).toEqual([
    {
      path: `${PERSONAS_PATH}/1`,
      fields: {
        name: 'Lucius Seneca',
        vector_database_key: 'seneca',
        birth_date: '4 BC',
        death_date: 'AD 65',
        short_description: seneca.short_description,
        tags: 'Stoicism, Ethics, Letters',
        // Its French texts, as the form was filled with them.
        known_through: '',
        name_fr: 'Sénèque',
        short_description_fr: 'Philosophe stoïcien et homme d’État.',
        tags_fr: 'Stoïcisme, Éthique, Lettres',
        known_through_fr: '',
      },
    },
  ]);
  expect(savedForms('post')).toEqual([]);
  expect(document.activeElement).toBe(edit);
});

test('a chosen file replaces the current profile in the preview and is sent', async () => {
  answerGets({ list: [seneca], profile: '# Current' });
  answerSave();
  await openEdit('Seneca');
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Current' })).toBeTruthy(),
  );
  choose(markdownFile('# Replacement', 'new.md'));
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Replacement' })).toBeTruthy(),
  );
  await screen.findByText('Valid vector database key');
  fireEvent.click(screen.getByRole('button', { name: 'Update Persona' }));
  await waitFor(() => expect(savedForms('put')).toHaveLength(1));
  expect((savedForms('put')[0]!.fields.profile_file as File).name).toBe('new.md');
});

test('a persona without a profile says so, without asking the server', async () => {
  answerGets({ list: [socrates] });
  await openEdit('Socrates');
  expect(previewStatus().textContent).toBe('No profile file found for this persona.');
  await screen.findByText('Valid vector database key');
  expect(getPaths().some((path) => path.endsWith('/profile'))).toBe(false);
});

test.each([
  ['a 404', new ApiError(404, 'Not Found', false), 'No profile file found for this persona.'],
  [
    'another status',
    new ApiError(500, 'Internal Server Error', false),
    'Error loading profile: Server returned status 500',
  ],
  ['no answer', noAnswer, 'Network error while loading profile content.'],
])('a profile that cannot be loaded (%s) says why', async (_name, error, text) => {
  answerGets({ list: [seneca], profile: error });
  await openEdit('Seneca');
  expect(previewStatus().textContent).toBe('Loading profile...');
  await waitFor(() => expect(previewStatus().textContent).toBe(text));
  expect(screen.queryByRole('region', { name: 'Profile Preview' })).toBeNull();
});

test('the preview never runs what the Markdown carries', async () => {
  const hostile = [
    '# Hi',
    '',
    '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
    '',
    '[link](javascript:alert(3)) <a href="https://example.org" onclick="alert(4)">site</a>',
    '',
    '<iframe src="https://evil.example"></iframe><style>body{}</style>',
  ].join('\n');
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  answerGets({ list: [seneca], profile: hostile });
  await openEdit('Seneca');
  await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Hi' })).toBeTruthy());
  const html = preview().innerHTML;
  for (const banned of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '<style']) {
    expect(html).not.toContain(banned);
  }
  expect(preview().querySelector('img')?.getAttribute('src')).toBe('x');
  expect(within(preview()).getByText('site').getAttribute('href')).toBe('https://example.org');
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});

test('a chosen file is previewed sanitized on create too', async () => {
  answerGets({});
  renderView();
  await screen.findByText('No personas created yet. Create your first persona to get started.');
  fireEvent.click(screen.getByRole('button', { name: 'Create New Persona' }));
  expect(previewStatus().textContent).toBe('Choose a .md file to preview it here.');
  choose(markdownFile('## Letters\n\n<script>alert(1)</script><b onmouseover="x()">bold</b>'));
  await waitFor(() =>
    expect(within(preview()).getByRole('heading', { name: 'Letters' })).toBeTruthy(),
  );
  expect(preview().innerHTML).not.toMatch(/script|onmouseover/);
  expect(within(preview()).getByText('bold').tagName).toBe('B');
});

test('Edit fills known_through and the French texts; an emptied one is sent empty', async () => {
  answerGets({ list: [socrates] });
  answerSave();
  await openEdit('Socrates');
  const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
  expect(value('Known through')).toBe('Plato');
  const group = within(screen.getByRole('group', { name: 'French' }));
  expect(group.getByLabelText<HTMLInputElement>('Name in French').value).toBe('Socrate');
  expect(group.getByLabelText<HTMLTextAreaElement>('Description in French').value).toBe(
    'Pose des questions.',
  );
  // A French text it does not have is empty: its own is read instead.
  expect(group.getByLabelText<HTMLInputElement>('Tag list in French').value).toBe('');
  expect(group.getByLabelText<HTMLInputElement>('Known through in French').value).toBe('Platon');
  expect(
    screen.getByText('Optional: a new file replaces the current French profile. At most 200 KB.'),
  ).toBeTruthy();

  fireEvent.change(group.getByLabelText('Name in French'), { target: { value: ' ' } });
  fireEvent.change(screen.getByLabelText('Known through'), {
    target: { value: 'Plato, Xenophon' },
  });
  await screen.findByText('Valid vector database key');
  fireEvent.click(screen.getByRole('button', { name: 'Update Persona' }));
  await waitFor(() => expect(savedForms('put')).toHaveLength(1));
  // No French profile chosen: none is sent, and the current one stays.
  expect(savedForms('put')[0]!.fields).toEqual({
    name: 'Socrates',
    vector_database_key: 'plato',
    birth_date: '',
    death_date: '',
    short_description: 'Asks questions.',
    tags: 'Dialectic',
    known_through: 'Plato, Xenophon',
    name_fr: '',
    short_description_fr: 'Pose des questions.',
    tags_fr: '',
    known_through_fr: 'Platon',
  });
});

test('a French profile chosen on edit is sent', async () => {
  answerGets({ list: [seneca], profile: '# Seneca' });
  answerSave();
  await openEdit('Seneca');
  choose(markdownFile('# Sénèque', 'seneque.md'), 'profile_file_fr');
  await screen.findByText('Valid vector database key');
  fireEvent.click(screen.getByRole('button', { name: 'Update Persona' }));
  await waitFor(() => expect(savedForms('put')).toHaveLength(1));
  const { fields } = savedForms('put')[0]!;
  expect((fields.profile_file_fr as File).name).toBe('seneque.md');
  expect(fields.profile_file).toBeUndefined();
});
