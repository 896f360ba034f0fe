import { apiClient } from '@lyceum/platform';
import { XSS_PAYLOADS, learner, liveMarkupIn, renderWithProviders } from '@lyceum/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

beforeEach(() => {
  api = new FakeApi();
  // Cards as the chat makes them of a cited idea (the thinker on the front, the statement on the
  // back, tagged with the persona), every text a payload.
  api.state.cards = XSS_PAYLOADS.map((payload, index) =>
    makeCard(index + 1, {
      recto: `Card ${index}: ${payload}`,
      verso: `${payload} — ${payload}`,
      tags: [payload.slice(0, 100)],
    }),
  );
  api.state.tags = makeTags(...XSS_PAYLOADS.map((payload) => payload.slice(0, 100)));
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    jest
      .mocked(apiClient[method])
      .mockImplementation(((path: string, options?: object) =>
        api.call(method.toUpperCase() as 'GET', path, options)) as never);
  }
});

test('cards, their details and tags show every payload as text, and none runs', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderWithProviders(
    <Routes>
      <Route path="flashcards/*" element={<LibraryPage />} />
    </Routes>,
    { route: '/flashcards', session: learner },
  );
  await screen.findByText(`Card 0: ${XSS_PAYLOADS[0]}`);
  for (const index of XSS_PAYLOADS.keys()) {
    fireEvent.click(screen.getByText(`Card ${index}: ${XSS_PAYLOADS[index]}`).closest('button')!);
  }
  await waitFor(() =>
    expect(screen.getByText(`${XSS_PAYLOADS[0]} — ${XSS_PAYLOADS[0]}`)).toBeTruthy(),
  );
  expect(liveMarkupIn(document.body)).toEqual([]);
  for (const payload of XSS_PAYLOADS) {
    expect(screen.getByText(`${payload} — ${payload}`)).toBeTruthy();
  }
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});
