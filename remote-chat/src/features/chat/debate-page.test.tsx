import type { DebateBody, DebateRound } from '@lyceum/contracts';
import { ApiError, i18n } from '@lyceum/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeChatApi } from '../../testing/fake-chat-api';
import { location, renderChat } from '../../testing/chat-page';
import { mountAreas, plato, seneca, testSource } from '../../testing/personas';
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

let api: FakeChatApi;

beforeAll(mountAreas);
beforeEach(() => {
  api = new FakeChatApi().install();
  api.personas = [
    seneca,
    plato,
    { ...plato, id: 3, name: 'Epicurus', display_name: 'Epicurus', slug: 'epicurus' },
  ];
  api.nextRound = (body: DebateBody): DebateRound => ({
    id: `round-${body.message}`,
    question: body.message,
    timestamp: '2026-01-01T10:00:00.000Z',
    language: body.language ?? 'en',
    turns: [
      {
        character: 'Seneca',
        display_name: 'Seneca',
        slug: 'seneca',
        kind: 'answer',
        response: 'Wealth serves the wise [1].',
        references: {
          sources: [testSource(11, { statement: 'The wise may own riches.' })],
          total_queries: 2,
          selection_method: 'hybrid',
        },
      },
      {
        character: 'Plato',
        display_name: 'Plato',
        slug: 'plato',
        kind: 'answer',
        response: 'Justice is the health of the soul [1].',
        references: {
          sources: [
            testSource(21, { statement: 'Justice is order in the soul.', thinker: 'Plato' }),
          ],
          total_queries: 2,
          selection_method: 'hybrid',
        },
      },
      {
        character: 'Plato',
        display_name: 'Plato',
        slug: 'plato',
        kind: 'reply',
        response: 'Seneca says: “The wise may own riches.” I see it otherwise. Riches corrupt [1].',
        references: {
          sources: [testSource(22, { statement: 'Riches corrupt.', thinker: 'Plato' })],
          total_queries: 0,
          selection_method: 'hybrid',
        },
        replying_to: {
          idea_id: 11,
          character: 'Seneca',
          stance: 'disagrees',
          note: 'Plato fears what Seneca would keep.',
        },
      },
    ],
  });
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const box = (name = 'Your message') => screen.getByRole<HTMLTextAreaElement>('textbox', { name });

test('a question goes to both thinkers; each answer and reply shows with its own sources', async () => {
  renderChat('/chat/debate/seneca/plato');
  expect(
    await screen.findByText('Ask Seneca and Plato a question to begin the debate.'),
  ).toBeTruthy();
  fireEvent.change(box(), { target: { value: 'Is wealth an evil?' } });
  fireEvent.keyDown(box(), { key: 'Enter' });
  expect(await screen.findByText('Plato replies to Seneca')).toBeTruthy();
  expect(api.sent('POST', '/api/persona/debate')[0]!.json).toEqual({
    characters: ['seneca', 'plato'],
    message: 'Is wealth an evil?',
    language: 'en',
  });
  const log = screen.getByRole('log', { name: 'Debate between Seneca and Plato' });
  const turns = within(log)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('chat-message'));
  expect(turns.map((turn) => turn.querySelector('.chat-message__who')?.textContent)).toEqual([
    'You',
    'Seneca answers',
    'Plato answers',
    'Plato replies to Seneca',
  ]);
  const reply = turns[3]!;
  expect(within(reply).getByText('Disagrees')).toBeTruthy();
  expect(within(reply).getByText('Plato fears what Seneca would keep.')).toBeTruthy();
  // A marker opens that turn's own sources.
  fireEvent.click(within(reply).getByRole('button', { name: 'Show source 1' }));
  const sources = within(reply).getByRole('list', { name: 'Sources of Plato, question 1' });
  expect(within(sources).getByText('Riches corrupt.')).toBeTruthy();
});

test('the kept debate comes back; New debate forgets it; a thinker can be changed for another', async () => {
  api.debates['plato/seneca'] = [
    api.nextRound!({ characters: ['seneca', 'plato'], message: 'Kept?' }),
  ];
  renderChat('/chat/debate/seneca/plato');
  expect(await screen.findByText('Kept?')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'New debate' }));
  expect(
    await screen.findByText('Ask Seneca and Plato a question to begin the debate.'),
  ).toBeTruthy();
  expect(api.sent('POST', '/api/persona/debate/seneca/plato/reset')).toHaveLength(1);
  // The other thinker is never offered in the same place twice.
  const second = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Second thinker' });
  expect([...second.options].map((option) => option.value)).toEqual(['plato', 'epicurus']);
  fireEvent.change(second, { target: { value: 'epicurus' } });
  await waitFor(() => expect(location()).toBe('/chat/debate/seneca/epicurus'));
  expect(
    await screen.findByText('Ask Seneca and Epicurus a question to begin the debate.'),
  ).toBeTruthy();
});

test('in French, the page and the thinkers read French', async () => {
  renderChat('/chat/debate/seneca/plato', 'fr');
  expect(
    await screen.findByText('Posez une question à Sénèque et Plato pour commencer le débat.'),
  ).toBeTruthy();
  expect(api.sent('GET', '/api/persona/debate/seneca/plato')[0]?.searchParams).toEqual({
    language: 'fr',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Débat' })).toBeTruthy();
});

test('the same thinker twice says so, and leads back to the chat', async () => {
  api.failures['GET /api/persona/debate/seneca/seneca'] = new ApiError(
    400,
    'A debate needs two different thinkers',
    true,
    'chat.debate_same_persona',
  );
  renderChat('/chat/debate/seneca/seneca');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'A debate needs two different thinkers',
  );
  expect(screen.getByRole('link', { name: 'Back to the chat' }).getAttribute('href')).toBe('/chat');
});
