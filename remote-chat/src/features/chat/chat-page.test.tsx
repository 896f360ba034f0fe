import { ApiError, i18n } from '@lyceum/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeChatApi } from '../../testing/fake-chat-api';
import { mountAreas, testMessage, testSource } from '../../testing/personas';
import {
  conversation,
  location,
  messageBox,
  picker,
  pressEnter,
  renderChat,
  thread,
  typeMessage,
} from '../../testing/chat-page';
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
  api.conversations.seneca = [
    testMessage('m1', 'user', 'What is time?'),
    testMessage('m2', 'character', 'Time is the one thing we own [1].', {
      references: { sources: [testSource(11)], total_queries: 1, selection_method: 'hybrid' },
      counterpoints: [],
    }),
  ];
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const SENECA_RESET = '/api/persona/seneca/reset';
const PLATO_RESET = '/api/persona/plato/reset';

/** Opens the conversation with Seneca and waits for it. */
async function openSeneca() {
  renderChat('/chat/seneca');
  await screen.findByRole('heading', { level: 2, name: 'Seneca' });
}

describe('opening the chat', () => {
  test('/chat shows the personas and invites to choose one; nothing can be sent', async () => {
    renderChat('/chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Persona Chat' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a thinker' })).toBeTruthy();
    expect(await picker().findByRole('button', { name: 'Seneca' })).toBeTruthy();
    expect(picker().getByRole('button', { name: 'Plato' })).toBeTruthy();
    expect(messageBox().placeholder).toBe('Choose a thinker first');
    typeMessage('Hello?');
    pressEnter();
    fireEvent.submit(messageBox().closest('form')!);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    expect(api.sent('POST', '/api/persona/chat/stream')).toEqual([]);
  });

  test('/chat/<slug> (a link or a reload) shows the persona and restores the conversation', async () => {
    await openSeneca();
    expect(screen.getByText('4 BC - 65 AD')).toBeTruthy();
    expect(screen.getByText('Stoic philosopher, statesman and dramatist.')).toBeTruthy();
    expect(conversation()).toEqual([
      ['You', 'What is time?'],
      ['Seneca', 'Time is the one thing we own [1].'],
    ]);
    expect(screen.getByRole('button', { name: 'Sources (1)' })).toBeTruthy();
    expect(thread().getAttribute('aria-label')).toBe('Conversation with Seneca');
    expect(picker().getByRole('button', { name: 'Seneca' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(api.sent('GET', '/api/persona/seneca/conversation')).toHaveLength(1);
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  test('a persona that is not there says so and leads back to Discover', async () => {
    renderChat('/chat/nobody');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This thinker is not here' }),
    ).toBeTruthy();
    expect(screen.getByText(/No thinker answers to “nobody”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Find a thinker on Discover' }));
    expect(await screen.findByText('Discover')).toBeTruthy();
    expect(location()).toBe('/');
  });

  test('a conversation that cannot be loaded says so, and Try again loads it', async () => {
    api.failures['GET /api/persona/seneca/conversation'] = new ApiError(null, 'Failed to fetch');
    renderChat('/chat/seneca');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the conversation');
    delete api.failures['GET /api/persona/seneca/conversation'];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Seneca' })).toBeTruthy();
    expect(conversation()).toHaveLength(2);
  });

  test('personas that cannot be listed say so, and Try again lists them', async () => {
    api.failures['GET /api/persona/discover'] = new ApiError(503, 'Service Unavailable');
    await openSeneca();
    expect((await picker().findByRole('alert')).textContent).toBe(
      'Failed to load available personas',
    );
    delete api.failures['GET /api/persona/discover'];
    fireEvent.click(picker().getByRole('button', { name: 'Try again' }));
    expect(await picker().findByRole('button', { name: 'Plato' })).toBeTruthy();
  });
});

describe('changing persona', () => {
  test('another persona: its conversation is reset, the messages go, its page opens', async () => {
    api.conversations.plato = [
      testMessage('p1', 'user', 'An old question', { character: 'Plato' }),
    ];
    await openSeneca();
    fireEvent.click(picker().getByRole('button', { name: 'Plato' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
    expect(location()).toBe('/chat/plato');
    expect(api.sent('POST', PLATO_RESET)).toHaveLength(1);
    expect(api.sent('POST', SENECA_RESET)).toEqual([]);
    expect(conversation()).toEqual([]);
    expect(within(thread()).getByText('Ask Plato a question to begin.')).toBeTruthy();
    // The picker's button is gone: the focus is in the message box.
    expect(document.activeElement).toBe(messageBox());
    expect(screen.getByText('Unknown period')).toBeTruthy();
  });

  test('from /chat, choosing a persona starts a new conversation with it', async () => {
    renderChat('/chat');
    fireEvent.click(await picker().findByRole('button', { name: 'Seneca' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Seneca' })).toBeTruthy();
    expect(location()).toBe('/chat/seneca');
    expect(api.sent('POST', SENECA_RESET)).toHaveLength(1);
    expect(conversation()).toEqual([]);
  });

  test('the current persona is no change', async () => {
    await openSeneca();
    fireEvent.click(picker().getByRole('button', { name: 'Seneca' }));
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(conversation()).toHaveLength(2);
  });

  test('when the reset fails the page stays, says so, and keeps the conversation', async () => {
    api.failures[`POST ${PLATO_RESET}`] = new ApiError(
      500,
      'Internal Server Error',
      true,
      'internal',
    );
    await openSeneca();
    fireEvent.click(picker().getByRole('button', { name: 'Plato' }));
    expect((await picker().findByRole('alert')).textContent).toBe('Failed to reset conversation');
    expect(location()).toBe('/chat/seneca');
    expect(conversation()).toHaveLength(2);
  });
});

describe('New Conversation', () => {
  test('resets the conversation with this persona and clears it; focus goes to the box', async () => {
    await openSeneca();
    fireEvent.click(screen.getByRole('button', { name: 'New Conversation' }));
    await waitFor(() => expect(conversation()).toEqual([]));
    expect(api.sent('POST', SENECA_RESET)).toHaveLength(1);
    expect(document.activeElement).toBe(messageBox());
    expect(location()).toBe('/chat/seneca');
  });

  test('a failed reset says so and keeps the messages', async () => {
    api.failures[`POST ${SENECA_RESET}`] = new ApiError(null, 'Failed to fetch');
    await openSeneca();
    fireEvent.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset conversation');
    expect(conversation()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('in French', () => {
  test('the chat and its states read in French', async () => {
    renderChat('/chat/plato', 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discussion avec les personas' }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
    expect(screen.getByText('Période inconnue')).toBeTruthy();
    expect(within(thread()).getByText('Posez une question à Plato pour commencer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nouvelle conversation' })).toBeTruthy();
    expect(messageBox('Votre message').placeholder).toBe('Posez une question à Plato...');
    expect(screen.getByRole('complementary', { name: 'Penseurs' })).toBeTruthy();
  });
});
