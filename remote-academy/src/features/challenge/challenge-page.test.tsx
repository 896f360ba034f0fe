import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { learner, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ChallengePage from './challenge-page';
import {
  CHECK,
  FINALIZE,
  FakeChallengeApi,
  SAVE,
  SESSION,
  flashcard,
  tag,
} from '../../testing/fake-challenge-api';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));

let api: FakeChallengeApi;

beforeEach(() => {
  api = new FakeChallengeApi();
  api.tags = [tag(1, 'latin'), tag(2, 'verbs')];
  api.cards = [
    flashcard(1, 'amo', 'I love'),
    flashcard(2, 'video', 'I see'),
    flashcard(3, 'audio', 'I hear'),
  ];
  for (const method of ['get', 'post', 'put'] as const) {
    jest
      .mocked(apiClient[method])
      .mockImplementation(((path: string, options?: object) =>
        api.call(method.toUpperCase() as 'GET', path, options)) as never);
  }
  // Missed cards go to the end of the queue.
  jest.spyOn(Math, 'random').mockReturnValue(0.999);
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/flashcards/challenge" element={<ChallengePage />} />
      <Route path="/flashcards" element={<p>The library</p>} />
    </Routes>,
    { route: '/flashcards/challenge', session: learner, language },
  );
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const answerField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: /^(Your answer|Votre réponse)$/ });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const card = () => answerField().closest('section')!;
const question = () => card().querySelector('.ac-challenge-card__question')?.textContent;
const verdict = () => within(card()).queryByRole('heading', { level: 3 })?.textContent ?? null;
const location = () => screen.getByTestId('location').textContent;

async function start(count?: string) {
  await screen.findByRole('button', { name: 'latin' });
  if (count !== undefined) {
    type(screen.getByRole('spinbutton', { name: 'Number of cards' }), count);
  }
  fireEvent.click(button('Start Challenge'));
  await screen.findByRole('textbox', { name: 'Your answer' });
}

/** Types an answer, presses Enter and waits for the verdict. */
async function answer(text: string) {
  const field = answerField();
  type(field, text);
  fireEvent.keyDown(field, { key: 'Enter' });
  await waitFor(() => expect(verdict()).not.toBeNull());
}

/** Presses Enter on the verdict and waits for the next card (or the end). */
async function next() {
  const before = api.sent('POST', FINALIZE).length;
  fireEvent.keyDown(answerField(), { key: 'Enter' });
  await waitFor(() => expect(api.sent('POST', FINALIZE)).toHaveLength(before + 1));
  await waitFor(() =>
    expect(
      screen.queryByRole('heading', { level: 3 }) === null ||
        screen.queryByRole('heading', { name: 'Challenge Complete!' }) !== null,
    ).toBe(true),
  );
}

describe('setup', () => {
  test.each(['', '0', '51', '2.5', 'abc'])(
    'a card count of %j starts a challenge of 10 cards, as the hint says',
    async (count) => {
      renderPage();
      const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Number of cards' });
      expect(field.value).toBe('10');
      const hint = document.getElementById(field.getAttribute('aria-describedby')!)!;
      expect(hint.textContent).toBe(
        'A whole number from 1 to 50. Any other value starts a challenge of 10 cards.',
      );
      await start(count);
      expect(api.sent('GET', SESSION).map((request) => request.search.get('limit'))).toEqual([
        '10',
      ]);
    },
  );

  test('a valid count and the chosen tags go to the server; the button is busy meanwhile', async () => {
    renderPage();
    const latin = await screen.findByRole('button', { name: 'latin' });
    expect(latin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(latin);
    fireEvent.click(button('verbs'));
    fireEvent.click(button('verbs'));
    fireEvent.click(button('verbs'));
    expect(button('latin').getAttribute('aria-pressed')).toBe('true');
    type(screen.getByRole('spinbutton', { name: 'Number of cards' }), '3');
    api.hold(`GET ${SESSION}`);
    fireEvent.click(button('Start Challenge'));
    await waitFor(() => expect(button('Start Challenge').getAttribute('aria-busy')).toBe('true'));
    expect(button('Start Challenge').disabled).toBe(true);
    const [request] = api.sent('GET', SESSION);
    expect(request?.search.get('limit')).toBe('3');
    expect(request?.search.getAll('tags')).toEqual(['latin', 'verbs']);
    act(() => api.release(`GET ${SESSION}`));
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeTruthy();
    expect(document.activeElement).toBe(answerField());
  });

  test('no card for the chosen tags, or none at all, says so', async () => {
    api.cards = [];
    renderPage();
    await screen.findByRole('button', { name: 'latin' });
    fireEvent.click(button('Start Challenge'));
    expect(
      await screen.findByText(
        'No flashcards available for review. Try adjusting your filters or create more flashcards.',
      ),
    ).toBeTruthy();
    fireEvent.click(button('latin'));
    fireEvent.click(button('verbs'));
    fireEvent.click(button('Start Challenge'));
    expect(
      await screen.findByText(
        'No flashcards available for review with the selected tags (latin, verbs). Try adjusting your filters or create more flashcards.',
      ),
    ).toBeTruthy();
  });

  test('a failure says so, with what the server said when it said something', async () => {
    api.fail(`GET ${SESSION}`, new ApiError(null, 'Failed to fetch'));
    api.fail(`GET ${SESSION}`, new ApiError(400, 'The tag list is too long', true));
    renderPage();
    await screen.findByRole('button', { name: 'latin' });
    fireEvent.click(button('Start Challenge'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load challenge session.',
    );
    fireEvent.click(button('Start Challenge'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to load challenge session. The tag list is too long',
      ),
    );
  });

  test('Cancel leads back to the library', async () => {
    renderPage();
    fireEvent.click(button('Cancel'));
    expect(await screen.findByText('The library')).toBeTruthy();
    expect(location()).toBe('/flashcards');
    await waitFor(() => expect(api.sent('GET', '/api/flashcards/tags')).toHaveLength(1));
  });
});

describe('answering', () => {
  test('shows the back, judges the front; R reverses a wrong verdict, again undoes it', async () => {
    renderPage();
    await start();
    expect(screen.getByText('Card 1 of 3')).toBeTruthy();
    expect(screen.getByText('0 completed')).toBeTruthy();
    expect(question()).toBe('I love');

    await answer('amas');
    expect(api.sent('POST', CHECK)[0]?.json).toEqual({
      flashcard_id: 1,
      challenge_direction: 'answer_on_recto',
      user_response: 'amas',
      response_time: 0.1,
      confidence_level: 'easy',
    });
    expect(verdict()).toBe('✗ Incorrect');
    expect(card().className).toContain('ac-challenge-card--wrong');
    expect(answerField().readOnly).toBe(true);
    expect(card().querySelector('.ac-challenge-review__expected')?.textContent).toBe('amo');
    expect(within(card()).getByText('Does not match the answer')).toBeTruthy();
    expect(within(card()).getByText('Also accepted: alt answer')).toBeTruthy();
    const diff = card().querySelector('.ac-challenge-diff__text')!;
    expect(diff.querySelector('ins')?.textContent).toBe('(missing: amo)');
    expect(diff.querySelector('del')?.textContent).toBe('(extra: amas)');
    expect(document.querySelector('[role="status"][aria-live="polite"]')?.textContent).toBe(
      'Incorrect',
    );
    const markRight = button('Mark as right (R)');
    expect(markRight.getAttribute('aria-pressed')).toBe('false');

    fireEvent.keyDown(answerField(), { key: 'r' });
    expect(verdict()).toBe('✓ Correct!');
    expect(card().className).toContain('ac-challenge-card--right');
    expect(within(card()).getByText('Overridden')).toBeTruthy();
    expect(markRight.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'R' });
    expect(verdict()).toBe('✗ Incorrect');
    expect(within(card()).queryByText('Overridden')).toBeNull();
    // W does nothing to a wrong verdict.
    fireEvent.keyDown(document.body, { key: 'w' });
    expect(verdict()).toBe('✗ Incorrect');
    fireEvent.click(markRight);
    expect(verdict()).toBe('✓ Correct!');

    await next();
    expect(api.sent('POST', FINALIZE)[0]?.json).toEqual({
      flashcard_id: 1,
      is_correct: true,
      confidence_level: 'easy',
      response_time: 0.1,
      user_answer: 'amas',
      challenge_direction: 'answer_on_recto',
      was_overridden: true,
      original_validation_result: false,
    });
    // The card is done: the next one is asked.
    expect(screen.getByText('Card 2 of 3')).toBeTruthy();
    expect(screen.getByText('1 completed')).toBeTruthy();
    expect(question()).toBe('I see');
    expect(answerField().value).toBe('');
    expect(answerField().readOnly).toBe(false);
    expect(document.activeElement).toBe(answerField());
  });

  test('W reverses a right verdict; a blank answer is sent and judged by the server', async () => {
    renderPage();
    await start();
    await answer('AMO ');
    expect(verdict()).toBe('✓ Correct!');
    expect(within(card()).getByText('Matches the answer')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(verdict()).toBe('✓ Correct!');
    fireEvent.keyDown(document.body, { key: 'w' });
    expect(verdict()).toBe('✗ Incorrect');
    expect(button('Mark as wrong (W)').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(question()).toBe('I see'));
    expect(api.sent('POST', FINALIZE)[0]?.json).toMatchObject({
      is_correct: false,
      was_overridden: true,
      original_validation_result: true,
    });

    fireEvent.click(button('Submit Answer'));
    await waitFor(() => expect(verdict()).toBe('✗ Incorrect'));
    expect(api.sent('POST', CHECK)[1]?.json).toMatchObject({ flashcard_id: 2, user_response: '' });
  });

  test('a missed card comes back later, highlighted and marked as seen twice', async () => {
    renderPage();
    await start();
    await answer('wrong');
    await next();
    expect(question()).toBe('I see');
    expect(within(card()).queryByText(/^Seen/)).toBeNull();
    expect(card().className).not.toContain('ac-challenge-card--again');
    await answer('video');
    await next();
    expect(question()).toBe('I hear');
    await answer('audio');
    await next();
    expect(question()).toBe('I love');
    expect(screen.getByText('Card 3 of 3')).toBeTruthy();
    expect(within(card()).getByText('Seen 2 times')).toBeTruthy();
    expect(card().className).toContain('ac-challenge-card--again');
    // Once answered, the border tells the verdict instead.
    await answer('amo');
    expect(card().className).toContain('ac-challenge-card--right');
    expect(card().className).not.toContain('ac-challenge-card--again');
  });

  test('a failed check leaves the answer to send again', async () => {
    api.fail(`POST ${CHECK}`, new ApiError(null, 'Failed to fetch'));
    renderPage();
    await start();
    type(answerField(), 'amo');
    fireEvent.click(button('Submit Answer'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit answer.');
    expect(answerField().readOnly).toBe(false);
    expect(answerField().value).toBe('amo');
    fireEvent.click(button('Submit Answer'));
    await waitFor(() => expect(verdict()).toBe('✓ Correct!'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failed finalize keeps the verdict on screen; Continue tries again', async () => {
    api.fail(`POST ${FINALIZE}`, new ApiError(500, 'Internal Server Error', true, 'internal'));
    renderPage();
    await start();
    await answer('amo');
    fireEvent.click(button('Continue'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to finalize challenge.');
    expect(verdict()).toBe('✓ Correct!');
    expect(question()).toBe('I love');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(question()).toBe('I see'));
    expect(api.sent('POST', FINALIZE)).toHaveLength(2);
  });

  test('a card deleted meanwhile leaves the session, with a notice, and the next one is asked', async () => {
    const gone = () => new ApiError(404, 'Flashcard not found', true, 'flashcards.not_found');
    api.fail(`POST ${CHECK}`, gone());
    renderPage();
    await start();
    type(answerField(), 'amo');
    fireEvent.click(button('Submit Answer'));
    await waitFor(() => expect(question()).toBe('I see'));
    expect(
      screen.getByText('This card no longer exists: it has been left out of the session.'),
    ).toBeTruthy();
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();

    // Deleted between the verdict and Continue: the same, from the finalize call.
    await answer('video');
    api.fail(`POST ${FINALIZE}`, gone());
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(question()).toBe('I hear'));
    expect(screen.getByText('Card 1 of 1')).toBeTruthy();
  });
});

describe('the keys', () => {
  test('R and Enter are left alone outside reviewing and while typing in another field', async () => {
    renderPage();
    await start();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(api.sent('POST', CHECK)).toHaveLength(0);
    await answer('nope');
    const other = document.createElement('textarea');
    document.body.append(other);
    fireEvent.keyDown(other, { key: 'r' });
    fireEvent.keyDown(other, { key: 'Enter' });
    other.remove();
    expect(verdict()).toBe('✗ Incorrect');
    expect(api.sent('POST', FINALIZE)).toHaveLength(0);
    // With a modifier, R is the browser's.
    fireEvent.keyDown(document.body, { key: 'r', ctrlKey: true });
    expect(verdict()).toBe('✗ Incorrect');
    // Enter on a focused button is that button's.
    fireEvent.keyDown(button('Mark as right (R)'), { key: 'Enter' });
    expect(api.sent('POST', FINALIZE)).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(api.sent('POST', FINALIZE)).toHaveLength(1));
  });

  test('Ctrl+E (or Cmd+E) edits the card; the keys wait while the dialog is open', async () => {
    renderPage();
    await start();
    await answer('amas');
    const ctrlE = new KeyboardEvent('keydown', {
      key: 'e',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      answerField().dispatchEvent(ctrlE);
    });
    expect(ctrlE.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Edit flashcard' });
    const front = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Front (recto)',
    });
    expect(front.value).toBe('amo');
    fireEvent.keyDown(front, { key: 'r' });
    fireEvent.keyDown(document.body, { key: 'r' });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(verdict()).toBe('✗ Incorrect');
    expect(api.sent('POST', FINALIZE)).toHaveLength(0);
    // Escape: the dialog's cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(document.body, { key: 'E', metaKey: true });
    const again = await screen.findByRole('dialog', { name: 'Edit flashcard' });
    type(within(again).getByRole('textbox', { name: 'Back (verso)' }), 'I love (verb)');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flashcard updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(question()).toBe('I love (verb)');
    expect(api.sent('PUT', '/api/flashcards/1')[0]?.json).toEqual({
      recto: 'amo',
      verso: 'I love (verb)',
      tags: [],
    });
  });

  test('a failed edit says why and keeps the dialog open', async () => {
    api.fail('PUT /api/flashcards/1', new ApiError(null, 'Failed to fetch'));
    renderPage();
    await start();
    fireEvent.click(button('Edit card'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit flashcard' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error updating flashcard: Failed to update flashcard'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('saving the session', () => {
  async function finishAll() {
    await answer('amo');
    await next();
    await answer('wrong');
    await next();
    await answer('audio');
    await next();
    await answer('video');
    await next();
  }

  test('completing shows the results and saves the session once', async () => {
    const view = renderPage();
    await start();
    const startedAt = Date.now();
    await finishAll();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Challenge Complete!' });
    expect(document.activeElement).toBe(heading);
    const figures = Object.fromEntries(
      Array.from(
        document.querySelectorAll('.ac-challenge-done__figure'),
        (figure): [string, string] => [
          figure.querySelector('dt')?.textContent ?? '',
          figure.querySelector('dd')?.textContent ?? '',
        ],
      ),
    );
    // The time shown counts the session's whole seconds, however long a busy machine took.
    const seconds = Number(/^0:(\d\d)$/.exec(figures.Time ?? '')?.[1]);
    expect(figures).toEqual({
      Cards: '3',
      'Right first time': '2',
      'Success rate': '66.7%',
      'Total answers': '4',
      Time: `0:${String(seconds).padStart(2, '0')}`,
    });
    expect(await screen.findByText('Session data saved successfully!')).toBeTruthy();
    const saves = api.sent('POST', SAVE);
    expect(saves).toHaveLength(1);
    const body = saves[0]?.json as Record<string, unknown>;
    expect(body).toMatchObject({
      total_cards: 3,
      correct_answers: 2,
      tags_filter: null,
    });
    // Saved as the session ends: the seconds shown, or one more if a second ended in between.
    expect([seconds, seconds + 1]).toContain(body.session_duration_seconds);
    expect(Math.abs(Date.parse(body.session_date as string) - startedAt)).toBeLessThan(5000);
    expect(body.client_session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saves[0]?.keepalive).toBe(false);

    // Leaving afterwards saves nothing more.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    fireEvent.click(button('Back to Library'));
    expect(await screen.findByText('The library')).toBeTruthy();
    view.unmount();
    expect(api.sent('POST', SAVE)).toHaveLength(1);
  });

  test('New Challenge goes back to the setup, choices kept, for a new session id', async () => {
    api.cards = [flashcard(1, 'amo', 'I love')];
    renderPage();
    await screen.findByRole('button', { name: 'latin' });
    fireEvent.click(button('latin'));
    await start('1');
    await answer('amo');
    await next();
    await screen.findByText('Session data saved successfully!');
    expect(api.sent('POST', SAVE)[0]?.json).toMatchObject({ tags_filter: ['latin'] });
    fireEvent.click(button('New Challenge'));
    const setupHeading = screen.getByRole('heading', { name: 'Set up your challenge' });
    expect(document.activeElement).toBe(setupHeading);
    expect(button('latin').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('spinbutton').value).toBe('1');
    fireEvent.click(button('Start Challenge'));
    await screen.findByRole('textbox', { name: 'Your answer' });
    await answer('amo');
    await next();
    await waitFor(() => expect(api.sent('POST', SAVE)).toHaveLength(2));
    const [first, second] = api
      .sent('POST', SAVE)
      .map((request) => (request.json as { client_session_id: string }).client_session_id);
    expect(first).not.toBe(second);
  });

  test('a failed save says why', async () => {
    api.cards = [flashcard(1, 'amo', 'I love')];
    api.fail(`POST ${SAVE}`, new ApiError(null, 'Failed to fetch'));
    renderPage();
    await start();
    await answer('amo');
    await next();
    expect(
      await screen.findByText('Failed to save session data: An unknown error occurred.'),
    ).toBeTruthy();
  });

  test('Exit Session saves once when a card was answered, and goes back to the setup', async () => {
    renderPage();
    await start();
    // Before any answer: nothing to save.
    fireEvent.click(button('Exit Session'));
    expect(screen.getByRole('heading', { name: 'Set up your challenge' })).toBeTruthy();
    fireEvent.click(button('Start Challenge'));
    await screen.findByRole('textbox', { name: 'Your answer' });
    await answer('wrong');
    await next();
    await answer('video');
    fireEvent.click(button('Exit Session'));
    expect(screen.getByRole('heading', { name: 'Set up your challenge' })).toBeTruthy();
    expect(await screen.findByText('Session data saved successfully!')).toBeTruthy();
    const saves = api.sent('POST', SAVE);
    expect(saves).toHaveLength(1);
    // The checked but not continued answer is not recorded.
    expect(saves[0]?.json).toMatchObject({ total_cards: 1, correct_answers: 0 });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(api.sent('POST', SAVE)).toHaveLength(1);
  });

  test('leaving the page saves once, with keepalive; hiding it does not', async () => {
    renderPage();
    await start();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(api.sent('POST', SAVE)).toHaveLength(0);
    await answer('amo');
    await next();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(api.sent('POST', SAVE)).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    const saves = api.sent('POST', SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.keepalive).toBe(true);
    expect(saves[0]?.json).toMatchObject({ total_cards: 1, correct_answers: 1 });
    expect(await screen.findByText('Session data saved successfully!')).toBeTruthy();
    // Exit afterwards does not save it again.
    fireEvent.click(button('Exit Session'));
    expect(api.sent('POST', SAVE)).toHaveLength(1);
  });

  test('leaving the screen inside the app mid-session saves once', async () => {
    const view = renderPage();
    await start();
    await answer('amo');
    await next();
    view.unmount();
    expect(api.sent('POST', SAVE)).toHaveLength(1);
    expect(api.sent('POST', SAVE)[0]?.json).toMatchObject({ total_cards: 1 });
  });

  test('leaving before any answer saves nothing', async () => {
    const view = renderPage();
    await start();
    view.unmount();
    expect(api.sent('POST', SAVE)).toHaveLength(0);
  });
});

describe('in French', () => {
  test('setup, verdict and results read in French', async () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 2, name: 'Préparez votre défi' })).toBeTruthy();
    await screen.findByRole('button', { name: 'latin' });
    expect(screen.getByRole('spinbutton', { name: 'Nombre de cartes' })).toBeTruthy();
    api.cards = [];
    fireEvent.click(button('latin'));
    fireEvent.click(button('Lancer le défi'));
    expect(
      await screen.findByText(
        'Aucune carte à réviser avec les étiquettes choisies (latin). Essayez d’ajuster vos filtres ou créez d’autres cartes.',
      ),
    ).toBeTruthy();
    api.cards = [
      flashcard(1, 'amo', 'I love'),
      flashcard(2, 'video', 'I see'),
      flashcard(3, 'audio', 'I hear'),
    ];
    fireEvent.click(button('Lancer le défi'));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Votre réponse' });
    expect(screen.getByText('Carte 1 sur 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitter la session' })).toBeTruthy();
    type(field, 'amas');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(verdict()).toBe('✗ Réponse incorrecte'));
    expect(within(card()).getByText('Ne correspond pas à la réponse')).toBeTruthy();
    expect(card().querySelector('ins')?.textContent).toBe('(manquant\u202f: amo)');
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme juste (R)' }));
    expect(verdict()).toBe('✓ Bonne réponse\u202f!');
    expect(within(card()).getByText('Verdict corrigé par vous')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(question()).toBe('I see'));
    await answer('nope');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(question()).toBe('I hear'));
    await answer('audio');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(question()).toBe('I see'));
    expect(within(card()).getByText('Vue 2 fois')).toBeTruthy();
    await answer('video');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Défi terminé\u202f!' }),
    ).toBeTruthy();
    const rate = Array.from(document.querySelectorAll('.ac-challenge-done__figure')).find(
      (figure) => figure.querySelector('dt')?.textContent === 'Taux de réussite',
    );
    expect(rate?.querySelector('dd')?.textContent).toMatch(/^66,7[\u00a0\u202f]%$/);
    expect(screen.getByRole('button', { name: 'Nouveau défi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour à la bibliothèque' })).toBeTruthy();
    // Text queries turn the narrow no-break space into a space: the text is checked as it is.
    expect((await screen.findByText(/^Session enregistrée/)).textContent).toBe(
      'Session enregistrée\u202f!',
    );
  });
});
