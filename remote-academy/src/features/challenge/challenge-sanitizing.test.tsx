import { apiClient } from '@lyceum/platform';
import { XSS_PAYLOADS, learner, liveMarkupIn, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ChallengePage from './challenge-page';
import { FakeChallengeApi, flashcard, tag } from '../../testing/fake-challenge-api';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
}));

let api: FakeChallengeApi;

beforeEach(() => {
  api = new FakeChallengeApi();
  api.tags = [tag(1, XSS_PAYLOADS[0]!)];
  // Each card asks a payload (its back) and expects another (its front).
  api.cards = XSS_PAYLOADS.map((payload, index) =>
    flashcard(index + 1, `${payload} (front ${index})`, `${payload} (back ${index})`),
  );
  for (const method of ['get', 'post', 'put'] as const) {
    jest
      .mocked(apiClient[method])
      .mockImplementation(((path: string, options?: object) =>
        api.call(method.toUpperCase() as 'GET', path, options)) as never);
  }
});

afterEach(() => jest.restoreAllMocks());

test('questions, expected answers and the diff show every payload as text, and none runs', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithProviders(
    <Routes>
      <Route path="/flashcards/challenge" element={<ChallengePage />} />
    </Routes>,
    { route: '/flashcards/challenge', session: learner },
  );
  await screen.findByRole('button', { name: XSS_PAYLOADS[0] });
  expect(liveMarkupIn(document.body)).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Start Challenge' }));
  const field = await screen.findByRole('textbox', { name: 'Your answer' });
  const card = field.closest('section')!;
  expect(card.textContent).toContain(`${XSS_PAYLOADS[0]} (back 0)`);
  // A wrong answer, itself a payload: the verdict shows the expected front and the diff.
  fireEvent.change(field, { target: { value: XSS_PAYLOADS[1] } });
  fireEvent.keyDown(field, { key: 'Enter' });
  await waitFor(() => expect(within(card).queryByRole('heading', { level: 3 })).not.toBeNull());
  expect(card.textContent).toContain(`${XSS_PAYLOADS[0]} (front 0)`);
  expect(card.textContent).toContain(XSS_PAYLOADS[1]);
  expect(liveMarkupIn(document.body)).toEqual([]);
  expect(alert).not.toHaveBeenCalled();
});
