import {
  CHAT_MESSAGE_MAX,
  COUNTERPOINTS_MAX,
  type ChatResponse,
  type ChatStreamReferences,
  type ConversationResponse,
  type DebateResponse,
  type DebateRound,
  type IdeaFlashcardResponse,
  type FlashcardListResponse,
} from '@lyceum/contracts';
import type { InjectOptions } from 'fastify';
import { CHAT_ANSWERS_PER_MINUTE } from '../src/modules/chat/chat-service';
import { citationOf, quoteText } from '../src/modules/chat/chat-sources';
import {
  ANSWER_WORDS_MAX,
  answerPieces,
  composeAnswer,
  type ComposerIdea,
} from '../src/modules/chat/composer';
import { readRelations, readThinkers } from '../scripts/thinkers';
import { COMPOSER_TEXTS } from '../src/modules/chat/composer-texts';
import { slugOf } from '../src/modules/personas/persona-slug';
import { CHAT_PERSONAS, ideaIdsOf, parseEvents, seedChat } from './chat-fixtures';
import { bearer, buildTestApp, signIn, tokenFor, type TestApp } from './helper';

const ON_TIME = 'How should I spend my time instead of wasting it?';
const OFF_TOPIC = 'How do I configure a Kubernetes cluster?';

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
      ['POST', '/api/persona/debate'],
      ['GET', '/api/persona/debate/seneca/epictetus'],
      ['POST', '/api/persona/debate/seneca/epictetus/reset'],
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

  /** The markers of an answer's text: [1], [2]… */
  const markers = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  /** A statement as an answer opens with it: its closing mark after the marker. */
  const opening = (statement: string) => statement.replace(/[.!?…]+$/, '');

  it("opens with the sentence that answers, from the persona's own ideas, and cites every source", async () => {
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
    expect(body.response.startsWith(`${opening(first!.statement)} [1]`)).toBe(true);
    // Every source shown is cited, and nothing else is.
    expect(new Set(markers(body.response))).toEqual(new Set(sources.map((_, i) => i + 1)));
    expect(body.response).toMatch(/As I wrote \([^)]+\): “[^”]+” \[1\]/);
    expect(body.response.split(/\s+/).length).toBeLessThanOrEqual(ANSWER_WORDS_MAX);
    expect(body.response).not.toMatch(/<[a-z]|Finally|Weigh them together/);
    expect(body.suggestions).toEqual([]);
  });

  it('lets a thinker known through another say so, never "I wrote"', async () => {
    const body = await answer({
      character: 'Epictetus',
      message: 'What is in our power and what is not?',
      language: 'en',
    });
    expect(body.references.sources.length).toBeGreaterThan(0);
    expect(body.response).toMatch(/As Arrian has me say \((Discourses|Enchiridion)/);
    expect(body.response).not.toContain('I wrote');
    const french = await answer({
      character: 'Epictetus',
      message: 'Qu’est-ce qui dépend de nous ?',
      language: 'fr',
    });
    expect(french.response).toMatch(/Comme Arrien me le fait dire \((Entretiens|Manuel)/);
  });

  it('says when nothing it said answers, and offers questions it can answer', async () => {
    const body = await answer({ character: 'Seneca', message: OFF_TOPIC, language: 'en' });
    expect(body.references.sources).toEqual([]);
    expect(body.counterpoints).toEqual([]);
    expect(body.response).toMatch(/^Nothing I have said bears on that/);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    // Each question offered is one the persona answers.
    for (const suggestion of body.suggestions) {
      const answered = await answer({ character: 'Seneca', message: suggestion, language: 'en' });
      expect([suggestion, answered.references.sources.length > 0]).toEqual([suggestion, true]);
    }

    const none = await answer({ character: 'Hypatia', message: ON_TIME, language: 'en' });
    expect(none.references).toMatchObject({ sources: [], total_queries: 0 });
    expect(none.response).toContain('I have none of my writings at hand');
    expect(none.suggestions).toEqual([]);
  });

  it('answers in French with the French texts of the ideas, when asked or when the learner prefers it', async () => {
    const body = await answer({ character: 'Seneca', message: ON_TIME, language: 'fr' });
    expect(body.language).toBe('fr');
    const [first] = body.references.sources;
    const written = readThinkers()
      .flatMap((thinker) => thinker.ideas)
      .find((idea) => idea.translations?.fr?.statement === first!.statement);
    expect(first).toMatchObject({ language: 'fr', translator: 'Lyceum' });
    expect(written?.translations?.fr?.book_title).toBe(first!.book);
    expect(body.response.startsWith(`${opening(first!.statement)} [1]`)).toBe(true);
    expect(body.response).toContain('Comme je l’ai écrit (');
    // Its quote is in the English translation it comes from, and says so.
    expect(body.response).toContain('cité en traduction anglaise');

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
    expect(outside.response).toMatch(/^Rien de ce que j’ai dit ne porte là-dessus/);
    expect(outside.response).toContain('«\u202f');
    expect(outside.suggestions.every((s) => s.startsWith('Que dites-vous de «'))).toBe(true);
    const found = await answer(
      { character: 'Seneca', message: outside.suggestions[0]!, language: 'fr' },
      french,
    );
    expect(found.references.sources[0]).toMatchObject({ language: 'fr' });
  });

  it('answers a question written in French in French, whatever the interface', async () => {
    const body = await answer({
      character: 'Seneca',
      message: 'Comment bien employer mon temps ?',
      language: 'en',
    });
    expect(body.language).toBe('fr');
    expect(body.references.sources[0]).toMatchObject({ language: 'fr' });
    expect(body.response).toContain('Comme je l’ai écrit (');
    // An English question in the French interface is answered in French too.
    const english = await answer({ character: 'Seneca', message: ON_TIME, language: 'fr' });
    expect(english.language).toBe('fr');
    const plain = await answer({ character: 'Seneca', message: ON_TIME, language: 'en' });
    expect(plain.language).toBe('en');
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
    // A short question of its own words is not taken for a follow-up.
    const changing = await learner();
    await answer({ character: 'Seneca', message: ON_TIME }, changing);
    const newSubject = await answer(
      { character: 'Seneca', message: 'How do I configure Kubernetes clusters?' },
      changing,
    );
    expect(newSubject.references.sources).toEqual([]);

    const conversation = await call('GET', '/api/persona/seneca/conversation', me);
    expect(conversation.statusCode).toBe(200);
    const { character, messages } = conversation.json<ConversationResponse>();
    expect(character).toEqual({
      name: 'Seneca',
      display_name: 'Seneca',
      slug: 'seneca',
      description: CHAT_PERSONAS[0].description,
      period: '4 BC - AD 65',
      tags: CHAT_PERSONAS[0].tags,
    });
    // In French, its French texts.
    const inFrench = await call('GET', '/api/persona/seneca/conversation?language=fr', me);
    expect(inFrench.json<ConversationResponse>().character).toEqual({
      name: 'Seneca',
      display_name: 'Sénèque',
      slug: 'seneca',
      description: CHAT_PERSONAS[0].translations.fr.short_description,
      period: '4 BC - AD 65',
      tags: CHAT_PERSONAS[0].translations.fr.tags,
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

  it('shows as counterpoints only the ideas that disagree with or qualify an idea it cited, then those that agree', async () => {
    const relations = readRelations();
    const sourceIds = new Map<number, string>();
    for (const persona of CHAT_PERSONAS) {
      const rows = await t.app.db.query<{ id: number; source_id: string }>(
        `SELECT i.id::int AS id, i.source_id FROM ideas i
           JOIN idea_collections c ON c.id = i.collection_id WHERE c.name = $1`,
        [persona.key],
      );
      for (const row of rows) sourceIds.set(row.id, row.source_id);
    }
    /** The relation between two ideas, whichever of them carries it. */
    const relationOf = (a: number, b: number) =>
      relations.find(
        (r) =>
          (r.from === sourceIds.get(a) && r.to === sourceIds.get(b)) ||
          (r.from === sourceIds.get(b) && r.to === sourceIds.get(a)),
      );

    const body = await answer({
      character: 'Michel de Montaigne',
      message: 'Are humans superior to animals?',
      language: 'en',
    });
    const cited = new Set(body.references.sources.map((s) => s.idea_id));
    const differing = body.counterpoints.filter((c) => c.stance !== 'agrees');
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThanOrEqual(COUNTERPOINTS_MAX);
    // Those that differ come first; no idea twice, no thinker twice in a group.
    expect(body.counterpoints.slice(0, differing.length)).toEqual(differing);
    expect(new Set(body.counterpoints.map((c) => c.idea_id)).size).toBe(body.counterpoints.length);
    expect(new Set(differing.map((c) => c.character)).size).toBe(differing.length);
    for (const point of body.counterpoints) {
      const persona = CHAT_PERSONAS.find((p) => p.name === point.character);
      expect(persona).toBeDefined();
      expect(point.character).not.toBe('Michel de Montaigne');
      expect(point.slug).toBe(slugOf(persona!.name));
      expect((await ideaIdsOf(t.app, persona!.key)).has(point.idea_id)).toBe(true);
      // It stands towards an idea the answer cited, as a relation of the content says.
      expect(cited.has(point.about)).toBe(true);
      const relation = relationOf(point.about, point.idea_id);
      expect(relation).toMatchObject({ stance: point.stance, note: point.note });
    }

    const french = await answer({
      character: 'Michel de Montaigne',
      message: 'Les humains sont-ils supérieurs aux animaux ?',
      language: 'fr',
    });
    expect(french.counterpoints.length).toBeGreaterThan(0);
    for (const point of french.counterpoints) {
      expect(relationOf(point.about, point.idea_id)?.note_fr).toBe(point.note);
      expect(point).toMatchObject({ language: 'fr' });
    }
    expect(french.counterpoints.find((c) => c.character === 'Epictetus')?.display_name).toBe(
      'Épictète',
    );

    // An idea no relation names brings none.
    const unrelated = await answer({ character: 'Seneca', message: OFF_TOPIC, language: 'en' });
    expect(unrelated.counterpoints).toEqual([]);
  });

  describe('a debate', () => {
    const debate = (payload: object, as = token) =>
      t.app.inject({ method: 'POST', url: '/api/persona/debate', headers: bearer(as), payload });

    it('puts one question to two thinkers: each answers from its own sources, then replies where they differ', async () => {
      const me = await learner();
      const response = await debate(
        {
          characters: ['michel-de-montaigne', 'Epictetus'],
          message: 'Are humans superior to animals?',
          language: 'en',
        },
        me,
      );
      expect(response.statusCode).toBe(200);
      const round = response.json<DebateRound>();
      expect(round).toMatchObject({ question: 'Are humans superior to animals?', language: 'en' });
      const [montaigne, epictetus, ...replies] = round.turns;
      expect([montaigne?.kind, montaigne?.character]).toEqual(['answer', 'Michel de Montaigne']);
      expect([epictetus?.kind, epictetus?.character]).toEqual(['answer', 'Epictetus']);
      const montaigneIdeas = await ideaIdsOf(t.app, 'montaigne');
      const epictetusIdeas = await ideaIdsOf(t.app, 'epictetus');
      // Every turn cites its own sources only, each of them, from its own thinker.
      for (const turn of round.turns) {
        const own = turn.character === 'Epictetus' ? epictetusIdeas : montaigneIdeas;
        expect(turn.references.sources.length).toBeGreaterThan(0);
        expect(turn.references.sources.every((source) => own.has(source.idea_id))).toBe(true);
        expect(new Set(markers(turn.response))).toEqual(
          new Set(turn.references.sources.map((_, i) => i + 1)),
        );
      }
      expect(epictetus!.response).toMatch(/As Arrian has me say/);
      // The replies stand on a relation of the content between the two ideas.
      expect(replies.length).toBeGreaterThan(0);
      const relations = readRelations();
      for (const reply of replies) {
        expect(reply.kind).toBe('reply');
        const answered = reply.character === 'Epictetus' ? montaigne! : epictetus!;
        const theirs = answered.references.sources.find(
          (source) => source.idea_id === reply.replying_to?.idea_id,
        );
        expect(theirs).toBeDefined();
        expect(reply.response).toContain(`${answered.display_name} says: “${theirs!.statement}`);
        expect(['disagrees', 'qualifies']).toContain(reply.replying_to?.stance);
        expect(relations.some((relation) => relation.note === reply.replying_to?.note)).toBe(true);
      }

      // Kept for the pair, whichever way it is named, and read again in French.
      const kept = await call('GET', '/api/persona/debate/epictetus/michel-de-montaigne', me);
      expect(kept.statusCode).toBe(200);
      expect(kept.json<DebateResponse>().rounds).toEqual([round]);
      const inFrench = await call(
        'GET',
        '/api/persona/debate/epictetus/michel-de-montaigne?language=fr',
        me,
      );
      expect(inFrench.json<DebateResponse>().characters.map((c) => c.display_name)).toEqual([
        'Épictète',
        'Michel de Montaigne',
      ]);
      const reset = await call(
        'POST',
        '/api/persona/debate/michel-de-montaigne/epictetus/reset',
        me,
      );
      expect(reset.statusCode).toBe(200);
      const after = await call('GET', '/api/persona/debate/epictetus/michel-de-montaigne', me);
      expect(after.json<DebateResponse>().rounds).toEqual([]);
    });

    it('debates in French with the French texts', async () => {
      const round = (
        await debate({
          characters: ['Epictetus', 'Michel de Montaigne'],
          message: 'Les humains sont-ils supérieurs aux animaux ?',
          language: 'fr',
        })
      ).json<DebateRound>();
      expect(round.language).toBe('fr');
      expect(round.turns[0]).toMatchObject({ display_name: 'Épictète' });
      for (const turn of round.turns) {
        for (const source of turn.references.sources) expect(source.language).toBe('fr');
      }
      const reply = round.turns.find((turn) => turn.kind === 'reply');
      expect(reply?.response).toMatch(/ dit\u202f: «\u202f/);
    });

    it('refuses the same thinker twice, an unknown one, a blank question, and counts two answers', async () => {
      const me = await learner();
      const same = await debate({ characters: ['Seneca', 'seneca'], message: 'Why?' }, me);
      expect([same.statusCode, same.json()]).toEqual([
        400,
        expect.objectContaining({ code: 'chat.debate_same_persona', field: 'characters' }),
      ]);
      const unknown = await debate({ characters: ['Seneca', 'Heraclitus'], message: 'Why?' }, me);
      expect(unknown.statusCode).toBe(404);
      const blank = await debate({ characters: ['Seneca', 'Epictetus'], message: '  ' }, me);
      expect(blank.json()).toMatchObject({ code: 'chat.message_required' });
      const one = await debate({ characters: ['Seneca'], message: 'Why?' }, me);
      expect(one.statusCode).toBe(400);
      for (let i = 0; i < CHAT_ANSWERS_PER_MINUTE / 2; i += 1) {
        const asked = await debate({ characters: ['Seneca', 'Epictetus'], message: ON_TIME }, me);
        expect(asked.statusCode).toBe(200);
      }
      const over = await debate({ characters: ['Seneca', 'Epictetus'], message: ON_TIME }, me);
      expect(over.json()).toMatchObject({ code: 'rate_limited' });
    });
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

  const idea = (n: number, fields: Partial<ComposerIdea> = {}): ComposerIdea => ({
    statement: `Statement ${n} on subject${n} with words${n} of its own.`,
    arguments: [`Argument ${n} holds.`],
    keyPhrases: [`topic${n}`],
    book: `Book ${n}`,
    citation: n === 1 ? 'Letter 1' : null,
    quote: n === 1 ? 'A short quote.' : null,
    quoteTranslated: false,
    close: true,
    ...fields,
  });
  const speaker = { knownThrough: null };

  it('opens with the best idea, then its reasoning and one quote, then what others add', () => {
    const input = {
      language: 'en' as const,
      speaker,
      ideas: [1, 2, 3].map((n) => idea(n)),
      topics: [],
    };
    const composed = composeAnswer(input);
    expect(composed).toEqual(composeAnswer(input));
    expect(composed.cited).toEqual([0, 1, 2]);
    expect(composed.text).toBe(
      [
        'Statement 1 on subject1 with words1 of its own [1]. Argument 1 holds.',
        'As I wrote (Book 1, Letter 1): “A short quote.” [1]',
        'I would add a word on topic2: Statement 2 on subject2 with words2 of its own [2].',
        'And on topic3: Statement 3 on subject3 with words3 of its own [3].',
      ].join('\n\n'),
    );
    const known = composeAnswer({ ...input, speaker: { knownThrough: 'Plato' } });
    expect(known.text).toContain('As Plato has me say (Book 1, Letter 1)');
    expect(known.text).not.toContain('I wrote');
    const french = composeAnswer({
      ...input,
      language: 'fr',
      ideas: [idea(1, { quoteTranslated: true })],
    });
    expect(french.text).toContain(
      'Comme je l’ai écrit (Book 1, Letter 1, cité en traduction anglaise)\u202f: «\u202fA short quote.\u202f» [1]',
    );
  });

  it('leaves out what repeats, adds nothing new, or answers the question only loosely', () => {
    const ideas = [
      idea(1),
      // Near the first in its words.
      idea(2, { statement: 'Statement 1 on subject1 with words1 of its own, again.' }),
      // Answers only loosely.
      idea(3, { close: false }),
      // Its key phrases are already said.
      idea(4, { keyPhrases: ['subject1'] }),
      idea(5),
    ];
    const composed = composeAnswer({ language: 'en', speaker, ideas, topics: [] });
    expect(composed.cited).toEqual([0, 4]);
    // Numbered as cited, or as given when the sources were shown before.
    expect(composed.text).toContain('topic5: Statement 5 on subject5 with words5 of its own [2].');
    const given = composeAnswer({ language: 'en', speaker, ideas, topics: [], numbering: 'given' });
    expect(given.text).toContain('[5].');
  });

  it(`stays under ${ANSWER_WORDS_MAX} words, always saying the best idea`, () => {
    const long = (n: number) =>
      idea(n, {
        statement: `${'Long '.repeat(60)}statement ${n} about matter${n}.`,
        arguments: ['An argument of many words. '.repeat(10)],
      });
    const composed = composeAnswer({
      language: 'en',
      speaker,
      ideas: [1, 2, 3, 4].map(long),
      topics: [],
    });
    expect(composed.text.startsWith('Long Long')).toBe(true);
    expect(composed.text.split(/\s+/).length).toBeLessThanOrEqual(ANSWER_WORDS_MAX);
    expect(composed.cited.length).toBeLessThan(4);
  });

  it('offers topics when no idea answers, and cuts an answer into pieces that join back', () => {
    const outside = composeAnswer({
      language: 'en',
      speaker,
      ideas: [],
      topics: ['time', 'anger'],
    });
    expect(outside).toEqual({ text: COMPOSER_TEXTS.en.outside(['time', 'anger']), cited: [] });
    expect(outside.text).toContain('“time” or “anger”');
    expect(composeAnswer({ language: 'fr', speaker, ideas: [], topics: null }).text).toBe(
      COMPOSER_TEXTS.fr.noWritings,
    );
    const pieces = answerPieces(outside.text);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(outside.text);
  });
});
