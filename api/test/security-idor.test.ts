import type {
  ChatResponse,
  ConversationResponse,
  DebateResponse,
  Flashcard,
  IdeaFlashcardResponse,
  LearningSession,
  Tag,
} from '@lyceum/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DeclaredRoute } from '../src/plugins/access';
import { seedChat } from './chat-fixtures';
import { bearer, buildTestApp, tokenFor, userIdOf, type TestApp } from './helper';
import {
  openApiDocument,
  operationOf,
  pathParameters,
  propertyNames,
  routeKey,
  type OpenApiDocument,
} from './route-schemas';

/** An id no row has: the largest PostgreSQL integer. */
const MISSING = 2_147_483_647;

/** A signed-in learner and what they own. */
interface Learner {
  id: number;
  headers: Record<string, string>;
  card: Flashcard;
  tag: Tag;
  session: LearningSession;
  sessionKey: string;
}

interface Context {
  t: TestApp;
  /** The owner, whose resources the other learner names. */
  a: Learner;
  /** The other learner. */
  b: Learner;
}

/**
 * A route that names a resource of one user by its id (in the path or the body): another user
 * naming it must get exactly the answer a missing id gets, and the owner's data must not change.
 */
interface OwnedById {
  kind: 'owned-id';
  /** The owner's resource `request` names. */
  id: (owner: Learner) => number;
  /** The request that names `id`, sent by `as`. */
  request: (id: number, as: Learner) => InjectOptions;
}

/**
 * A route whose resource is found by a key chosen by the caller (a persona's name, a client's
 * session id, a shared idea) and kept per user: another user's call with the owner's key reaches
 * their own resource, answered as for a key they never used, and the owner's stays as it was.
 */
interface KeyedPerUser {
  kind: 'per-user';
  check: (context: Context) => Promise<void>;
}

/** A route whose parameter names something that no user owns. */
interface NotOwned {
  kind: 'admin' | 'shared-catalog' | 'link-token' | 'documentation';
  why: string;
}

type RouteCase = OwnedById | KeyedPerUser | NotOwned;

const json = (method: InjectOptions['method'], url: string, payload?: object) =>
  ({ method, url, ...(payload ? { payload } : {}) }) satisfies InjectOptions;

const ownedCard: Pick<OwnedById, 'kind' | 'id'> = {
  kind: 'owned-id',
  id: (owner) => owner.card.id,
};

/** A persona A talked to, and one nobody talked to: their conversations must look the same to B. */
const TALKED_TO = 'seneca';
const UNTOUCHED = 'epictetus';

/**
 * Every declared route with a path parameter, or a body or query field naming a record by id
 * (`id`, `…_id`, `…_ids`), and why a user cannot reach another's data through it. A route added
 * with such a parameter and left out of this table fails the first test below.
 */
const CASES: Record<string, RouteCase> = {
  // Flashcards and tags: the library of each learner.
  'PUT /api/flashcards/:id': {
    ...ownedCard,
    request: (id) => json('PUT', `/api/flashcards/${id}`, { recto: 'changed by another' }),
  },
  'DELETE /api/flashcards/:id': {
    ...ownedCard,
    request: (id) => json('DELETE', `/api/flashcards/${id}`),
  },
  'DELETE /api/flashcards/tags/:id': {
    kind: 'owned-id',
    id: (owner) => owner.tag.id,
    request: (id) => json('DELETE', `/api/flashcards/tags/${id}`),
  },
  'POST /api/flashcards/bulk/add-tag': {
    ...ownedCard,
    // With one of the caller's own cards too: all of them or none.
    request: (id, as) =>
      json('POST', '/api/flashcards/bulk/add-tag', {
        flashcard_ids: [as.card.id, id],
        tag_name: 'intruder',
      }),
  },
  'POST /api/flashcards/bulk/remove-tag': {
    ...ownedCard,
    request: (id, as) =>
      json('POST', '/api/flashcards/bulk/remove-tag', {
        flashcard_ids: [as.card.id, id],
        tag_name: 'private',
      }),
  },
  'POST /api/flashcards/bulk/delete': {
    ...ownedCard,
    request: (id, as) =>
      json('POST', '/api/flashcards/bulk/delete', { flashcard_ids: [as.card.id, id] }),
  },
  // The challenge over the learner's cards: checking an answer reads the card, finalizing
  // records a review and teaches it the answer.
  'POST /api/flashcards/challenge': {
    ...ownedCard,
    request: (id) =>
      json('POST', '/api/flashcards/challenge', {
        flashcard_id: id,
        challenge_direction: 'answer_on_verso',
        user_response: 'a guess',
        response_time: 3,
        confidence_level: 'medium',
      }),
  },
  'POST /api/flashcards/challenge/finalize': {
    ...ownedCard,
    request: (id) =>
      json('POST', '/api/flashcards/challenge/finalize', {
        flashcard_id: id,
        is_correct: true,
        confidence_level: 'easy',
        response_time: 3,
        user_answer: 'a guess',
        challenge_direction: 'answer_on_verso',
        was_overridden: true,
        original_validation_result: false,
      }),
  },
  // A learning session is saved once per client id, and per user: B saving with A's id records
  // B's session, as with an id never used.
  'POST /api/learning-sessions': {
    kind: 'per-user',
    async check({ t, a, b }) {
      const body = { ...sessionBody(7), notes: 'by the other learner' };
      const withTheirs = await call(
        t,
        b,
        json('POST', '/api/learning-sessions', {
          ...body,
          client_session_id: a.sessionKey,
        }),
      );
      const withNew = await call(
        t,
        b,
        json('POST', '/api/learning-sessions', {
          ...body,
          client_session_id: randomUUID(),
        }),
      );
      expect(withTheirs.statusCode).toBe(201);
      expect(shapeOf(withTheirs.json<LearningSession>())).toEqual(
        shapeOf(withNew.json<LearningSession>()),
      );
      expect(withTheirs.json<LearningSession>().id).not.toBe(a.session.id);
    },
  },
  // A conversation is kept per user and persona: B sees none with the persona A talked to, and
  // B's reset leaves A's.
  'GET /api/persona/:name/conversation': {
    kind: 'per-user',
    async check({ t, b }) {
      const theirs = await call(t, b, json('GET', `/api/persona/${TALKED_TO}/conversation`));
      const untouched = await call(t, b, json('GET', `/api/persona/${UNTOUCHED}/conversation`));
      expect([theirs.statusCode, theirs.json<ConversationResponse>().messages]).toEqual([200, []]);
      expect([untouched.statusCode, untouched.json<ConversationResponse>().messages]).toEqual([
        200,
        [],
      ]);
    },
  },
  'POST /api/persona/:name/reset': {
    kind: 'per-user',
    async check({ t, b }) {
      const theirs = await call(t, b, json('POST', `/api/persona/${TALKED_TO}/reset`));
      const untouched = await call(t, b, json('POST', `/api/persona/${UNTOUCHED}/reset`));
      expect(theirs.statusCode).toBe(200);
      expect(untouched.statusCode).toBe(200);
    },
  },
  // A debate is kept per user and pair of personas: B sees none between the two A debated, and
  // B's reset leaves A's.
  'GET /api/persona/debate/:first/:second': {
    kind: 'per-user',
    async check({ t, a, b }) {
      await debated(t, a);
      const theirs = await call(t, b, json('GET', DEBATED));
      expect([theirs.statusCode, theirs.json<DebateResponse>().rounds]).toEqual([200, []]);
      expect((await call(t, a, json('GET', DEBATED))).json<DebateResponse>().rounds).toHaveLength(
        1,
      );
    },
  },
  'POST /api/persona/debate/:first/:second/reset': {
    kind: 'per-user',
    async check({ t, a, b }) {
      await debated(t, a);
      expect((await call(t, b, json('POST', `${DEBATED}/reset`))).statusCode).toBe(200);
      expect((await call(t, a, json('GET', DEBATED))).json<DebateResponse>().rounds).toHaveLength(
        1,
      );
    },
  },
  // An idea is shared by every learner; the card made of it is the caller's own.
  'POST /api/persona/flashcards': {
    kind: 'per-user',
    async check({ t, a, b }) {
      const [ideaA] = await ideaCards(t, a);
      if (!ideaA) throw new Error('the owner has no card made of an idea');
      const mine = await call(
        t,
        b,
        json('POST', '/api/persona/flashcards', {
          idea_id: ideaA.idea_id,
          character: 'Seneca',
        }),
      );
      expect(mine.statusCode).toBe(201);
      const { flashcard, created } = mine.json<IdeaFlashcardResponse>();
      expect(created).toBe(true);
      expect(flashcard.id).not.toBe(ideaA.card_id);
      expect(await ownerOf(t, flashcard.id)).toBe(b.id);
    },
  },
  'GET /api/persona/characters/:name': {
    kind: 'shared-catalog',
    why: 'every learner sees the same personas',
  },
  // Administrators' tools: a learner gets 403 on each (api/test/access.test.ts walks them all).
  'POST /api/admin/vector-db/collections/:name/browse': admin('idea collections'),
  'DELETE /api/admin/vector-db/collections/:name/ideas/:ideaId': admin('idea collections'),
  'DELETE /api/admin/vector-db/collections/:name': admin('idea collections'),
  'POST /api/admin/vector-db/collections/:name/export': admin('idea collections'),
  'GET /api/admin/vector-db/exports/:exportId/:file': admin('checkpoint exports'),
  'GET /api/admin/vector-db/checkpoint-jobs/:jobId': admin('checkpoint imports'),
  'GET /api/admin/personas/validate-vector-key/:key': admin('personas'),
  'GET /api/admin/personas/:id/profile': admin('personas'),
  'PUT /api/admin/personas/:id': admin('personas'),
  'DELETE /api/admin/personas/:id': admin('personas'),
  // E-mailed links: the token is the secret, any other token is "invalid link".
  'GET /api/newsletter/confirm/:token': linkToken(),
  'GET /api/newsletter/unsubscribe/:token': linkToken(),
  'POST /api/newsletter/unsubscribe/:token': linkToken(),
  'GET /api/docs/static/*': documentation(),
  'HEAD /api/docs/static/*': documentation(),
};

function admin(what: string): NotOwned {
  return { kind: 'admin', why: `${what}: the back office's, shared by its administrators` };
}
function linkToken(): NotOwned {
  return { kind: 'link-token', why: 'the unguessable token of an e-mailed link is the secret' };
}
function documentation(): NotOwned {
  return { kind: 'documentation', why: 'the static files of the API documentation' };
}

/** A field naming a record by its id. */
const ID_FIELD = /(^|_)ids?$/;

/** Whether a route takes a path parameter or a field naming a record by id. */
function namesAResource(document: OpenApiDocument, route: DeclaredRoute): boolean {
  if (pathParameters(route.url).length > 0) return true;
  const operation = operationOf(document, route);
  const fields = [
    ...(operation?.parameters ?? []).map((parameter) => parameter.name),
    ...Object.values(operation?.requestBody?.content ?? {}).flatMap(({ schema }) =>
      propertyNames(schema),
    ),
  ];
  return fields.some((field) => ID_FIELD.test(field));
}

const sessionBody = (cards: number) => ({
  session_date: '2026-11-20T10:00:00.000Z',
  total_cards: cards,
  correct_answers: 1,
  session_duration_seconds: 60,
  tags_filter: null,
});

/** A session without what makes it one user's (id, creation time), to compare two saves. */
const shapeOf = ({ id: _id, created_at: _created, ...rest }: LearningSession) => rest;

const call = (t: TestApp, as: Learner, request: InjectOptions) =>
  t.app.inject({ ...request, headers: { ...request.headers, ...as.headers } });

/** The status and body of a response, to compare two answers whole. */
const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body === '' ? null : response.json<unknown>(),
});

async function ownerOf(t: TestApp, cardId: number) {
  const [row] = await t.app.db.query<{ user_id: number }>(
    'SELECT user_id FROM flashcards WHERE id = $1',
    [cardId],
  );
  return row?.user_id;
}

/** The learner's cards made of an idea, with the idea they came from. */
async function ideaCards(t: TestApp, owner: Learner) {
  const cards = await t.app.db.query<{ card_id: number; verso: string }>(
    'SELECT id AS card_id, verso FROM flashcards WHERE user_id = $1 ORDER BY id',
    [owner.id],
  );
  const ideas = await t.app.db.query<{ id: number; statement: string }>(
    'SELECT id::int AS id, statement FROM ideas',
  );
  return cards.flatMap((card) => {
    const idea = ideas.find((i) => card.verso.startsWith(i.statement));
    return idea ? [{ card_id: card.card_id, idea_id: idea.id }] : [];
  });
}

/** The debate route of the pair the owner debated. */
const DEBATED = '/api/persona/debate/seneca/epictetus';

/** The owner's debate between the two, begun anew with one question. */
async function debated(t: TestApp, owner: Learner) {
  await call(t, owner, json('POST', `${DEBATED}/reset`));
  const asked = await call(
    t,
    owner,
    json('POST', '/api/persona/debate', {
      characters: ['Seneca', 'Epictetus'],
      message: 'How should I face anger?',
    }),
  );
  if (asked.statusCode !== 200) throw new Error(`no debate: ${asked.body}`);
}

/** Everything the learner owns, row by row: any change by another user shows here. */
async function everythingOf(t: TestApp, owner: Learner) {
  const rows = (sql: string) => t.app.db.query(sql, [owner.id]);
  return {
    cards: await rows('SELECT * FROM flashcards WHERE user_id = $1 ORDER BY id'),
    tags: await rows('SELECT * FROM tags WHERE user_id = $1 ORDER BY id'),
    cardTags: await rows(
      `SELECT ft.* FROM flashcard_tags ft JOIN flashcards f ON f.id = ft.flashcard_id
        WHERE f.user_id = $1 ORDER BY ft.flashcard_id, ft.tag_id`,
    ),
    answers: await rows(
      `SELECT a.* FROM flashcard_answers a JOIN flashcards f ON f.id = a.flashcard_id
        WHERE f.user_id = $1 ORDER BY a.flashcard_id, a.direction, a.normalized`,
    ),
    reviews: await rows('SELECT * FROM review_logs WHERE user_id = $1 ORDER BY id'),
    sessions: await rows('SELECT * FROM learning_sessions WHERE user_id = $1 ORDER BY id'),
    conversation: (
      await call(t, owner, json('GET', `/api/persona/${TALKED_TO}/conversation`))
    ).json<ConversationResponse>().messages,
  };
}

async function learner(t: TestApp, username: string): Promise<Learner> {
  const headers = bearer(await tokenFor(t.app, username, `${username}@lyceum.test`));
  const id = await userIdOf(t.app, username);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/flashcards',
    headers,
    payload: { recto: `${username}'s question`, verso: `${username}'s answer`, tags: ['private'] },
  });
  const card = created.json<Flashcard>();
  const tags = await t.app.inject({ url: '/api/flashcards/tags', headers });
  const tag = tags.json<Tag[]>()[0];
  const sessionKey = randomUUID();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    headers,
    payload: { ...sessionBody(3), client_session_id: sessionKey },
  });
  if (created.statusCode !== 201 || !tag || saved.statusCode !== 201) {
    throw new Error(`could not set up ${username}: ${created.body} ${tags.body} ${saved.body}`);
  }
  return { id, headers, card, tag, session: saved.json<LearningSession>(), sessionKey };
}

describe('no user reaches another user’s data through a route', () => {
  let t: TestApp;
  let context: Context;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
    await seedChat(t.app);
    document = await openApiDocument(t.app);
    const a = await learner(t, 'alice');
    const b = await learner(t, 'bruno');
    // The owner talks to a persona and keeps one of the ideas it cites as a card.
    const chat = await call(
      t,
      a,
      json('POST', '/api/persona/chat', {
        character: 'Seneca',
        message: 'How should I face anger?',
      }),
    );
    const source = chat.json<ChatResponse>().references.sources[0];
    if (chat.statusCode !== 200 || !source) throw new Error(`no answer to cite: ${chat.body}`);
    const kept = await call(
      t,
      a,
      json('POST', '/api/persona/flashcards', { idea_id: source.idea_id, character: 'Seneca' }),
    );
    if (kept.statusCode !== 201) throw new Error(`could not keep the idea: ${kept.body}`);
    context = { t, a, b };
  });
  afterAll(() => t.close());

  it('classifies every route that names a resource, and only declared routes', () => {
    const declared = t.app.declaredRoutes;
    const naming = declared.filter((route) => namesAResource(document, route)).map(routeKey);
    const unclassified = naming.filter((key) => !(key in CASES));
    expect(unclassified).toEqual([]);
    const stale = Object.keys(CASES).filter((key) => !declared.some((r) => routeKey(r) === key));
    expect(stale).toEqual([]);
    // The table is not a list of everything: each entry names a resource.
    expect(Object.keys(CASES).filter((key) => !naming.includes(key))).toEqual([]);
  });

  it('keeps the administrators’ routes to administrators', () => {
    const adminCases = Object.entries(CASES).filter(([, c]) => c.kind === 'admin');
    expect(adminCases.length).toBeGreaterThan(0);
    for (const [key] of adminCases) {
      const route = t.app.declaredRoutes.find((r) => routeKey(r) === key);
      expect({ key, access: route?.access }).toEqual({ key, access: 'admin' });
    }
    for (const [key, routeCase] of Object.entries(CASES)) {
      if (routeCase.kind !== 'link-token' && routeCase.kind !== 'documentation') continue;
      const route = t.app.declaredRoutes.find((r) => routeKey(r) === key);
      expect({ key, access: route?.access }).toEqual({ key, access: 'public' });
    }
  });

  const owned = Object.entries(CASES).filter(
    (entry): entry is [string, OwnedById] => entry[1].kind === 'owned-id',
  );

  it.each(owned)(
    '%s: another user’s id is answered as a missing one, and changes nothing',
    async (_key, routeCase) => {
      const { a, b } = context;
      const before = await everythingOf(t, a);
      const othersId = answerOf(await call(t, b, routeCase.request(routeCase.id(a), b)));
      const missing = answerOf(await call(t, b, routeCase.request(MISSING, b)));
      expect(othersId.status).toBe(404);
      expect(othersId).toEqual(missing);
      expect(JSON.stringify(othersId.body)).not.toContain(a.card.verso);
      expect(await everythingOf(t, a)).toEqual(before);
      // The owner's own call with the same id is not refused: the id was theirs to use.
      const own = await call(t, a, json('GET', '/api/flashcards?page_size=100'));
      expect(own.json<{ flashcards: Flashcard[] }>().flashcards.map((c) => c.id)).toContain(
        a.card.id,
      );
    },
  );

  const perUser = Object.entries(CASES).filter(
    (entry): entry is [string, KeyedPerUser] => entry[1].kind === 'per-user',
  );

  it.each(perUser)(
    '%s: the owner’s key reaches the caller’s own resource, never the owner’s',
    async (_key, routeCase) => {
      const before = await everythingOf(t, context.a);
      expect(before.conversation.length).toBeGreaterThan(0);
      await routeCase.check(context);
      expect(await everythingOf(t, context.a)).toEqual(before);
    },
  );

  it('lets the owner use the ids the other user was refused', async () => {
    const { a } = context;
    const request = CASES['PUT /api/flashcards/:id'] as OwnedById;
    const response = await call(t, a, request.request(a.card.id, a));
    expect([response.statusCode, response.json<Flashcard>().recto]).toEqual([
      200,
      'changed by another',
    ]);
  });
});
