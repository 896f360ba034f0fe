import {
  CHAT_MESSAGE_MAX,
  COUNTERPOINTS_MAX,
  type ChatResponse,
  type ChatStreamReferences,
  type ConversationResponse,
  type IdeaFlashcardResponse,
  type FlashcardListResponse,
} from '@lyceum/contracts';
import type { InjectOptions } from 'fastify';
import { CHAT_ANSWERS_PER_MINUTE } from '../src/modules/chat/chat-service';
import { citationOf, quoteText } from '../src/modules/chat/chat-sources';
import { answerPieces, composeAnswer } from '../src/modules/chat/composer';
import { COMPOSER_TEXTS } from '../src/modules/chat/composer-texts';
import { slugOf } from '../src/modules/personas/persona-slug';
import { CHAT_PERSONAS, ideaIdsOf, parseEvents, seedChat } from './chat-fixtures';
import { bearer, buildTestApp, signIn, tokenFor, type TestApp } from './helper';

const ON_TIME = 'How should I spend my time instead of wasting it?';
const OFF_TOPIC = 'How do I configure a Kubernetes cluster?';
const ON_ANGER = 'How can I master my anger?';

describe('the persona chat', () => {
  let t: TestApp;
  let token: string;
  let seneca: Set<number>;

  const chat = (payload: object, as = token, url = '/api/persona/chat') =>
    t.app.inject({ method: 'POST', url, headers: bearer(as), payload });
  const answer = async (payload: object, as = token) => {
    const response = await chat(payload, as);
    expect(response.statusCode).toBe(200);
    return response.json<ChatResponse>();
  };
  const call = (method: InjectOptions['method'], url: string, as = token) =>
    t.app.inject({ method, url, headers: bearer(as) });
  /** A new learner, so each test has its own conversation and limit. */
  let learners = 0;
  const learner = () => {
    learners += 1;
    return tokenFor(t.app, `learner${learners}`, `learner${learners}@example.com`);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedChat(t.app);
    token = await learner();
    seneca = await ideaIdsOf(t.app, 'seneca');
  });
  afterAll(() => t.close());

  it('refuses every route without a session', async () => {
    const calls: Array<[InjectOptions['method'], string]> = [
      ['POST', '/api/persona/chat'],
      ['POST', '/api/persona/chat/stream'],
      ['GET', '/api/persona/seneca/conversation'],
      ['POST', '/api/persona/seneca/reset'],
      ['POST', '/api/persona/flashcards'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        401,
        expect.objectContaining({ code: 'auth.not_authenticated' }),
      ]);
    }
  });

  it('refuses an unknown persona, a blank message and an overlong one', async () => {
    const unknown = await chat({ character: 'Heraclitus', message: ON_TIME });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      expect.objectContaining({ code: 'personas.not_found' }),
    ]);
    const blank = await chat({ character: 'Seneca', message: ' \n ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'chat.message_required', field: 'message' }),
    ]);
    const long = await chat({ character: 'Seneca', message: 'a'.repeat(CHAT_MESSAGE_MAX + 1) });
    expect([long.statusCode, long.json()]).toEqual([
      400,
      expect.objectContaining({ code: 'validation.too_long', field: 'message' }),
    ]);
    const streamed = await chat(
      { character: 'Heraclitus', message: ON_TIME },
      token,
      '/api/persona/chat/stream',
    );
    expect([streamed.statusCode, streamed.headers['content-type']]).toEqual([
      404,
      expect.stringContaining('application/json'),
    ]);
  });

  it("answers from the persona's own ideas, cites them, and says who wrote the answer", async () => {
    const body = await answer({ character: 'seneca', message: ON_TIME, language: 'en' });
    expect(body).toMatchObject({ character: 'Seneca', generator: 'extractive', language: 'en' });
    const { sources } = body.references;
    expect(sources.length).toBeGreaterThan(0);
    expect(body.references.total_queries).toBeGreaterThanOrEqual(1);
    for (const source of sources) {
      expect(seneca.has(source.idea_id)).toBe(true);
      expect(source.thinker).toBe('Seneca');
      // The place in the book, without the title or the translator.
      expect(source.citation).not.toMatch(/\(|tr\.|<|Gummere|Stewart/);
    }
    const [first] = sources;
    expect(body.response).toContain('As I wrote in');
    expect(body.response).toContain(first!.book);
    expect(body.response).toContain(first!.statement);
    expect(body.response).toContain('[1]');
    expect(body.response).not.toMatch(/<[a-z]/);
  });

  it('says a question lies outside what the thinker wrote, and names the books', async () => {
    const body = await answer({ character: 'Seneca', message: OFF_TOPIC, language: 'en' });
    expect(body.references.sources).toEqual([]);
    expect(body.counterpoints).toEqual([]);
    expect(body.response).toMatch(/^That lies outside what I wrote about/);
    expect(body.response).toContain('Moral Letters to Lucilius');

    const none = await answer({ character: 'Hypatia', message: ON_TIME, language: 'en' });
    expect(none.references).toMatchObject({ sources: [], total_queries: 0 });
    expect(none.response).toContain('I have none of my writings at hand');
  });

  it('answers in French when asked to, or when the learner prefers French', async () => {
    const body = await answer({ character: 'Seneca', message: ON_TIME, language: 'fr' });
    expect(body.language).toBe('fr');
    expect(body.response).toContain('Comme je l’ai écrit dans');
    // The statements are quoted as stored, in their own language.
    expect(body.response).toContain(body.references.sources[0]!.statement);

    await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'lectrice',
        email: 'lectrice@example.com',
        password: 'correct-horse',
        language: 'fr',
      },
    });
    const french = (await signIn(t.app, 'lectrice')).json<{ access_token: string }>().access_token;
    const outside = await answer({ character: 'Seneca', message: OFF_TOPIC }, french);
    expect(outside.language).toBe('fr');
    expect(outside.response).toMatch(/^Cela sort de ce dont j’ai traité/);
    expect(outside.response).toContain('\u202f:');
  });

  it('keeps the conversation, helps a short follow-up with the previous question, and forgets it on reset', async () => {
    const me = await learner();
    // Alone, "Why?" names nothing to look for.
    const alone = await answer({ character: 'Seneca', message: 'Why?' }, await learner());
    expect(alone.references.sources).toEqual([]);
    const first = await answer({ character: 'Seneca', message: ON_TIME }, me);
    const followUp = await answer({ character: 'Seneca', message: 'Why?' }, me);
    expect(followUp.references.sources.length).toBeGreaterThan(0);
    expect(followUp.references.sources.every((s) => seneca.has(s.idea_id))).toBe(true);

    const conversation = await call('GET', '/api/persona/seneca/conversation', me);
    expect(conversation.statusCode).toBe(200);
    const { character, messages } = conversation.json<ConversationResponse>();
    expect(character).toEqual({
      name: 'Seneca',
      slug: 'seneca',
      description: CHAT_PERSONAS[0].description,
      period: '4 BC - AD 65',
      tags: CHAT_PERSONAS[0].tags,
    });
    expect(messages.map((m) => [m.type, m.content, m.character])).toEqual([
      ['user', ON_TIME, 'Seneca'],
      ['character', first.response, 'Seneca'],
      ['user', 'Why?', 'Seneca'],
      ['character', followUp.response, 'Seneca'],
    ]);
    expect(messages[1]).toMatchObject({
      references: first.references,
      counterpoints: first.counterpoints,
    });
    expect(Date.parse(messages[0]!.timestamp)).toBeLessThanOrEqual(
      Date.parse(messages[3]!.timestamp),
    );

    // Another persona's conversation is its own.
    const other = await call('GET', '/api/persona/Epictetus/conversation', me);
    expect(other.json<ConversationResponse>().messages).toEqual([]);
    // Another learner never sees it, and their reset leaves it alone.
    const stranger = await learner();
    const theirs = await call('GET', '/api/persona/seneca/conversation', stranger);
    expect(theirs.json<ConversationResponse>().messages).toEqual([]);
    expect((await call('POST', '/api/persona/seneca/reset', stranger)).statusCode).toBe(200);
    const mine = await call('GET', '/api/persona/seneca/conversation', me);
    expect(mine.json<ConversationResponse>().messages).toHaveLength(4);

    const reset = await call('POST', '/api/persona/seneca/reset', me);
    expect([reset.statusCode, reset.json()]).toEqual([
      200,
      { message: expect.stringContaining('Seneca') as string },
    ]);
    const after = await call('GET', '/api/persona/seneca/conversation', me);
    expect(after.json<ConversationResponse>().messages).toEqual([]);
    expect((await call('GET', '/api/persona/nobody/conversation', me)).statusCode).toBe(404);
  });

  it('streams the sources first, then the answer piece by piece, then the whole answer', async () => {
    const me = await learner();
    const plain = await answer({ character: 'Seneca', message: ON_TIME }, me);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/persona/chat/stream',
      headers: { ...bearer(me), origin: t.config.corsOrigins[0] },
      payload: { character: 'Seneca', message: ON_TIME },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // The headers the API sets on every answer are on the stream too.
    expect(response.headers['access-control-allow-origin']).toBe(t.config.corsOrigins[0]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');

    const events = parseEvents(response.body);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('references');
    expect(names.at(-1)).toBe('done');
    expect(names.slice(1, -1).every((name) => name === 'delta')).toBe(true);
    expect(names.length).toBeGreaterThan(4);

    const references = events[0]!.data as ChatStreamReferences;
    const done = events.at(-1)!.data as ChatResponse;
    expect(references).toEqual({ character: 'Seneca', references: done.references });
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toBe(done.response);
    expect(Object.keys(done).sort()).toEqual(Object.keys(plain).sort());
    expect(done).toEqual(plain);
  });

  it("adds other thinkers' best ideas on the same question as counterpoints", async () => {
    const body = await answer({ character: 'Seneca', message: ON_ANGER });
    expect(body.references.sources.length).toBeGreaterThan(0);
    expect(body.counterpoints.length).toBeGreaterThan(0);
    expect(body.counterpoints.length).toBeLessThanOrEqual(COUNTERPOINTS_MAX);
    const characters = body.counterpoints.map((c) => c.character);
    expect(new Set(characters).size).toBe(characters.length);
    for (const point of body.counterpoints) {
      const persona = CHAT_PERSONAS.find((p) => p.name === point.character);
      expect(persona).toBeDefined();
      expect(point.character).not.toBe('Seneca');
      expect(point.slug).toBe(slugOf(persona!.name));
      expect((await ideaIdsOf(t.app, persona!.key)).has(point.idea_id)).toBe(true);
    }
  });

  it("turns a cited idea into the learner's flashcard, once", async () => {
    const me = await learner();
    const { references } = await answer({ character: 'Seneca', message: ON_TIME }, me);
    const source = references.sources[0]!;
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/persona/flashcards',
        headers: bearer(me),
        payload: { idea_id: source.idea_id, character: 'seneca' },
      });

    const created = await add();
    expect(created.statusCode).toBe(201);
    const { flashcard, created: isNew } = created.json<IdeaFlashcardResponse>();
    expect(isNew).toBe(true);
    expect(flashcard).toMatchObject({
      recto: 'Seneca',
      verso: `${source.statement} — ${source.book}`,
      tags: ['Seneca'],
      status: 'draft',
    });

    const again = await add();
    expect([again.statusCode, again.json<IdeaFlashcardResponse>()]).toEqual([
      200,
      { flashcard: expect.objectContaining({ id: flashcard.id }) as unknown, created: false },
    ]);

    const library = await call('GET', '/api/flashcards/', me);
    expect(library.json<FlashcardListResponse>().flashcards).toEqual([
      expect.objectContaining({ id: flashcard.id, tags: ['Seneca'] }),
    ]);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/persona/flashcards',
      headers: bearer(me),
      payload: { idea_id: 99_999_999, character: 'Seneca' },
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      expect.objectContaining({ code: 'vector_db.idea_not_found' }),
    ]);
  });

  it("makes a card only of the named persona's own ideas", async () => {
    const me = await learner();
    const [epictetusIdea] = [...(await ideaIdsOf(t.app, 'epictetus'))];
    const asSeneca = await t.app.inject({
      method: 'POST',
      url: '/api/persona/flashcards',
      headers: bearer(me),
      payload: { idea_id: epictetusIdea, character: 'Seneca' },
    });
    expect([asSeneca.statusCode, asSeneca.json()]).toEqual([
      404,
      expect.objectContaining({ code: 'vector_db.idea_not_found' }),
    ]);
    const library = await call('GET', '/api/flashcards/', me);
    expect(library.json<FlashcardListResponse>().flashcards).toEqual([]);

    const asEpictetus = await t.app.inject({
      method: 'POST',
      url: '/api/persona/flashcards',
      headers: bearer(me),
      payload: { idea_id: epictetusIdea, character: 'Epictetus' },
    });
    expect(asEpictetus.statusCode).toBe(201);
  });

  it(`answers a learner at most ${CHAT_ANSWERS_PER_MINUTE} times a minute`, async () => {
    const me = await learner();
    for (let i = 0; i < CHAT_ANSWERS_PER_MINUTE; i += 1) {
      const url = i % 2 ? '/api/persona/chat/stream' : '/api/persona/chat';
      expect(
        (await chat({ character: 'Hypatia', message: `Question ${i}` }, me, url)).statusCode,
      ).toBe(200);
    }
    const refused = await chat({ character: 'Hypatia', message: 'One more' }, me);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      expect.objectContaining({ code: 'rate_limited' }),
    ]);
    // Another learner is not held back.
    expect((await chat({ character: 'Hypatia', message: 'Hello' })).statusCode).toBe(200);
  });
});

describe('the extractive composer and its sources', () => {
  it("reads an idea's place in its book from its first quote's citation", () => {
    const cite = (text: string) => `<blockquote><p>Quoted.</p></blockquote><cite>${text}</cite>`;
    expect(
      citationOf(
        cite('Moral Letters to Lucilius, Letter 1, 3 (tr. Richard M. Gummere)'),
        'Moral Letters to Lucilius',
      ),
    ).toBe('Letter 1, 3');
    expect(citationOf(cite('Apology, 30e (tr. Benjamin Jowett)'), 'Apology')).toBe('30e');
    expect(
      citationOf(
        cite(
          'Essais, livre III, chapitre 13, De l’expérience (texte de 1595, orthographe modernisée)',
        ),
        'Essais',
      ),
    ).toBe('livre III, chapitre 13, De l’expérience');
    expect(citationOf(cite('Meditations (tr. George Long)'), 'Meditations')).toBeNull();
    expect(citationOf('<blockquote><p>No citation.</p></blockquote>', 'Meditations')).toBeNull();
    expect(citationOf(undefined, 'Meditations')).toBeNull();
  });

  it('quotes as plain text, without the citation', () => {
    expect(
      quoteText(
        '<blockquote><p>Nothing, <em>Lucilius</em>, is ours &amp; ours&#8217;s,</p><p>except time.</p></blockquote><cite>Letter 1</cite>',
      ),
    ).toBe('Nothing, Lucilius, is ours & ours’s, except time.');
  });

  const idea = (n: number) => ({
    statement: `Statement ${n}.`,
    book: `Book ${n}`,
    citation: n === 1 ? 'Letter 1' : null,
    quote: n === 1 ? 'A short quote.' : null,
  });

  it('writes the same answer for the same ideas, shaped by how many there are', () => {
    const one = composeAnswer({ language: 'en', ideas: [idea(1)], books: [] });
    expect(one).toBe(composeAnswer({ language: 'en', ideas: [idea(1)], books: [] }));
    expect(one).toBe(
      [
        COMPOSER_TEXTS.en.opening[0],
        'As I wrote in Book 1 (Letter 1) [1]: Statement 1. In my own words: “A short quote.”',
        COMPOSER_TEXTS.en.closing[0],
      ].join('\n\n'),
    );
    const two = composeAnswer({ language: 'en', ideas: [idea(1), idea(2)], books: [] });
    expect(two).toContain(COMPOSER_TEXTS.en.opening[1]);
    expect(two).toContain('I would add what I wrote in Book 2 [2]: Statement 2.');
    const three = composeAnswer({ language: 'fr', ideas: [1, 2, 3].map(idea), books: [] });
    expect(three).toContain(COMPOSER_TEXTS.fr.opening[2]);
    expect(three).toContain('Comme je l’ai écrit dans Book 1 (Letter 1) [1]\u202f: Statement 1.');
    expect(three).toContain('«\u202fA short quote.\u202f»');
    expect(three).toContain('Enfin, dans Book 3 [3]\u202f: Statement 3.');
  });

  it('names the books when no idea answers, and cuts an answer into pieces that join back', () => {
    const outside = composeAnswer({ language: 'en', ideas: [], books: ['Letters', 'On Anger'] });
    expect(outside).toBe(COMPOSER_TEXTS.en.outside('Letters and On Anger'));
    expect(composeAnswer({ language: 'fr', ideas: [], books: null })).toBe(
      COMPOSER_TEXTS.fr.noWritings,
    );
    const pieces = answerPieces(outside);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(outside);
  });
});
