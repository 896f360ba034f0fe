import { CHAT_MESSAGE_MAX } from '@lyceum/contracts/constants';
import { ApiError, FLASHCARDS_QUERY_KEY, i18n } from '@lyceum/platform';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeChatApi } from '../../testing/fake-chat-api';
import {
  mountAreas,
  plato,
  testAnswer,
  testCounterpoint,
  testSource,
} from '../../testing/personas';
import {
  bubbles,
  conversation,
  location,
  messageBox,
  pressEnter,
  renderChat,
  thread,
  typeMessage,
} from '../../testing/chat-page';
import { COUNT_SHOWN_FROM } from './components/chat-composer';
// The area registers the texts when it loads; this page is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn() },
}));

const STREAM = '/api/persona/chat/stream';
const sources = [
  testSource(11, { statement: 'We suffer more in imagination than in reality.' }),
  testSource(12, { statement: 'Luck is what happens when preparation meets opportunity.' }),
];
const references = {
  character: 'Seneca',
  references: { sources, total_queries: 2, selection_method: 'hybrid' as const },
};
const answer = testAnswer({
  response: 'Fear lives in the mind [1].\n\nPrepare, and luck follows [2].',
  references: references.references,
  counterpoints: [
    testCounterpoint(21, plato, {
      note: 'Plato holds that fear is ignorance of what is to be feared.',
    }),
    testCounterpoint(22, plato, {
      stance: 'agrees',
      statement: 'Plato agrees in part (22)',
      note: 'Both find the cure of fear in the mind.',
      about: 12,
    }),
  ],
});

let api: FakeChatApi;

beforeAll(mountAreas);
beforeEach(() => {
  api = new FakeChatApi().install();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** Opens the conversation with Seneca (empty) and waits for it. */
async function openSeneca(language: 'en' | 'fr' = 'en') {
  renderChat('/chat/seneca', language);
  await screen.findByRole('heading', { level: 2, name: language === 'fr' ? 'Sénèque' : 'Seneca' });
}

/** Sends a message with Enter and waits for the answer to be asked. */
async function ask(text = 'What should I fear?') {
  typeMessage(text);
  pressEnter();
  await waitFor(() => expect(api.streams).toHaveLength(1));
}

/** Lets the page read what the stream has written. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const answerBubble = () => bubbles().at(-1)!;

describe('the message box', () => {
  test('Enter sends in the interface language; the message shows at once, the box empties', async () => {
    await openSeneca();
    await ask('  What should I fear?  ');
    expect(api.sent('POST', STREAM)[0]!.json).toEqual({
      character: 'Seneca',
      message: 'What should I fear?',
      language: 'en',
    });
    expect(api.stream.options.timeout).toBe(false);
    expect(conversation()[0]).toEqual(['You', 'What should I fear?']);
    expect(conversation()[1]).toEqual(['Seneca', 'Seneca is thinking...']);
    expect(messageBox().value).toBe('');
    expect(document.activeElement).toBe(messageBox());
  });

  test('Shift+Enter is a new line, not a send', async () => {
    await openSeneca();
    typeMessage('First line');
    const shifted = pressEnter(true);
    expect(shifted).toBe(true);
    expect(api.streams).toEqual([]);
    const plain = pressEnter();
    // Enter itself is used up by the send, so no line is added.
    expect(plain).toBe(false);
    await waitFor(() => expect(api.streams).toHaveLength(1));
  });

  test('a blank message, or one while an answer is on its way, is not sent', async () => {
    await openSeneca();
    typeMessage('  \n\t ');
    pressEnter();
    fireEvent.submit(messageBox().closest('form')!);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    expect(api.streams).toEqual([]);

    await ask();
    typeMessage('And another thing');
    pressEnter();
    fireEvent.submit(messageBox().closest('form')!);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(api.streams).toHaveLength(1);
    // What was typed meanwhile stays, to send once the answer is in.
    expect(messageBox().value).toBe('And another thing');
  });

  test('the count of characters shows near the limit', async () => {
    await openSeneca();
    typeMessage('a'.repeat(COUNT_SHOWN_FROM - 1));
    expect(screen.queryByText(`${COUNT_SHOWN_FROM - 1}/${CHAT_MESSAGE_MAX}`)).toBeNull();
    typeMessage('a'.repeat(COUNT_SHOWN_FROM));
    expect(screen.getByText(`${COUNT_SHOWN_FROM}/${CHAT_MESSAGE_MAX}`)).toBeTruthy();
    expect(messageBox().maxLength).toBe(CHAT_MESSAGE_MAX);
  });

  test('the log keeps the newest message in view, unless the learner scrolled up', async () => {
    await openSeneca();
    const log = thread();
    let top = 0;
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => (top = value),
    });
    await ask();
    expect(top).toBe(1000);
    // Scrolled up to read: pieces of the answer leave the view where it is.
    top = 200;
    fireEvent.scroll(log);
    act(() => api.stream.send('delta', { text: 'Fear lives' }));
    await settle();
    expect(top).toBe(200);
    // Back near the end: the view follows again.
    top = 680;
    fireEvent.scroll(log);
    act(() => api.stream.send('delta', { text: ' in the mind.' }));
    await settle();
    expect(top).toBe(1000);
  });
});

describe('a streamed answer', () => {
  test('shows its sources first, grows with each piece, and is announced once whole', async () => {
    await openSeneca();
    await ask();
    expect(thread().getAttribute('aria-busy')).toBe('true');
    expect(thread().getAttribute('aria-live')).toBe('polite');

    act(() => api.stream.send('references', references));
    await settle();
    expect(within(answerBubble()).getByRole('button', { name: 'Sources (2)' })).toBeTruthy();
    expect(conversation()[1]).toEqual(['Seneca', 'Seneca is thinking...']);

    act(() => api.stream.send('delta', { text: 'Fear lives ' }));
    await settle();
    expect(conversation()[1]).toEqual(['Seneca', 'Fear lives']);
    act(() => api.stream.send('delta', { text: 'in the mind.' }));
    await settle();
    expect(conversation()[1]).toEqual(['Seneca', 'Fear lives in the mind.']);
    expect(thread().getAttribute('aria-busy')).toBe('true');

    act(() => api.stream.send('done', answer));
    await settle();
    expect(thread().getAttribute('aria-busy')).toBe('false');
    const paragraphs = answerBubble().querySelectorAll('.chat-answer__paragraph');
    expect(Array.from(paragraphs, (paragraph) => paragraph.textContent)).toEqual([
      'Fear lives in the mind [1].',
      'Prepare, and luck follows [2].',
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' })).toBeTruthy();
  });

  test('Stop aborts the answer and keeps what was written, marked as stopped', async () => {
    await openSeneca();
    await ask();
    act(() => api.stream.send('delta', { text: 'Fear lives' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await settle();
    expect(api.stream.options.signal?.aborted).toBe(true);
    expect(conversation()[1]).toEqual(['Seneca', 'Fear livesYou stopped this answer.']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(document.activeElement).toBe(messageBox());
    expect(thread().getAttribute('aria-busy')).toBe('false');
  });

  test('an answer written without the configured model says so', async () => {
    await openSeneca();
    await ask();
    act(() => api.stream.send('done', testAnswer({ response: 'Fear lives in the mind.' })));
    await settle();
    expect(answerBubble().querySelector('.chat-message__note')).toBeNull();

    typeMessage('And luck?');
    pressEnter();
    await waitFor(() => expect(api.streams).toHaveLength(2));
    act(() => api.stream.send('done', testAnswer({ response: 'Luck follows.', fallback: true })));
    await settle();
    expect(conversation()[3]).toEqual([
      'Seneca',
      'Luck follows.The language model did not answer: Seneca replies with the quoted ideas alone.',
    ]);
  });

  test('a failed send says so, and the persona apologises in the conversation', async () => {
    api.failures[`POST ${STREAM}`] = new ApiError(null, 'Failed to fetch');
    await openSeneca();
    typeMessage('What should I fear?');
    pressEnter();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message');
    expect(conversation()).toEqual([
      ['You', 'What should I fear?'],
      ['Seneca', 'Seneca apologises: I could not answer just now. Please try again.'],
    ]);
    // The next message can be sent.
    delete api.failures[`POST ${STREAM}`];
    await ask('Again?');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an error from the server mid-answer shows its own text, in the user’s language', async () => {
    await openSeneca('fr');
    const box = messageBox('Votre message');
    fireEvent.change(box, { target: { value: 'Que dois-je craindre ?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    expect(api.sent('POST', STREAM)[0]!.json).toMatchObject({ language: 'fr' });
    act(() => api.stream.send('delta', { text: 'La peur' }));
    act(() =>
      api.stream.send('error', {
        detail: 'The answer could not be written',
        code: 'chat.generation_failed',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "La réponse n'a pas pu être rédigée",
    );
    expect(conversation()[1]).toEqual([
      'Sénèque',
      'Sénèque s’excuse\u202F: je n’ai pas pu répondre pour le moment. Veuillez réessayer.',
    ]);
  });

  test('an answer is text: markup in it is shown, never run', async () => {
    await openSeneca();
    await ask();
    act(() => api.stream.send('done', testAnswer({ response: '<img src=x onerror=alert(1)>' })));
    await settle();
    expect(conversation()[1]).toEqual(['Seneca', '<img src=x onerror=alert(1)>']);
    expect(answerBubble().querySelector('img')).toBeNull();
  });
});

describe('under an answer', () => {
  /** Asks, and lets the whole answer arrive. */
  async function answered() {
    await openSeneca();
    await ask();
    act(() => {
      api.stream.send('references', references);
      api.stream.send('done', answer);
    });
    await settle();
    return answerBubble();
  }

  test('the sources open and close, each with its statement, book and place', async () => {
    const bubble = await answered();
    const toggle = within(bubble).getByRole('button', { name: 'Sources (2)' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('blockquote')?.textContent)).toEqual([
      'We suffer more in imagination than in reality.',
      'Luck is what happens when preparation meets opportunity.',
    ]);
    expect(items[0]!.querySelector('.chat-source__where')?.textContent).toBe(
      'Letters to LuciliusLetter 11',
    );
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(true);
  });

  test('a citation marker opens the sources at the idea it names', async () => {
    const bubble = await answered();
    fireEvent.click(within(bubble).getByRole('button', { name: 'Show source 2' }));
    const toggle = within(bubble).getByRole('button', { name: 'Sources (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(document.activeElement).toBe(within(panel).getAllByRole('listitem')[1]);
  });

  test('Add to flashcards: added, or already there, with the way to the library', async () => {
    const invalidate = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    api.flashcards.add(12);
    const bubble = await answered();
    fireEvent.click(within(bubble).getByRole('button', { name: 'Sources (2)' }));
    const [first, second] = within(bubble).getAllByRole('button', { name: 'Add to flashcards' });
    fireEvent.click(first!);
    const added = await within(bubble).findByText('Added to your flashcards');
    expect(document.activeElement).toBe(added);
    fireEvent.click(second!);
    expect(await within(bubble).findByText('Already in your flashcards')).toBeTruthy();
    expect(api.sent('POST', '/api/persona/flashcards').map((request) => request.json)).toEqual([
      { idea_id: 11, character: 'Seneca' },
      { idea_id: 12, character: 'Seneca' },
    ]);
    const links = within(bubble).getAllByRole('link', { name: 'Open the library' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/flashcards', '/flashcards']);
    // The library's cached cards are stale now: it shows the new one when opened.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: FLASHCARDS_QUERY_KEY });
    invalidate.mockRestore();
  });

  test('a failed Add to flashcards says so, and can be tried again', async () => {
    api.failures['POST /api/persona/flashcards'] = new ApiError(500, 'Boom', true, 'internal');
    const bubble = await answered();
    fireEvent.click(within(bubble).getByRole('button', { name: 'Sources (2)' }));
    fireEvent.click(within(bubble).getAllByRole('button', { name: 'Add to flashcards' })[0]!);
    expect((await within(bubble).findByRole('alert')).textContent).toBe(
      'Failed to add the flashcard',
    );
    delete api.failures['POST /api/persona/flashcards'];
    fireEvent.click(within(bubble).getAllByRole('button', { name: 'Add to flashcards' })[0]!);
    expect(await within(bubble).findByText('Added to your flashcards')).toBeTruthy();
  });

  test('counterpoints that differ, then others who agree, each with its note and the way to ask them', async () => {
    const bubble = await answered();
    const differ = within(bubble).getByRole('list', { name: 'Counterpoints to answer 2' });
    const [point] = within(differ).getAllByRole('listitem');
    expect(within(point!).getByText('Disagrees')).toBeTruthy();
    expect(
      within(point!).getByText('Plato holds that fear is ignorance of what is to be feared.'),
    ).toBeTruthy();
    expect(within(point!).getByText('Plato thinks otherwise (21)')).toBeTruthy();
    expect(within(point!).getByText('Republic')).toBeTruthy();
    const agree = within(bubble).getByRole('list', { name: 'Others who agree to answer 2' });
    expect(within(agree).getByText('Agrees')).toBeTruthy();
    expect(within(agree).getByText('Both find the cure of fear in the mind.')).toBeTruthy();
    // Headings, not landmarks: every answer has its own lists.
    expect(within(bubble).queryAllByRole('region')).toEqual([]);
    fireEvent.click(within(differ).getByRole('link', { name: 'Ask Plato' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
    expect(location()).toBe('/chat/plato');
    // A link is no reset: Plato's kept conversation opens.
    expect(api.sent('POST', '/api/persona/plato/reset')).toEqual([]);
  });

  test('an answer the model wrote says how many of its sentences were left out', async () => {
    await openSeneca();
    await ask();
    act(() => {
      api.stream.send('references', references);
      api.stream.send('done', { ...answer, generator: 'llm', unsupported: 2 });
    });
    await settle();
    expect(
      within(answerBubble()).getByText(
        '2 sentences of this answer were left out: they cited no source, or quoted one wrongly.',
      ),
    ).toBeTruthy();
  });

  test('when nothing answers, the questions offered are asked with a click', async () => {
    await openSeneca();
    await ask('How do I configure a cluster?');
    const offered = testAnswer({
      response: 'Nothing I have said bears on that. Ask me instead about “time” or “anger”.',
      references: { sources: [], total_queries: 2, selection_method: 'hybrid' },
      suggestions: ['What do you say about “time”?', 'What do you say about “anger”?'],
    });
    act(() => {
      api.stream.send('references', {
        character: 'Seneca',
        references: { sources: [], total_queries: 2, selection_method: 'hybrid' },
      });
      api.stream.send('done', offered);
    });
    await settle();
    const bubble = answerBubble();
    expect(within(bubble).getByText('Ask Seneca instead')).toBeTruthy();
    fireEvent.click(within(bubble).getByRole('button', { name: 'What do you say about “anger”?' }));
    await waitFor(() => expect(api.streams).toHaveLength(2));
    expect(api.sent('POST', STREAM)[1]!.json).toEqual({
      character: 'Seneca',
      message: 'What do you say about “anger”?',
      language: 'en',
    });
  });

  test('changing the language renames the persona and keeps the conversation on screen', async () => {
    await answered();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sénèque' })).toBeTruthy();
    expect(conversation()[0]).toEqual(['Vous', 'What should I fear?']);
    expect(conversation()[1]?.[0]).toBe('Sénèque');
  });

  test('in French, the persona is named as French writes it, and its texts are asked in French', async () => {
    await openSeneca('fr');
    expect(api.sent('GET', '/api/persona/characters/seneca')[0]?.searchParams).toEqual({
      language: 'fr',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Sénèque' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sénèque' })).toBeTruthy();
    fireEvent.change(messageBox('Votre message'), { target: { value: 'Que faut-il craindre ?' } });
    fireEvent.keyDown(messageBox('Votre message'), { key: 'Enter' });
    await waitFor(() => expect(api.streams).toHaveLength(1));
    act(() => {
      api.stream.send('references', references);
      api.stream.send('done', { ...answer, language: 'fr' });
    });
    await settle();
    expect(conversation()[1]?.[0]).toBe('Sénèque');
    expect(
      within(answerBubble()).getByRole('list', { name: 'Contrepoints à la réponse 2' }),
    ).toBeTruthy();
  });
});
