import { i18n } from '@lyceum/platform';
import { XSS_PAYLOADS, liveMarkupIn } from '@lyceum/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeChatApi } from '../../testing/fake-chat-api';
import {
  mountAreas,
  plato,
  testAnswer,
  testCounterpoint,
  testSource,
} from '../../testing/personas';
import { bubbles, pressEnter, renderChat, typeMessage } from '../../testing/chat-page';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

let api: FakeChatApi;

beforeAll(mountAreas);
beforeEach(() => {
  api = new FakeChatApi().install();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** Sources and counterpoints whose every text is a payload, as a hostile collection would hold. */
const sources = XSS_PAYLOADS.map((payload, index) =>
  testSource(100 + index, { statement: payload, book: payload, citation: payload }),
);
const counterpoints = XSS_PAYLOADS.map((payload, index) => ({
  ...testCounterpoint(200 + index, plato),
  statement: payload,
  thinker: payload,
  book: payload,
  citation: payload,
}));

test.each([
  ['the question, the answer, its sources and counterpoints', false],
  ['the same, once the sources are opened', true],
])('%s show every payload as text, and none runs', async (_label, openSources) => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderChat('/chat/seneca', 'en');
  await screen.findByRole('heading', { level: 2, name: 'Seneca' });
  typeMessage(XSS_PAYLOADS.join(' '));
  pressEnter();
  await waitFor(() => expect(api.streams).toHaveLength(1));
  const answer = testAnswer({
    response: `${XSS_PAYLOADS.join('\n\n')} [1]`,
    references: { sources, total_queries: 1, selection_method: 'hybrid' },
    counterpoints,
  });
  act(() => {
    api.stream.send('references', { character: 'Seneca', references: answer.references });
    api.stream.send('done', answer);
  });
  const bubble = await waitFor(() => {
    const last = bubbles().at(-1)!;
    expect(within(last).getByRole('button', { name: `Sources (${sources.length})` })).toBeTruthy();
    return last;
  });
  if (openSources) {
    fireEvent.click(within(bubble).getByRole('button', { name: `Sources (${sources.length})` }));
  }
  const page = document.body;
  expect(liveMarkupIn(page)).toEqual([]);
  const statements = [...page.querySelectorAll('blockquote.chat-source__statement')].map(
    (quote) => quote.textContent,
  );
  // Each payload is shown as it was written: as a source and as a counterpoint.
  expect(statements).toEqual([...XSS_PAYLOADS, ...XSS_PAYLOADS]);
  for (const payload of XSS_PAYLOADS) {
    expect(page.textContent).toContain(payload);
  }
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});
