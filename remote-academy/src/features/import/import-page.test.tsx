import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { learner, renderWithProviders, type SessionShape } from '@lyceum/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ImportResponse, Tag } from '@lyceum/contracts';
import { ExistingTags } from './components/existing-tags';
import ImportPage from './import-page';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

const IMPORT = '/api/flashcards/import';
const TAGS = '/api/flashcards/tags';

const tag = (id: number, name: string): Tag => ({
  id,
  name,
  description: null,
  flashcard_count: 3,
});
const myTags = [tag(1, 'stoicism'), tag(2, 'Seneca')];

/** A value, an error to reject with, or a function giving the promise. */
type Answer = unknown;
const settle = (value: Answer) => () =>
  typeof value === 'function'
    ? (value as () => Promise<unknown>)()
    : value instanceof Error
      ? Promise.reject(value)
      : Promise.resolve(value);

const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);
function answer({ tags = myTags, imported }: { tags?: Answer; imported?: Answer }) {
  get.mockImplementation(((path: string) => ({
    json: settle(path === TAGS ? tags : new Error(`unexpected GET ${path}`)),
  })) as never);
  post.mockImplementation(((path: string) => ({
    json: settle(path === IMPORT ? imported : new Error(`unexpected POST ${path}`)),
  })) as never);
}

function renderPage(session: SessionShape = learner, language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/flashcards/import" element={<ImportPage />} />
      <Route path="/flashcards" element={<p>The library</p>} />
    </Routes>,
    { route: '/flashcards/import', session, language },
  );
}

const cards = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Cards' });
const tagsField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Tags' });
const importButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const location = () => screen.getByTestId('location').textContent;

const done = (result: Partial<ImportResponse>): ImportResponse => ({
  imported_count: 0,
  duplicate_count: 0,
  errors: [],
  ...result,
});
const formatError = (line: number) => ({
  line,
  code: 'flashcards.line_format',
  message: 'A line must read recto;verso',
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the form', () => {
  test('counts the non-blank lines, announced politely', async () => {
    answer({});
    renderPage();
    await screen.findByRole('button', { name: 'stoicism' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No lines ready to import yet.');
    type(cards(), 'Who wrote the Enchiridion?;Arrian');
    expect(status.textContent).toBe('1 line ready to import');
    type(cards(), 'a;b\n\n   \nc;d\r\nno separator\n');
    expect(status.textContent).toBe('3 lines ready to import');
    expect(cards().getAttribute('aria-describedby')).toBeTruthy();
  });

  test('explains the format: the first semicolon splits, the back may hold more', async () => {
    answer({});
    renderPage();
    const hint = document.getElementById(cards().getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('One card per line, written front;back.');
    expect(hint.textContent).toContain('Only the first semicolon separates the two sides');
    expect(hint.textContent).toContain('at most 5,000 characters');
    expect(hint.textContent).toContain('Ctrl+Enter');
    expect(hint.querySelector('code')?.textContent).toBe('front;back');
    await screen.findByRole('button', { name: 'stoicism' });
  });

  test('a tag of the user goes once at the end of the field, whatever its case', async () => {
    answer({});
    renderPage();
    const stoicism = await screen.findByRole('button', { name: 'stoicism' });
    expect(screen.getByRole('region', { name: 'Your tags' })).toBeTruthy();
    type(tagsField(), 'Latin, ');
    fireEvent.click(stoicism);
    expect(tagsField().value).toBe('Latin, stoicism');
    // Now marked as added; choosing it again changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'stoicism (added)' }));
    expect(tagsField().value).toBe('Latin, stoicism');
    type(tagsField(), 'SENECA');
    fireEvent.click(screen.getByRole('button', { name: 'Seneca (added)' }));
    expect(tagsField().value).toBe('SENECA');
    expect(get.mock.calls).toEqual([[TAGS]]);
  });

  test('says so when the tags cannot be loaded, and tries again on demand', async () => {
    answer({ tags: new ApiError(500, 'Internal Server Error', true, 'internal') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load existing tags.');
    answer({});
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Seneca' })).toBeTruthy();
  });

  test('says when the user has no tags yet', async () => {
    answer({ tags: [] });
    renderPage();
    expect(await screen.findByText(/You have no tags yet/)).toBeTruthy();
  });

  test('Load sample fills in a dozen cards and suggests a tag only when none is typed', async () => {
    answer({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    expect(cards().value).toContain('Marcus Aurelius');
    expect(cards().value).toContain('Epictetus');
    expect(screen.getByRole('status').textContent).toBe('12 lines ready to import');
    expect(tagsField().value).toBe('philosophy');
    type(tagsField(), 'mine');
    fireEvent.click(screen.getByRole('button', { name: 'Load sample' }));
    expect(tagsField().value).toBe('mine');
    await screen.findByRole('button', { name: 'stoicism' });
  });

  test('blank text disables Import and sends nothing, by button, form or shortcut', async () => {
    answer({});
    renderPage();
    expect(importButton().disabled).toBe(true);
    type(cards(), '   \n\t\n');
    expect(importButton().disabled).toBe(true);
    fireEvent.keyDown(cards(), { key: 'Enter', ctrlKey: true });
    fireEvent.submit(importButton().closest('form')!);
    expect(post).not.toHaveBeenCalled();
    type(cards(), 'a;b');
    expect(importButton().disabled).toBe(false);
    await screen.findByRole('button', { name: 'stoicism' });
  });
});

describe('importing', () => {
  test('sends the text and the tags, shows the count and leads to the library', async () => {
    let finish: (value: ImportResponse) => void = () => undefined;
    answer({ imported: () => new Promise((resolve) => (finish = resolve)) });
    renderPage();
    const text = 'Who wrote the Meditations?;Marcus Aurelius\nWho taught Nero?;Seneca; his tutor';
    type(cards(), text);
    type(tagsField(), ' stoicism, , Seneca ,stoicism');
    fireEvent.click(importButton());

    // While the call runs the button says so and cannot be pressed again.
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Importing...' });
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls).toEqual([[IMPORT, { json: { text, tags: ['stoicism', 'Seneca'] } }]]);
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(cards(), { key: 'Enter', ctrlKey: true });
    expect(post).toHaveBeenCalledTimes(1);

    act(() => finish(done({ imported_count: 2 })));
    const dialog = await screen.findByRole('dialog', { name: 'Import Complete' });
    expect(within(dialog).getByText('2 flashcards imported.')).toBeTruthy();
    expect(within(dialog).queryByText(/duplicate/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to the Library' }));
    expect(await screen.findByText('The library')).toBeTruthy();
    expect(location()).toBe('/flashcards');
  });

  test('Ctrl+Enter or Cmd+Enter in the text imports; Escape on the result goes on too', async () => {
    answer({ imported: done({ imported_count: 1, duplicate_count: 1 }) });
    renderPage();
    type(cards(), 'a;b');
    fireEvent.keyDown(cards(), { key: 'Enter', metaKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Import Complete' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('1 flashcard imported.')).toBeTruthy();
    expect(within(dialog).getByText(/^1 duplicate skipped/)).toBeTruthy();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(location()).toBe('/flashcards');
  });

  test('a partial import lists the skipped lines, ten at most, duplicates only counted', async () => {
    const errors = [
      formatError(2),
      { line: 3, code: 'flashcards.line_duplicate', message: 'This card already exists' },
      {
        line: 4,
        code: 'flashcards.line_too_long',
        message: 'The recto and the verso take at most 5000 characters each',
      },
      { line: 5, code: 'flashcards.some_new_reason', message: 'A reason this page does not know' },
      ...Array.from({ length: 10 }, (_, index) => formatError(6 + index)),
    ];
    answer({ imported: done({ imported_count: 1, duplicate_count: 1, errors }) });
    renderPage();
    type(cards(), 'a;b');
    fireEvent.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: 'Import Complete' });
    expect(within(dialog).getByText('1 flashcard imported.')).toBeTruthy();
    expect(within(dialog).getByText(/^1 duplicate skipped/)).toBeTruthy();
    expect(within(dialog).getByText('13 lines were not imported:')).toBeTruthy();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(10);
    expect(lines.slice(0, 4)).toEqual([
      'Line 2: A line must read recto;verso',
      'Line 4: The recto and the verso take at most 5000 characters each',
      'Line 5: A reason this page does not know',
      'Line 6: A line must read recto;verso',
    ]);
    expect(within(dialog).getByText('and 3 more')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to the Library' }));
    expect(location()).toBe('/flashcards');
  });

  test('when bad lines kept every card out, the user stays with the text to fix it', async () => {
    answer({ imported: done({ errors: [formatError(1)] }) });
    renderPage();
    type(cards(), 'no separator here');
    fireEvent.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: 'Nothing Imported' });
    expect(within(dialog).getByText('No flashcards were imported.')).toBeTruthy();
    expect(within(dialog).getByText('1 line was not imported:')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit the Text' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/flashcards/import');
    expect(cards().value).toBe('no separator here');
    expect(document.activeElement).toBe(cards());
  });

  test.each([
    [
      'a server failure',
      new ApiError(500, 'Internal Server Error', true, 'internal'),
      'Failed to import flashcards',
    ],
    ['no answer', new ApiError(null, 'Failed to fetch'), 'Failed to import flashcards'],
    [
      'a refusal with a code',
      new ApiError(400, 'An import takes at most 10000 lines', true, 'flashcards.too_many_lines'),
      'An import takes at most 10000 lines',
    ],
    ['no error at all', undefined, 'An unknown error occurred.'],
  ])('%s shows Import Failed and keeps the text', async (_, error, text) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a rejection without an error is one of the cases
    answer({ imported: () => Promise.reject(error) });
    renderPage();
    type(cards(), 'a;b');
    type(tagsField(), 'stoicism');
    fireEvent.click(importButton());
    const dialog = await screen.findByRole('dialog', { name: 'Import Failed' });
    expect(within(dialog).getByText(text)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/flashcards/import');
    expect(cards().value).toBe('a;b');
    expect(tagsField().value).toBe('stoicism');
    expect(importButton().disabled).toBe(false);
  });
});

describe('without a user', () => {
  test('the page asks to sign in, and calls nothing', () => {
    answer({});
    renderPage('guest');
    expect(screen.getByRole('heading', { level: 1, name: 'Import Flashcards' })).toBeTruthy();
    expect(screen.getByText('Please sign in to import flashcards.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/signin?next=%2Fflashcards%2Fimport',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  test('the tag list says to sign in to view the tags', () => {
    answer({});
    renderWithProviders(<ExistingTags value="" onPick={jest.fn()} />, { session: 'guest' });
    expect(screen.getByText('Please sign in to view your tags.')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('in French', () => {
  test('the form, the sample and the result read in French', async () => {
    answer({
      imported: done({ imported_count: 2, duplicate_count: 2, errors: [formatError(3)] }),
    });
    renderPage(learner, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Importer des cartes' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'stoicism' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vos étiquettes' })).toBeTruthy();
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Cartes' });
    expect(screen.getByRole('status').textContent).toBe(
      'Aucune ligne prête à importer pour l’instant.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Charger un exemple' }));
    expect(text.value).toContain('Épictète');
    expect(text.value).toContain('Que sais-je\u202F?');
    expect(screen.getByRole('status').textContent).toBe('12 lignes prêtes à importer');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Étiquettes' }).value).toBe(
      'philosophie',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importation terminée' });
    expect(within(dialog).getByText('2 cartes importées.')).toBeTruthy();
    expect(within(dialog).getByText(/^2 doublons ignorés/)).toBeTruthy();
    // French text has narrow no-break spaces, which text queries would turn into spaces.
    expect(within(dialog).getByText(/^1 ligne n’a pas été importée/).textContent).toBe(
      '1 ligne n’a pas été importée\u202F:',
    );
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Ligne 3\u202F: Une ligne doit contenir le recto et le verso séparés par un point-virgule',
    );
    expect(within(dialog).getByRole('button', { name: 'Aller à la bibliothèque' })).toBeTruthy();
  });

  test('a failure reads in French', async () => {
    answer({ imported: () => Promise.reject(new ApiError(null, 'Failed to fetch')) });
    renderPage(learner, 'fr');
    type(screen.getByRole('textbox', { name: 'Cartes' }), 'a;b');
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Échec de l’importation' });
    expect(within(dialog).getByText('Impossible d’importer les cartes')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  test('the page asks to sign in, in French', () => {
    answer({});
    renderPage('guest', 'fr');
    expect(screen.getByText('Veuillez vous connecter pour importer des cartes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });
});
