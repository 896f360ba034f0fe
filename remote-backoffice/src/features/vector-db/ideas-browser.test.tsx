import type { BrowseIdeasBody } from '@lyceum/contracts';
import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerBrowse,
  answerCollections,
  answerDelete,
  browseBodies,
  deferred,
  deletedPaths,
  idea,
  noAnswer,
  page,
  plato,
  renderView,
  resetApi,
  serverError,
} from '../../testing/vector-db';
import type { BrowseIdeasResponse } from './api/browse-ideas';
// The area registers the texts when it loads; this view is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));
jest.mock('./components/checkpoint-import', () => ({
  CheckpointImport: () => null,
}));

const BROWSE = '/api/admin/vector-db/collections/plato/browse';
const IDEA = (id: number) => `/api/admin/vector-db/collections/plato/ideas/${id}`;

let confirm: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  resetApi();
  answerCollections([plato]);
  answerDelete();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

/** Opens Plato's ideas from the overview and waits for the first page. */
async function openBrowser(language: 'en' | 'fr' = 'en') {
  const result = renderView(language);
  const label = language === 'en' ? 'Browse Ideas (42)' : 'Parcourir les idées (42)';
  fireEvent.click(await screen.findByRole('button', { name: label }));
  // The ideas load after the view opens.
  expect(screen.getByText(/^(Loading ideas|Chargement des idées)\.\.\.$/)).toBeTruthy();
  await waitFor(() =>
    expect(screen.queryByText(/^(Loading ideas|Chargement des idées)\.\.\.$/)).toBeNull(),
  );
  return result;
}

const ideasList = () => screen.getByRole('list', { name: 'Ideas' });
const statements = () =>
  within(ideasList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardOf = (statement: string) =>
  within(screen.getByRole('heading', { level: 3, name: statement }).closest('li')!);
const checkbox = (statement: string) => screen.getByRole('checkbox', { name: statement });

/** An idea in English with its French translation, and how it stands towards three others. */
const dying = idea(3, {
  statement: 'Philosophy is a rehearsal for dying and death',
  book_title: 'Phaedo',
  translations: {
    fr: { statement: 'La philosophie est un exercice de la mort', translator: 'Lyceum' },
  },
  relations: [
    {
      collection: 'montaigne',
      id: 'montaigne-029',
      stance: 'agrees',
      note: 'Montaigne takes the thought up: to philosophize is to learn to die.',
      translations: {
        fr: { note: 'Montaigne reprend la pensée\u202f: philosopher, c’est apprendre à mourir.' },
      },
    },
    {
      collection: 'epicurus',
      id: 'epicurus-004',
      stance: 'disagrees',
      note: 'Death is nothing to us, so there is nothing to rehearse.',
    },
    {
      collection: 'seneca',
      id: 'seneca-112',
      stance: 'qualifies',
      note: 'Rehearse death each day, but to live better, not to long for the end.',
      translations: {
        fr: {
          note: 'S’exercer chaque jour à mourir, mais pour mieux vivre, non pour hâter la fin.',
        },
      },
    },
  ],
});

/** An idea in Greek, translated into English by the team and into French by a translator. */
const examined = idea(4, {
  statement: 'ὁ δὲ ἀνεξέταστος βίος οὐ βιωτὸς ἀνθρώπῳ',
  book_title: 'Apology',
  language: 'grc',
  translations: {
    en: {
      statement: 'The unexamined life is not worth living for a human being',
      translator: 'Lyceum',
    },
    fr: { statement: 'Une vie sans examen ne vaut pas d’être vécue', translator: 'Émile Chambry' },
  },
});

/** An idea in Greek with an English translation that names no translator. */
const knowThyself = idea(5, {
  statement: 'γνῶθι σεαυτόν',
  language: 'grc',
  translations: { en: { statement: 'Know thyself' } },
});

/** The items of a card's Relations list. */
const relationItems = (statement: string) => {
  const list = cardOf(statement).getByRole('heading', { name: 'Relations' }).nextElementSibling!;
  return [...list.querySelectorAll('li')];
};

/** Each relation of a card, as its two lines read: stance and other idea, then the note. */
const relationsOf = (statement: string) =>
  relationItems(statement).map((item) =>
    [...item.querySelectorAll('p')].map((line) => line.textContent),
  );

/** The note of a card's relation, by its place in the list. */
const noteOf = (statement: string, index: number) =>
  relationItems(statement)[index]!.querySelector('p:last-child')!;

describe('browsing a collection', () => {
  test('asks for the newest 20 ideas with quotes, and shows every part of an idea', async () => {
    answerBrowse(
      page([
        idea(7, {
          statement: 'Justice is the health of the soul',
          attributed_to: 'Socrates',
          book_title: 'The Republic',
          context: 'Book IV, on the parts of the soul',
          key_phrases: ['justice', 'soul'],
          questions: ['What is a just person like?'],
          supporting_arguments: ['Each part does its own work', 'Harmony brings health'],
          quotes: ['<blockquote><p>Justice is <em>doing one’s own</em></p></blockquote>'],
          character_perspectives: [{ character: 'Thrasymachus', perspective: 'Might is right' }],
        }),
      ]),
    );
    await openBrowser();
    const heading = screen.getByRole('heading', { level: 2, name: 'Plato Ideas Browser' });
    expect(document.activeElement).toBe(heading);

    await screen.findByRole('heading', { level: 3, name: 'Justice is the health of the soul' });
    const item = cardOf('Justice is the health of the soul');
    expect(jest.mocked(apiClient.post).mock.calls.map(([path]) => path)).toEqual([BROWSE]);
    expect(browseBodies()).toEqual<BrowseIdeasBody[]>([
      {
        page: 1,
        page_size: 20,
        search_query: null,
        book_filter: null,
        sort_by: 'created_at',
        sort_order: 'desc',
        include_quotes: true,
      },
    ]);

    expect(item.getByRole('heading', { name: 'Justice is the health of the soul' })).toBeTruthy();
    expect(item.getByText('Attributed to').nextElementSibling?.textContent).toBe('Socrates');
    expect(item.getByText('Book').nextElementSibling?.textContent).toBe('The Republic');
    expect(item.getByText('Book IV, on the parts of the soul')).toBeTruthy();
    const phrases = item.getByRole('heading', { name: 'Key Phrases' }).nextElementSibling!;
    expect([...phrases.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'justice',
      'soul',
    ]);
    const questions = item.getByRole('heading', { name: 'Questions It Answers' });
    expect(questions.nextElementSibling?.textContent).toBe('What is a just person like?');
    const args = item.getByRole('heading', { name: 'Supporting Arguments' }).nextElementSibling!;
    expect([...args.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Each part does its own work',
      'Harmony brings health',
    ]);
    const quotes = item.getByRole('heading', { name: 'Quotes' }).nextElementSibling!;
    expect(quotes.querySelector('blockquote em')?.textContent).toBe('doing one’s own');
    expect(item.getByRole('heading', { name: 'Character Perspectives' })).toBeTruthy();
    expect(item.getByText('Thrasymachus').nextElementSibling?.textContent).toBe('Might is right');
    expect(checkbox('Justice is the health of the soul')).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('an idea shows its relations, and its translation into English under the statement', async () => {
    answerBrowse(page([dying, examined, knowThyself]));
    await openBrowser();
    await screen.findByRole('heading', { level: 3, name: dying.statement });

    expect(relationsOf(dying.statement)).toEqual([
      [
        'Agrees with montaigne · montaigne-029',
        'Montaigne takes the thought up: to philosophize is to learn to die.',
      ],
      [
        'Disagrees with epicurus · epicurus-004',
        'Death is nothing to us, so there is nothing to rehearse.',
      ],
      [
        'Qualifies seneca · seneca-112',
        'Rehearse death each day, but to live better, not to long for the end.',
      ],
    ]);
    expect(noteOf(dying.statement, 0).getAttribute('lang')).toBe('en');
    // Its translation is into French, not the interface's language: it is not shown.
    expect(
      cardOf(dying.statement).queryByText('La philosophie est un exercice de la mort'),
    ).toBeNull();
    expect(
      cardOf(dying.statement)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([dying.statement, 'Context', 'Relations']);

    // The Greek idea reads in English under the original, with who translated it.
    const greek = cardOf(examined.statement);
    const label = greek.getByRole('heading', { level: 4, name: 'English translation (by Lyceum)' });
    expect(label.nextElementSibling?.textContent).toBe(
      'The unexamined life is not worth living for a human being',
    );
    expect(greek.queryByText('Une vie sans examen ne vaut pas d’être vécue')).toBeNull();
    expect(greek.queryByRole('heading', { name: 'Relations' })).toBeNull();
    // No translator named: the label says only the language.
    const untold = cardOf(knowThyself.statement).getByRole('heading', {
      level: 4,
      name: 'English translation',
    });
    expect(untold.nextElementSibling?.textContent).toBe('Know thyself');
  });

  test('an idea without the optional parts shows only what it has', async () => {
    answerBrowse(page([idea(1, { context: '' })]));
    await openBrowser();
    const item = cardOf('Statement 1');
    expect(item.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Statement 1']);
  });

  test('an empty page says no ideas were found', async () => {
    answerBrowse(page([], 1, 0));
    await openBrowser();
    expect(await screen.findByRole('heading', { name: 'No ideas found' })).toBeTruthy();
  });

  test('Apply Filters sends the search and book from page 1; Enter applies too', async () => {
    answerBrowse((body: BrowseIdeasBody) => page([idea(body.page * 100)], body.page, 3, 60));
    await openBrowser();
    await screen.findByText('Statement 100');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Statement 200');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search in statements and context...');
    fireEvent.change(search, { target: { value: '  virtue ' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Book Filter' }), {
      target: { value: 'Meno' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await screen.findByText('Statement 100');
    expect(browseBodies().at(-1)).toMatchObject({
      page: 1,
      search_query: 'virtue',
      book_filter: 'Meno',
    });

    // Enter in a field submits the filters; a blank field is no filter.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Book Filter' }), {
      target: { value: '   ' },
    });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Book Filter' }).closest('form')!);
    await waitFor(() =>
      expect(browseBodies().at(-1)).toMatchObject({
        page: 1,
        search_query: 'virtue',
        book_filter: null,
      }),
    );
  });

  test('the pager shows with more than one page and keeps the page on screen while loading', async () => {
    const next = deferred<BrowseIdeasResponse>();
    answerBrowse((body: BrowseIdeasBody) =>
      body.page === 1 ? page([idea(1)], 1, 3, 41) : next.promise,
    );
    await openBrowser();
    const pager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeTruthy();
    expect(pager.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));

    // While page 2 loads, page 1 stays, without a loading state.
    expect(pager.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('Statement 1')).toBeTruthy();
    expect(screen.queryByText('Loading ideas...')).toBeNull();
    expect(ideasList().getAttribute('aria-busy')).toBe('true');

    await act(() => {
      next.resolve(page([idea(21)], 2, 3, 41));
      return next.promise;
    });
    expect(await screen.findByText('Statement 21')).toBeTruthy();
    expect(screen.queryByText('Statement 1')).toBeNull();
    expect(browseBodies().map((body) => body.page)).toEqual([1, 2]);
  });

  test.each([
    [serverError, 'Failed to browse collection ideas'],
    [noAnswer, 'Network error occurred while browsing ideas.'],
    [
      new ApiError(401, 'Not authenticated', true, 'auth.not_authenticated'),
      'Authentication failed. Please log in again and ensure you have admin privileges.',
    ],
    [
      new ApiError(404, 'Collection not found', true, 'vector_db.collection_not_found'),
      'Collection not found',
    ],
  ])('a failure (%p) reads %p', async (error, text) => {
    answerBrowse(error);
    await openBrowser();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('selecting and deleting ideas', () => {
  const six = [1, 2, 3, 4, 5, 6].map((id) => idea(id));

  test('Select All takes the page, Clear Selection empties it, a checkbox toggles one', async () => {
    answerBrowse(page(six));
    await openBrowser();
    const bar = within(await screen.findByRole('group', { name: 'Selection' }));
    expect(bar.getByText('0 selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Select All (6)' }));
    expect(bar.getByText('6 selected')).toBeTruthy();
    expect((checkbox('Statement 3') as HTMLInputElement).checked).toBe(true);
    expect(bar.getByRole('button', { name: 'Delete Selected (6)' })).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Clear Selection' }));
    expect(bar.getByText('0 selected')).toBeTruthy();
    fireEvent.click(checkbox('Statement 2'));
    expect(bar.getByText('1 selected')).toBeTruthy();
    fireEvent.click(checkbox('Statement 2'));
    expect(bar.getByText('0 selected')).toBeTruthy();
  });

  test('Delete Selected with nothing selected says so, without asking or calling', async () => {
    answerBrowse(page(six));
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Selected (0)' }));
    expect(screen.getByRole('alert').textContent).toBe('No ideas selected for deletion');
    expect(confirm).not.toHaveBeenCalled();
    expect(deletedPaths()).toEqual([]);
  });

  test('asks with the count; declining deletes nothing', async () => {
    answerBrowse(page(six));
    confirm.mockReturnValue(false);
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Select All (6)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (6)' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete 6 selected ideas? This action cannot be undone.',
    );
    expect(deletedPaths()).toEqual([]);
    expect(screen.getByText('6 selected')).toBeTruthy();
  });

  test('deletes each, shows Deleting..., and reports the ideas that failed', async () => {
    let remaining = six;
    answerBrowse(() => page(remaining));
    const first = deferred<void>();
    const refusals: Record<number, unknown> = {
      3: new ApiError(404, 'Idea not found', true, 'vector_db.idea_not_found'),
      4: serverError,
      5: new ApiError(409, 'The idea is locked', true),
      6: serverError,
    };
    answerDelete((path: string) => {
      const id = Number(path.split('/').at(-1));
      if (id === 1) return first.promise;
      if (refusals[id]) return refusals[id];
      remaining = remaining.filter((item) => item.id !== id);
      return undefined;
    });
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Select All (6)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (6)' }));

    const running = screen.getByRole<HTMLButtonElement>('button', { name: 'Deleting...' });
    expect(running.disabled).toBe(true);
    await act(() => {
      remaining = remaining.filter((item) => item.id !== 1);
      first.resolve();
      return first.promise;
    });

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Deleted 2 ideas, but 4 failed');
    // At most three reasons, in the order the ideas were asked.
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Idea 3: Idea not found',
      'Idea 4: Failed to delete idea',
      'Idea 5: The idea is locked',
    ]);
    expect(deletedPaths()).toEqual([1, 2, 3, 4, 5, 6].map(IDEA));
    // The list is asked again, and what failed stays selected for another try.
    await waitFor(() =>
      expect(statements()).toEqual(['Statement 3', 'Statement 4', 'Statement 5', 'Statement 6']),
    );
    expect(screen.getByText('4 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Selected (4)' })).toBeTruthy();
  });

  test('when every deletion fails, it says all failed, with three reasons', async () => {
    answerBrowse(page(six.slice(0, 4)));
    answerDelete((path: string) => new ApiError(409, `Refused ${path.split('/').at(-1)}`, true));
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Select All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (4)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Failed to delete all 4 ideas');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Idea 1: Refused 1',
      'Idea 2: Refused 2',
      'Idea 3: Refused 3',
    ]);
  });

  test('when all succeed, it says how many went; when the server stops answering, it says so', async () => {
    let remaining = six;
    answerBrowse(() => page(remaining));
    answerDelete((path: string) => {
      const id = Number(path.split('/').at(-1));
      remaining = remaining.filter((item) => item.id !== id);
    });
    await openBrowser();
    fireEvent.click(checkbox('Statement 1'));
    fireEvent.click(checkbox('Statement 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    expect((await screen.findByRole('status')).textContent).toBe('Deleted 2 ideas');
    await waitFor(() => expect(statements()).toHaveLength(4));
    expect(screen.getByText('0 selected')).toBeTruthy();

    answerDelete(noAnswer);
    fireEvent.click(screen.getByRole('button', { name: 'Select All (4)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (4)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error occurred during bulk delete operation.',
    );
    // The rest was not tried.
    expect(deletedPaths()).toEqual([IDEA(1), IDEA(2), IDEA(3)]);
  });

  test('one idea is deleted after confirmation, then the page is asked again', async () => {
    let remaining = six.slice(0, 2);
    answerBrowse(() => page(remaining));
    answerDelete(() => {
      remaining = remaining.slice(1);
    });
    await openBrowser();
    fireEvent.click(checkbox('Statement 1'));

    confirm.mockReturnValueOnce(false);
    fireEvent.click(cardOf('Statement 1').getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this idea? This action cannot be undone.',
    );
    expect(deletedPaths()).toEqual([]);

    fireEvent.click(cardOf('Statement 1').getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(statements()).toEqual(['Statement 2']));
    expect(deletedPaths()).toEqual([IDEA(1)]);
    expect(browseBodies()).toHaveLength(2);
    // The deleted idea left the selection.
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  test.each([
    [serverError, 'Failed to delete idea'],
    [noAnswer, 'Network error occurred while deleting idea.'],
    [new ApiError(404, 'Idea not found', true, 'vector_db.idea_not_found'), 'Idea not found'],
  ])('deleting one idea that fails (%p) reads %p', async (error, text) => {
    answerBrowse(page(six.slice(0, 1)));
    answerDelete(error);
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  test('deleting the last idea of the last page goes back a page', async () => {
    let total = 21;
    answerBrowse((body: BrowseIdeasBody) => {
      const pages = Math.ceil(total / 20);
      if (body.page === 1) return page(six, 1, pages, total);
      return page(total > 20 ? [idea(21)] : [], 2, pages, total);
    });
    answerDelete(() => {
      total = 20;
    });
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Statement 21');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(statements()).toEqual(six.map((item) => item.statement)));
    expect(browseBodies().map((body) => body.page)).toEqual([1, 2, 2, 1]);
    // One page left: the pager goes once page 1 is asked again.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull());
  });

  test('leaving the browser empties the selection', async () => {
    answerBrowse(page(six));
    await openBrowser();
    fireEvent.click(await screen.findByRole('button', { name: 'Select All (6)' }));
    expect(screen.getByText('6 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Collections' }));
    const browse = await screen.findByRole('button', { name: 'Browse Ideas (42)' });
    await waitFor(() => expect(document.activeElement).toBe(browse));
    fireEvent.click(browse);
    expect(await screen.findByText('0 selected')).toBeTruthy();
    expect((checkbox('Statement 1') as HTMLInputElement).checked).toBe(false);
  });
});

describe('quotes', () => {
  test('are rendered as HTML with scripts, handlers and other tags taken out', async () => {
    answerBrowse(
      page([
        idea(1, {
          quotes: [
            '<blockquote class="x" style="color:red"><p>Know <em>thyself</em><br><b>b</b><i>i</i><strong>s</strong></p><cite>Delphi</cite></blockquote>',
            '<img src=x onerror=alert(1)>Before<script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">link</a><iframe src="x"></iframe>',
          ],
        }),
      ]),
    );
    await openBrowser();
    const quotes = (await screen.findByRole('heading', { name: 'Quotes' })).nextElementSibling!;
    const [first, second] = [...quotes.querySelectorAll('li')];
    expect(first?.innerHTML).toBe(
      '<blockquote><p>Know <em>thyself</em><br><b>b</b><i>i</i><strong>s</strong></p><cite>Delphi</cite></blockquote>',
    );
    expect(second?.innerHTML).toBe('Beforelink');
    expect(
      quotes.querySelector('img, script, a, iframe, [onerror], [onclick], [style]'),
    ).toBeNull();
  });
});

describe('in French', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  test('relations read in French, with the French note when there is one, and the French translation', async () => {
    answerBrowse(page([dying, examined]));
    await openBrowser('fr');
    await screen.findByRole('heading', { level: 3, name: dying.statement });

    expect(relationsOf(dying.statement)).toEqual([
      [
        'D’accord avec montaigne · montaigne-029',
        'Montaigne reprend la pensée\u202f: philosopher, c’est apprendre à mourir.',
      ],
      // No French note: the note reads as written.
      [
        'En désaccord avec epicurus · epicurus-004',
        'Death is nothing to us, so there is nothing to rehearse.',
      ],
      [
        'Nuance seneca · seneca-112',
        'S’exercer chaque jour à mourir, mais pour mieux vivre, non pour hâter la fin.',
      ],
    ]);
    expect(noteOf(dying.statement, 0).getAttribute('lang')).toBe('fr');
    expect(noteOf(dying.statement, 1).getAttribute('lang')).toBe('en');

    const label = cardOf(dying.statement).getByRole('heading', {
      level: 4,
      name: 'Traduction française (Lyceum)',
    });
    expect(label.nextElementSibling?.textContent).toBe('La philosophie est un exercice de la mort');
    const greek = cardOf(examined.statement);
    expect(
      greek.getByRole('heading', { level: 4, name: 'Traduction française (Émile Chambry)' })
        .nextElementSibling?.textContent,
    ).toBe('Une vie sans examen ne vaut pas d’être vécue');
    expect(
      greek.queryByText('The unexamined life is not worth living for a human being'),
    ).toBeNull();
  });

  test('the browser, its bar, its pager and its messages read in French', async () => {
    answerBrowse(
      page(
        [
          idea(1, {
            key_phrases: ['vertu'],
            character_perspectives: [{ character: 'Ménon', perspective: 'Doute' }],
          }),
          idea(2),
        ],
        1,
        2,
        22,
      ),
    );
    answerDelete((path: string) =>
      path.endsWith('/1')
        ? undefined
        : new ApiError(404, 'Idea not found', true, 'vector_db.idea_not_found'),
    );
    await openBrowser('fr');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Explorateur des idées de Plato' }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Recherche' }).getAttribute('placeholder')).toBe(
      'Rechercher dans les énoncés et le contexte...',
    );
    expect(screen.getByRole('searchbox', { name: 'Filtre par livre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Appliquer les filtres' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour aux collections' })).toBeTruthy();

    const bar = within(await screen.findByRole('group', { name: 'Sélection' }));
    expect(bar.getByText('0 sélectionnée')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Tout sélectionner (2)' }));
    expect(bar.getByText('2 sélectionnées')).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Effacer la sélection' })).toBeTruthy();

    const item = cardOf('Statement 1');
    expect(item.getByText('Attribuée à')).toBeTruthy();
    expect(item.getByText('Livre')).toBeTruthy();
    expect(item.getByRole('heading', { name: 'Contexte' })).toBeTruthy();
    expect(item.getByRole('heading', { name: 'Expressions clés' })).toBeTruthy();
    expect(item.getByRole('heading', { name: 'Points de vue des personnages' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 1 sur 2'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeTruthy();

    fireEvent.click(bar.getByRole('button', { name: 'Supprimer la sélection (2)' }));
    expect(confirm).toHaveBeenCalledWith(
      'Voulez-vous vraiment supprimer les 2 idées sélectionnées\u202f? Cette action est irréversible.',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('1 idée supprimée, mais 1 en échec');
    expect(alert.querySelector('li')?.textContent).toBe('Idée 2\u202f: Idée introuvable');
  });
});
