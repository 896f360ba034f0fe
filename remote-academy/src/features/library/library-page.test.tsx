import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeCard, makeTags } from '../../testing/cards';
import LibraryPage from './library-page';
import { FakeApi } from '../../testing/fake-library-api';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

let api: FakeApi;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  api = new FakeApi();
  api.state.cards = [
    makeCard(1, { recto: 'Apple', verso: 'Pomme', tags: ['Latin'] }),
    makeCard(2, { recto: 'Pear', verso: 'Poire' }),
  ];
  api.state.tags = makeTags('latin', 'fruit');
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    jest
      .mocked(apiClient[method])
      .mockImplementation(((path: string, options?: object) =>
        api.call(method.toUpperCase() as 'GET', path, options)) as never);
  }
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(async () => {
  expect(alertSpy).not.toHaveBeenCalled();
  alertSpy.mockRestore();
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

function renderPage(route = '/flashcards', language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="flashcards/*" element={<LibraryPage />} />
    </Routes>,
    { route, session: learner, language },
  );
}

const location = () => screen.getByTestId('location').textContent;
const lastList = () => api.listSearches().at(-1)!;
/** The head button of the card whose recto is `recto`. */
const cardButton = (recto: string) => screen.getByText(recto).closest('button')!;
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

/** Opens the card's details and clicks one of their buttons. */
async function cardAction(recto: string, action: 'Edit' | 'Delete') {
  await screen.findByText(recto);
  fireEvent.click(cardButton(recto));
  const details = document.getElementById(cardButton(recto).getAttribute('aria-controls')!)!;
  fireEvent.click(within(details).getByRole('button', { name: action }));
}

/** The text of the toast reading `text`, once it shows, and its role. */
async function toast(text: string) {
  const element = await screen.findByText(text, { selector: '.ac-toasts__text' });
  return element.closest('[role]')!.getAttribute('role');
}

describe('the dashboard and the list', () => {
  test('shows the totals, shares and overall strength, and the first page of 25 cards', async () => {
    api.state.summary = {
      total_count: 40,
      status_counts: { draft: 10, learning: 20, paused: 2, mastered: 8 },
      average_memory_strength: 0.45,
    };
    renderPage();
    const overview = screen.getByRole('region', { name: 'Overview' });
    await within(overview).findByText('Total cards');
    const figure = (label: string) =>
      within(overview).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(figure('Total cards')).toBe('40');
    expect(figure('Draft')).toBe('10 25%');
    expect(figure('Learning')).toBe('20 50%');
    expect(figure('Paused')).toBe('2 5%');
    expect(figure('Mastered')).toBe('8 20%');
    const meter = within(overview).getByRole('meter', { name: 'Overall memory strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('45');
    expect(meter.querySelector('.ac-strength-bar__fill')!.className).toContain(
      'ac-strength--medium',
    );
    expect(overview.querySelector('.ac-summary__strength-value')!.textContent).toBe('45%');

    const list = await screen.findByRole('list', { name: 'Cards' });
    expect([...list.querySelectorAll('.ac-card__recto')].map((e) => e.textContent)).toEqual([
      'Apple',
      'Pear',
    ]);
    expect(api.listSearches()).toHaveLength(1);
    expect(lastList().get('page_size')).toBe('25');
    expect(lastList().get('page')).toBe('1');
    expect(lastList().get('sort')).toBe('memory_strength');
    expect(lastList().has('status')).toBe(false);
    expect(api.sent('GET', '/api/flashcards/summary')).toHaveLength(1);
  });

  test('a high overall strength takes the strong band', async () => {
    api.state.summary = { ...api.state.summary, average_memory_strength: 0.8 };
    renderPage();
    const meter = await screen.findByRole('meter', { name: 'Overall memory strength' });
    expect(meter.querySelector('.ac-strength--high')).toBeTruthy();
  });
});

describe('a list that fails', () => {
  const down = () =>
    new ApiError(503, 'Service temporarily unavailable.', true, 'service.unavailable');

  test.each([
    ['en', 'Error fetching flashcards: Service temporarily unavailable. Please try again.'],
    [
      'fr',
      'Erreur lors du chargement des cartes\u202f: Service temporairement indisponible. Veuillez réessayer.',
    ],
  ] as const)('shows the server’s reason, translated by its code (%s)', async (language, text) => {
    api.state.failures['GET /api/flashcards'] = down();
    renderPage('/flashcards', language);
    const alert = await screen.findByText(/^Error fetching flashcards|^Erreur lors du chargement/, {
      selector: '[role="alert"]',
    });
    expect(alert.textContent).toBe(text);
  });
});

describe('empty states', () => {
  test('no cards and no filter invites an import', async () => {
    api.state.cards = [];
    renderPage();
    expect(await screen.findByText('No flashcards yet. Import some!')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Import Flashcards' });
    expect(link.getAttribute('href')).toBe('/flashcards/import');
  });

  test('no cards under a status filter says nothing matches', async () => {
    api.state.cards = [];
    renderPage('/flashcards?status=draft');
    expect(await screen.findByText('No flashcards match the current filters.')).toBeTruthy();
    expect(lastList().get('status')).toBe('draft');
    expect(select('Status').value).toBe('draft');
  });

  test('no tags says how to get some', async () => {
    api.state.tags = [];
    renderPage();
    expect(
      await screen.findByText(
        'No tags available. Create some tags or import flashcards with tags!',
      ),
    ).toBeTruthy();
  });
});

describe('paging', () => {
  beforeEach(() => {
    api.state.totalCount = 300;
    api.state.totalPages = 12;
  });

  test('a new page size returns to page 1', async () => {
    renderPage('/flashcards?page=3');
    await screen.findByText('Apple');
    expect(lastList().get('page')).toBe('3');
    fireEvent.change(select('Cards per page'), { target: { value: '50' } });
    await waitFor(() => expect(lastList().get('page_size')).toBe('50'));
    expect(lastList().get('page')).toBe('1');
    expect(location()).toBe('/flashcards?size=50');
  });

  test('a new status filter returns to page 1', async () => {
    renderPage('/flashcards?page=3');
    await screen.findByText('Apple');
    fireEvent.change(select('Status'), { target: { value: 'paused' } });
    await waitFor(() => expect(lastList().get('status')).toBe('paused'));
    expect(lastList().get('page')).toBe('1');
    expect(location()).toBe('/flashcards?status=paused');
  });

  test('shows at most five page buttons around the current page of twelve', async () => {
    renderPage('/flashcards?page=7');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByText('151–175 of 300')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList().get('page')).toBe('8'));
    expect(location()).toBe('/flashcards?page=8');
  });
});

describe('deleting a card', () => {
  test('asks first; Cancel sends nothing', async () => {
    renderPage();
    await cardAction('Apple', 'Delete');
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Delete this flashcard?');
    expect(dialog.querySelector('p')!.textContent).toBe(
      'Are you sure you want to delete this flashcard? This action cannot be undone.',
    );
    // The safe answer has the focus.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(openDialog()).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  test('confirmed, sends the DELETE and says so', async () => {
    renderPage();
    await cardAction('Apple', 'Delete');
    fireEvent.click(within(openDialog()!).getByRole('button', { name: 'Delete' }));
    expect(await toast('Flashcard deleted successfully!')).toBe('status');
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/flashcards/1']);
    expect(openDialog()).toBeNull();
    await waitFor(() => expect(screen.queryByText('Apple')).toBeNull());
  });

  test('a failure shows the call’s own text when the server only says it failed', async () => {
    api.state.failures['DELETE /api/flashcards/1'] = new ApiError(500, 'x', false, 'internal');
    renderPage();
    await cardAction('Apple', 'Delete');
    fireEvent.click(within(openDialog()!).getByRole('button', { name: 'Delete' }));
    expect(await toast('Error deleting flashcard: Failed to delete flashcard')).toBe('alert');
    expect(openDialog()).toBeNull();
  });

  test('a failure shows the server’s detail when it has one', async () => {
    api.state.failures['DELETE /api/flashcards/1'] = new ApiError(409, 'The card is in use');
    renderPage();
    await cardAction('Apple', 'Delete');
    fireEvent.click(within(openDialog()!).getByRole('button', { name: 'Delete' }));
    expect(await toast('Error deleting flashcard: The card is in use')).toBe('alert');
  });
});

describe('deleting a tag', () => {
  test('asks, warning that every card loses it, then deletes it and lifts its filter', async () => {
    renderPage('/flashcards?tag=latin');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tag latin' }));
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Delete this tag?');
    expect(dialog.querySelector('p')!.textContent).toBe(
      'The tag “latin” will be removed from all flashcards. The cards themselves stay.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Tag deleted successfully!')).toBe('status');
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/flashcards/tags/1',
    ]);
    // The list no longer filters by the tag that is gone.
    await waitFor(() => expect(location()).toBe('/flashcards'));
    await waitFor(() => expect(lastList().has('tags')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Delete tag latin' })).toBeNull();
  });
});

describe('the edit dialog', () => {
  const field = (name: string) =>
    within(openDialog()!).getByRole<HTMLTextAreaElement>('textbox', { name });
  const newTag = () =>
    within(openDialog()!).getByRole<HTMLInputElement>('textbox', { name: 'Add a tag' });
  const chips = () =>
    [...openDialog()!.querySelectorAll('.ly-chip')].map((chip) => chip.firstChild!.textContent);
  const addTag = (name: string) => {
    fireEvent.change(newTag(), { target: { value: name } });
    fireEvent.keyDown(newTag(), { key: 'Enter' });
  };

  test('edits recto, verso and tags; Ctrl+Enter saves the trimmed values', async () => {
    renderPage();
    await cardAction('Apple', 'Edit');
    expect(openDialog()!.querySelector('h2')!.textContent).toBe('Edit flashcard');
    expect(field('Front (recto)').value).toBe('Apple');
    expect(field('Back (verso)').value).toBe('Pomme');
    expect(chips()).toEqual(['Latin']);

    addTag('LATIN');
    expect(chips()).toEqual(['Latin']);
    expect(newTag().value).toBe('');
    addTag('   ');
    expect(chips()).toEqual(['Latin']);
    fireEvent.change(newTag(), { target: { value: '  ' } });
    expect(
      within(openDialog()!).getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled,
    ).toBe(true);
    addTag(' fruit ');
    expect(chips()).toEqual(['Latin', 'fruit']);

    fireEvent.change(field('Front (recto)'), { target: { value: '  Malum  ' } });
    fireEvent.change(field('Back (verso)'), { target: { value: ' Pomme \n' } });
    fireEvent.keyDown(field('Back (verso)'), { key: 'Enter', ctrlKey: true });
    expect(await toast('Flashcard updated successfully!')).toBe('status');
    const [put] = api.writes();
    expect(api.writes()).toHaveLength(1);
    expect(put!.method).toBe('PUT');
    expect(put!.path).toBe('/api/flashcards/1');
    expect(put!.json).toEqual({ recto: 'Malum', verso: 'Pomme', tags: ['Latin', 'fruit'] });
    expect(openDialog()).toBeNull();
    expect(await screen.findByText('Malum', { selector: '.ac-card__recto' })).toBeTruthy();
  });

  test('Escape closes without a request', async () => {
    renderPage();
    await cardAction('Pear', 'Edit');
    fireEvent.change(field('Front (recto)'), { target: { value: 'Changed' } });
    fireEvent(openDialog()!, new Event('cancel', { cancelable: true }));
    expect(openDialog()).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  test('a failed save keeps the dialog open and says why', async () => {
    api.state.failures['PUT /api/flashcards/2'] = new ApiError(503, 'Service Unavailable');
    renderPage();
    await cardAction('Pear', 'Edit');
    fireEvent.keyDown(field('Front (recto)'), { key: 'Enter', metaKey: true });
    expect(await toast('Error updating flashcard: Failed to update flashcard')).toBe('alert');
    expect(openDialog()!.querySelector('h2')!.textContent).toBe('Edit flashcard');
  });
});

describe('bulk actions', () => {
  async function selectBoth() {
    await screen.findByText('Apple');
    fireEvent.click(cardButton('Apple'), { ctrlKey: true });
    fireEvent.click(cardButton('Pear'), { ctrlKey: true });
    const bar = screen.getByRole('region', { name: 'Actions on the selected cards' });
    expect(within(bar).getByRole('status').textContent).toBe('2 selected');
    return bar;
  }

  test('adds an existing tag to the selected cards', async () => {
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: 'Add tag fruit' }));
    expect(await toast('Tag “fruit” added to 2 flashcards.')).toBe('status');
    const [add] = api.writes();
    expect(add!.path).toBe('/api/flashcards/bulk/add-tag');
    expect(add!.method).toBe('POST');
    const body = add!.json as { flashcard_ids: number[]; tag_name: string };
    expect([...body.flashcard_ids].sort()).toEqual([1, 2]);
    expect(body.tag_name).toBe('fruit');
  });

  test('deletes the selected cards after a question with their count', async () => {
    renderPage();
    const bar = await selectBoth();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = openDialog()!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Delete the selected flashcards?');
    expect(dialog.querySelector('p')!.textContent).toBe(
      'Are you sure you want to delete 2 flashcards? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Deleted 2 flashcards.')).toBe('status');
    const [remove] = api.writes();
    expect(api.writes()).toHaveLength(1);
    expect(remove!.path).toBe('/api/flashcards/bulk/delete');
    const body = remove!.json as { flashcard_ids: number[] };
    expect([...body.flashcard_ids].sort()).toEqual([1, 2]);
    expect(await screen.findByText('No flashcards yet. Import some!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Actions on the selected cards' })).toBeNull();
  });
});

describe('in French', () => {
  test('titles the page and says the list is empty', async () => {
    api.state.cards = [];
    renderPage('/flashcards', 'fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bibliothèque de cartes');
    // Compared as written: the narrow no-break space before "!" must stay.
    const empty = await screen.findByText(/^Aucune carte pour/);
    expect(empty.textContent).toBe('Aucune carte pour l’instant. Importez-en\u202f!');
  });
});
