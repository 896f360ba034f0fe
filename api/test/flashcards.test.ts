import type {
  Flashcard,
  FlashcardListResponse,
  FlashcardSummary,
  ImportResponse,
  Tag,
} from '@lyceum/contracts';
import type { InjectOptions } from 'fastify';
import { Rating } from 'ts-fsrs';
import { createFlashcardsRepository } from '../src/modules/flashcards/flashcards-repository';
import { newMemory, review } from '../src/modules/flashcards/memory';
import { bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const NOT_FOUND = { detail: 'Flashcard not found', code: 'flashcards.not_found' };

describe('the flashcard library API', () => {
  let t: TestApp;
  let alice: string;
  let bruno: string;

  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/flashcards${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const create = async (token: string, recto: string, verso: string, tags?: string[]) => {
    const response = await call(token, 'POST', '/', { recto, verso, ...(tags ? { tags } : {}) });
    expect(response.statusCode).toBe(201);
    return response.json<Flashcard>();
  };
  const list = async (token: string, query = '') => {
    const response = await call(token, 'GET', `/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<FlashcardListResponse>();
  };
  const rectos = (page: FlashcardListResponse) => page.flashcards.map((card) => card.recto);
  /** Every card of the user, newest first: the state a failed call must leave untouched. */
  const everything = async (token: string) =>
    (await list(token, '?sort=created&page_size=100')).flashcards;

  // One server for the file; each test gets two new users, so it starts with empty libraries.
  let users = 0;
  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
  });
  beforeEach(async () => {
    users += 1;
    alice = await tokenFor(t.app, `alice${users}`, `alice${users}@lyceum.test`);
    bruno = await tokenFor(t.app, `bruno${users}`, `bruno${users}@lyceum.test`);
  });
  afterAll(() => t.close());

  describe('cards', () => {
    it('creates a draft with trimmed sides and its tags, creating the new tags', async () => {
      await call(alice, 'POST', '/tags', { name: 'Stoics' });
      const card = await create(alice, '  Who wrote the Meditations? ', ' Marcus Aurelius ', [
        'stoics',
        ' Rome ',
        '',
        'ROME',
      ]);
      expect(card).toEqual({
        id: expect.any(Number) as number,
        recto: 'Who wrote the Meditations?',
        verso: 'Marcus Aurelius',
        tags: ['Rome', 'Stoics'],
        status: 'draft',
        memory_strength: 0,
        last_review: null,
        due: null,
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      });
      const tags = (await call(alice, 'GET', '/tags')).json<Tag[]>();
      expect(tags.map((tag) => [tag.name, tag.flashcard_count])).toEqual([
        ['Rome', 1],
        ['Stoics', 1],
      ]);
    });

    it('refuses a blank side, naming it', async () => {
      const response = await call(alice, 'POST', '/', { recto: '   ', verso: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'recto: This field is required',
        code: 'validation.required',
        field: 'recto',
      });
    });

    it('updates recto, verso and tags (replacing them), and keeps other fields', async () => {
      const card = await create(alice, 'Logos', 'Reason', ['heraclitus', 'greek']);
      const response = await call(alice, 'PUT', `/${card.id}`, {
        verso: 'Word, reason',
        tags: ['Greek', 'stoics'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: card.id,
        recto: 'Logos',
        verso: 'Word, reason',
        tags: ['greek', 'stoics'],
        status: 'draft',
      });
      const tags = (await call(alice, 'GET', '/tags')).json<Tag[]>();
      expect(tags.map((tag) => [tag.name, tag.flashcard_count])).toEqual([
        ['greek', 1],
        ['heraclitus', 0],
        ['stoics', 1],
      ]);
    });

    it('pauses and resumes a card, giving back the status its memory earns', async () => {
      const card = await create(alice, 'Ataraxia', 'Tranquillity');
      const paused = await call(alice, 'PUT', `/${card.id}`, { status: 'paused' });
      expect(paused.json()).toMatchObject({ status: 'paused' });
      const resumed = await call(alice, 'PUT', `/${card.id}`, { status: 'learning' });
      expect(resumed.json()).toMatchObject({ status: 'draft' });

      // A reviewed card resumes as learning.
      const reviewed = review(newMemory(), Rating.Good, new Date()).memory;
      await createFlashcardsRepository(t.app.db).saveMemory(card.id, reviewed);
      await call(alice, 'PUT', `/${card.id}`, { status: 'paused' });
      const back = await call(alice, 'PUT', `/${card.id}`, { status: 'learning' });
      expect(back.json()).toMatchObject({
        status: 'learning',
        last_review: expect.any(String) as string,
      });
    });

    it('keeps a paused card paused when a review stores its memory', async () => {
      const card = await create(alice, 'Eudaimonia', 'Flourishing');
      await call(alice, 'PUT', `/${card.id}`, { status: 'paused' });
      const reviewed = review(newMemory(), Rating.Good, new Date()).memory;
      await createFlashcardsRepository(t.app.db).saveMemory(card.id, reviewed);
      expect((await list(alice)).flashcards[0]).toMatchObject({ status: 'paused' });
    });

    it('refuses to set a status that only reviews give', async () => {
      const card = await create(alice, 'Apatheia', 'Freedom from passion');
      for (const status of ['mastered', 'draft']) {
        const response = await call(alice, 'PUT', `/${card.id}`, { status });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'flashcards.status_not_allowed' });
      }
      expect((await list(alice)).flashcards[0]).toMatchObject({ status: 'draft' });
    });

    it('deletes a card', async () => {
      const card = await create(alice, 'Pneuma', 'Breath');
      expect((await call(alice, 'DELETE', `/${card.id}`)).statusCode).toBe(204);
      expect((await call(alice, 'DELETE', `/${card.id}`)).json()).toEqual(NOT_FOUND);
      expect((await list(alice)).total_count).toBe(0);
    });

    it("treats another user's card as missing, and never lists it", async () => {
      const card = await create(alice, 'Private', 'Card', ['mine']);
      for (const [method, url, payload] of [
        ['PUT', `/${card.id}`, { recto: 'Taken' }],
        ['PUT', `/${card.id}`, { status: 'paused' }],
        ['DELETE', `/${card.id}`, undefined],
      ] as const) {
        const response = await call(bruno, method, url, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
      expect(await list(bruno)).toEqual({
        flashcards: [],
        total_count: 0,
        total_pages: 0,
        status_counts: { draft: 0, learning: 0, paused: 0, mastered: 0 },
      });
      expect((await call(bruno, 'GET', '/summary')).json()).toEqual({
        total_count: 0,
        status_counts: { draft: 0, learning: 0, paused: 0, mastered: 0 },
        average_memory_strength: 0,
      });
      expect((await call(bruno, 'GET', '/tags')).json()).toEqual([]);
      expect((await list(alice)).flashcards).toEqual([card]);
    });
  });

  describe('the list', () => {
    /** Cards in this creation order, with statuses and memories set directly. */
    async function seed() {
      const repository = createFlashcardsRepository(t.app.db);
      const made: Record<string, Flashcard> = {};
      for (const [recto, tags] of [
        ['draft card', ['greek']],
        ['fresh card', ['greek', 'logic']],
        ['paused card', ['logic']],
        ['old card', ['greek', 'logic']],
        ['strong card', []],
      ] as const) {
        made[recto] = await create(alice, recto, `verso of ${recto}`, [...tags]);
      }
      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      // "fresh" reviewed just now (strong), "old" reviewed once 30 days ago (weak),
      // "strong" mastered through many good reviews, last one today.
      let fresh = newMemory();
      fresh = review(fresh, Rating.Good, new Date(now - 60_000)).memory;
      await repository.saveMemory((made['fresh card'] as Flashcard).id, fresh);
      const old = review(newMemory(), Rating.Good, new Date(now - 30 * day)).memory;
      await repository.saveMemory((made['old card'] as Flashcard).id, old);
      await repository.saveMemory((made['paused card'] as Flashcard).id, old);
      await call(alice, 'PUT', `/${(made['paused card'] as Flashcard).id}`, { status: 'paused' });
      let strong = newMemory();
      for (const days of [400, 399, 390, 370, 330, 250, 100, 0]) {
        strong = review(strong, Rating.Easy, new Date(now - days * day - 1000)).memory;
      }
      await repository.saveMemory((made['strong card'] as Flashcard).id, strong);
      return made;
    }

    it('sorts by memory strength ascending by default, ties newest first', async () => {
      await seed();
      const page = await list(alice);
      expect(rectos(page)).toEqual([
        'draft card',
        'old card',
        'paused card',
        'strong card',
        'fresh card',
      ]);
      const strengths = page.flashcards.map((card) => card.memory_strength);
      expect([...strengths].sort((a, b) => a - b)).toEqual(strengths);
      expect(strengths[0]).toBe(0);
      expect(strengths[4]).toBeGreaterThan(0.99);
    });

    it('pages through every sort, whatever the page size, in the order of the whole list', async () => {
      await seed();
      // Two more never-reviewed cards and one more weak one, so each run holds several cards.
      for (const recto of ['draft two', 'draft three']) await create(alice, recto, 'v', []);
      const weak = await create(alice, 'weak card', 'v', []);
      const day = 24 * 60 * 60 * 1000;
      await createFlashcardsRepository(t.app.db).saveMemory(
        weak.id,
        review(newMemory(), Rating.Hard, new Date(Date.now() - 12 * day)).memory,
      );
      for (const sort of ['memory_strength', 'status', 'created']) {
        const whole = rectos(await list(alice, `?sort=${sort}&page_size=100`));
        expect(whole).toHaveLength(8);
        for (const size of [1, 2, 3, 5]) {
          const paged: string[] = [];
          for (let page = 1; page <= Math.ceil(8 / size); page += 1) {
            const answer = await list(alice, `?sort=${sort}&page_size=${size}&page=${page}`);
            expect(answer.total_count).toBe(8);
            paged.push(...rectos(answer));
          }
          expect(paged).toEqual(whole);
        }
        expect((await list(alice, `?sort=${sort}&page_size=5&page=3`)).flashcards).toEqual([]);
      }
      const strengths = (await list(alice, '?page_size=100')).flashcards.map(
        (c) => c.memory_strength,
      );
      expect([...strengths].sort((a, b) => a - b)).toEqual(strengths);
    });

    it('keeps the per-status counts through imports, status changes, deletions and user removal', async () => {
      const made = await seed();
      const counts = () =>
        t.app.db.query<{ status: string; count: number }>(
          'SELECT status, count FROM flashcard_counts WHERE user_id = (SELECT id FROM users WHERE username = $1) ORDER BY status',
          ['alice'],
        );
      const truth = () =>
        t.app.db.query<{ status: string; count: number }>(
          `SELECT status, count(*)::int AS count FROM flashcards
            WHERE user_id = (SELECT id FROM users WHERE username = $1) GROUP BY status ORDER BY status`,
          ['alice'],
        );
      expect(await counts()).toEqual(await truth());
      await call(alice, 'POST', '/import', { text: 'a;b\nc;d' });
      await call(alice, 'PUT', `/${(made['fresh card'] as Flashcard).id}`, { status: 'paused' });
      await call(alice, 'POST', '/bulk/delete', {
        flashcard_ids: [(made['old card'] as Flashcard).id, (made['draft card'] as Flashcard).id],
      });
      expect(await counts()).toEqual(await truth());
      expect((await list(alice)).status_counts).toEqual({
        draft: 2,
        learning: 0,
        paused: 2,
        mastered: 1,
      });
      await t.app.db.query("DELETE FROM users WHERE username = 'alice'");
      expect(
        await t.app.db.query(
          'SELECT 1 FROM flashcard_counts WHERE user_id NOT IN (SELECT id FROM users)',
        ),
      ).toEqual([]);
    });

    it('sorts by status (draft, learning, paused, mastered) and by creation, newest first', async () => {
      await seed();
      expect(rectos(await list(alice, '?sort=status'))).toEqual([
        'draft card',
        'old card',
        'fresh card',
        'paused card',
        'strong card',
      ]);
      expect(rectos(await list(alice, '?sort=created'))).toEqual([
        'strong card',
        'old card',
        'paused card',
        'fresh card',
        'draft card',
      ]);
    });

    it('counts statuses over all cards whatever the filter; the summary averages memory strength', async () => {
      await seed();
      const all = await list(alice);
      const page = await list(alice, '?status=learning&tags=logic&page_size=1');
      expect(page.status_counts).toEqual({ draft: 1, learning: 2, paused: 1, mastered: 1 });
      expect(page.status_counts).toEqual(all.status_counts);
      expect(page.total_count).toBe(2);
      expect((await list(alice, '?status=learning')).total_count).toBe(2);
      const summary = (await call(alice, 'GET', '/summary')).json<FlashcardSummary>();
      expect(summary.total_count).toBe(5);
      expect(summary.status_counts).toEqual(all.status_counts);
      const mean = all.flashcards.reduce((sum, card) => sum + card.memory_strength, 0) / 5;
      expect(summary.average_memory_strength).toBeCloseTo(mean, 7);
      expect(all.flashcards.find((c) => c.recto === 'strong card')).toMatchObject({
        status: 'mastered',
      });
    });

    it('filters by status and by all of the repeated tags, case-insensitively', async () => {
      await seed();
      expect(rectos(await list(alice, '?status=learning&sort=created'))).toEqual([
        'old card',
        'fresh card',
      ]);
      expect(rectos(await list(alice, '?status=paused'))).toEqual(['paused card']);
      expect(rectos(await list(alice, '?tags=GREEK&tags=logic&sort=created'))).toEqual([
        'old card',
        'fresh card',
      ]);
      expect(rectos(await list(alice, '?tags=greek&sort=created'))).toEqual([
        'old card',
        'fresh card',
        'draft card',
      ]);
      expect((await list(alice, '?tags=greek&tags=unknown')).total_count).toBe(0);
    });

    it('pages: page_size defaults to 10 and stops at 100, total pages follow the filter', async () => {
      await call(alice, 'POST', '/import', {
        text: Array.from({ length: 23 }, (_, i) => `card ${i + 1};back ${i + 1}`).join('\n'),
      });
      const first = await list(alice);
      expect(first.flashcards).toHaveLength(10);
      expect([first.total_count, first.total_pages]).toEqual([23, 3]);
      const third = await list(alice, '?page=3&sort=created');
      expect(rectos(third)).toEqual(['card 3', 'card 2', 'card 1']);
      const beyond = await list(alice, '?page=9');
      expect([beyond.flashcards.length, beyond.total_count, beyond.total_pages]).toEqual([
        0, 23, 3,
      ]);
      const pages = new Set<string>();
      for (let page = 1; page <= 5; page += 1) {
        rectos(await list(alice, `?page=${page}&page_size=5`)).forEach((r) => pages.add(r));
      }
      expect(pages.size).toBe(23);
      expect((await call(alice, 'GET', '/?page_size=101')).statusCode).toBe(400);
      expect((await call(alice, 'GET', '/?page=0')).statusCode).toBe(400);
      expect((await call(alice, 'GET', '/?sort=random')).statusCode).toBe(400);
    });

    it('searches recto and verso ignoring case and accents, with every word', async () => {
      await create(alice, 'être', 'to be');
      await create(alice, 'Hôtel-Dieu', 'hospital', ['paris']);
      await create(alice, 'hospitalité', 'HOSPITALITY');
      await create(alice, 'naïve', 'ÉLÈVE 100% sûr');
      expect(rectos(await list(alice, '?q=ETRE'))).toEqual(['être']);
      expect(rectos(await list(alice, '?q=hotel'))).toEqual(['Hôtel-Dieu']);
      expect(rectos(await list(alice, '?q=HOSPITAL&sort=created'))).toEqual([
        'hospitalité',
        'Hôtel-Dieu',
      ]);
      expect(rectos(await list(alice, '?q=hospital%20dieu'))).toEqual(['Hôtel-Dieu']);
      expect(rectos(await list(alice, '?q=eleve%20sur'))).toEqual(['naïve']);
      expect(rectos(await list(alice, '?q=naive'))).toEqual(['naïve']);
      // LIKE's wildcards are taken literally.
      expect(rectos(await list(alice, '?q=100%25'))).toEqual(['naïve']);
      expect(rectos(await list(alice, '?q=_'))).toEqual([]);
      expect(rectos(await list(alice, '?q=hospital&tags=paris'))).toEqual(['Hôtel-Dieu']);
      expect(rectos(await list(bruno, '?q=etre'))).toEqual([]);
    });
  });

  describe('tags', () => {
    it('creates trimmed, unique names whatever the case, and lists them alphabetically', async () => {
      const created = await call(alice, 'POST', '/tags', { name: '  Zeno  ' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number) as number,
        name: 'Zeno',
        description: null,
        flashcard_count: 0,
      });
      await call(alice, 'POST', '/tags', { name: 'aristotle' });
      const taken = await call(alice, 'POST', '/tags', { name: 'ZENO' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        detail: 'A tag with this name already exists',
        code: 'flashcards.tag_exists',
        field: 'name',
      });
      const blank = await call(alice, 'POST', '/tags', { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'validation.required', field: 'name' });
      // Another user has their own namespace.
      expect((await call(bruno, 'POST', '/tags', { name: 'zeno' })).statusCode).toBe(201);
      const names = (await call(alice, 'GET', '/tags')).json<Tag[]>().map((tag) => tag.name);
      expect(names).toEqual(['aristotle', 'Zeno']);
    });

    it('deletes a tag from every card, and only the owner can', async () => {
      const one = await create(alice, 'A', 'a', ['doomed', 'kept']);
      await create(alice, 'B', 'b', ['doomed']);
      const doomed = (await call(alice, 'GET', '/tags'))
        .json<Tag[]>()
        .find((tag) => tag.name === 'doomed') as Tag;
      const foreign = await call(bruno, 'DELETE', `/tags/${doomed.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Tag not found', code: 'flashcards.tag_not_found' });
      expect((await call(alice, 'DELETE', `/tags/${doomed.id}`)).statusCode).toBe(204);
      expect((await call(alice, 'DELETE', `/tags/${doomed.id}`)).statusCode).toBe(404);
      const cards = await everything(alice);
      expect(cards.map((card) => [card.recto, card.tags])).toEqual([
        ['B', []],
        ['A', ['kept']],
      ]);
      expect(cards.find((card) => card.id === one.id)?.tags).toEqual(['kept']);
    });
  });

  describe('bulk actions', () => {
    it('adds a tag (created when new) to every card listed, and removes it', async () => {
      const a = await create(alice, 'A', 'a', ['Stoa']);
      const b = await create(alice, 'B', 'b');
      const c = await create(alice, 'C', 'c');
      const added = await call(alice, 'POST', '/bulk/add-tag', {
        flashcard_ids: [a.id, b.id, b.id],
        tag_name: ' stoa ',
      });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ message: 'Tag "stoa" added to 2 flashcards', count: 2 });
      const fresh = await call(alice, 'POST', '/bulk/add-tag', {
        flashcard_ids: [c.id],
        tag_name: 'Cynics',
      });
      expect(fresh.json()).toEqual({ message: 'Tag "Cynics" added to 1 flashcard', count: 1 });
      expect((await everything(alice)).map((card) => card.tags)).toEqual([
        ['Cynics'],
        ['Stoa'],
        ['Stoa'],
      ]);

      const removed = await call(alice, 'POST', '/bulk/remove-tag', {
        flashcard_ids: [a.id, c.id],
        tag_name: 'STOA',
      });
      expect(removed.json()).toEqual({ message: 'Tag "Stoa" removed from 1 flashcard', count: 1 });
      expect((await everything(alice)).map((card) => card.tags)).toEqual([
        ['Cynics'],
        ['Stoa'],
        [],
      ]);
      const unknown = await call(alice, 'POST', '/bulk/remove-tag', {
        flashcard_ids: [a.id],
        tag_name: 'Epicureans',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'flashcards.tag_not_found' });
    });

    it('deletes every card listed', async () => {
      const a = await create(alice, 'A', 'a');
      const b = await create(alice, 'B', 'b');
      await create(alice, 'C', 'c');
      const response = await call(alice, 'POST', '/bulk/delete', { flashcard_ids: [a.id, b.id] });
      expect(response.json()).toEqual({ message: 'Deleted 2 flashcards', count: 2 });
      expect(rectos(await list(alice))).toEqual(['C']);
    });

    it("changes nothing when one id is another user's or missing", async () => {
      const a = await create(alice, 'A', 'a', ['old']);
      const b = await create(alice, 'B', 'b');
      const theirs = await create(bruno, 'Theirs', 't');
      const aliceBefore = await everything(alice);
      const brunoBefore = await everything(bruno);
      const tagsBefore = (await call(alice, 'GET', '/tags')).json<Tag[]>();
      for (const [url, extra] of [
        ['/bulk/add-tag', { tag_name: 'brand-new' }],
        ['/bulk/remove-tag', { tag_name: 'old' }],
        ['/bulk/delete', {}],
      ] as const) {
        for (const ids of [
          [a.id, b.id, theirs.id],
          [a.id, 2_000_000],
        ]) {
          const response = await call(alice, 'POST', url, { flashcard_ids: ids, ...extra });
          expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
            url,
            status: 404,
            body: NOT_FOUND,
          });
        }
      }
      expect(await everything(alice)).toEqual(aliceBefore);
      expect(await everything(bruno)).toEqual(brunoBefore);
      expect((await call(alice, 'GET', '/tags')).json()).toEqual(tagsBefore);
    });

    it('refuses an empty list of ids and a blank tag name', async () => {
      const a = await create(alice, 'A', 'a');
      const empty = await call(alice, 'POST', '/bulk/delete', { flashcard_ids: [] });
      expect(empty.statusCode).toBe(400);
      const blank = await call(alice, 'POST', '/bulk/add-tag', {
        flashcard_ids: [a.id],
        tag_name: ' ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'validation.required', field: 'name' });
      expect((await everything(alice))[0]?.tags).toEqual([]);
    });
  });

  describe('import', () => {
    const importText = async (token: string, text: string, tags?: string[]) => {
      const response = await call(token, 'POST', '/import', { text, ...(tags ? { tags } : {}) });
      expect(response.statusCode).toBe(200);
      return response.json<ImportResponse>();
    };

    it('imports one card per line, split on the first semicolon, with CRLF and blank lines', async () => {
      const result = await importText(
        alice,
        'Seneca;Letters to Lucilius; On the Shortness of Life\r\n\r\n   \r\n  Epictetus ; Enchiridion  \r\nZeno;Stoa;Poikile\n',
        ['Stoics', ' stoics ', ''],
      );
      expect(result).toEqual({ imported_count: 3, duplicate_count: 0, errors: [] });
      const cards = await everything(alice);
      expect(cards.map((card) => [card.recto, card.verso, card.tags]).sort()).toEqual([
        ['Epictetus', 'Enchiridion', ['Stoics']],
        ['Seneca', 'Letters to Lucilius; On the Shortness of Life', ['Stoics']],
        ['Zeno', 'Stoa;Poikile', ['Stoics']],
      ]);
    });

    it('reports bad lines by number and imports the good ones', async () => {
      const result = await importText(
        alice,
        [
          'no semicolon here',
          'Plato;Republic',
          ';no recto',
          'no verso;  ',
          '',
          `long;${'x'.repeat(5001)}`,
          'Aristotle;Ethics',
        ].join('\n'),
      );
      expect(result).toEqual({
        imported_count: 2,
        duplicate_count: 0,
        errors: [
          { line: 1, code: 'flashcards.line_format', message: 'A line must read recto;verso' },
          { line: 3, code: 'flashcards.line_format', message: 'A line must read recto;verso' },
          { line: 4, code: 'flashcards.line_format', message: 'A line must read recto;verso' },
          {
            line: 6,
            code: 'flashcards.line_too_long',
            message: 'The recto and the verso take at most 5000 characters each',
          },
        ],
      });
    });

    it('skips duplicates of existing cards and of earlier lines, and reports them', async () => {
      await create(alice, 'Plato', 'Republic');
      await create(bruno, 'Kant', 'Critique');
      const result = await importText(
        alice,
        'Plato;Republic\nKant;Critique\n  Kant ; Critique\nPlato;Laws\nplato;Republic',
      );
      expect(result).toEqual({
        imported_count: 3,
        duplicate_count: 2,
        errors: [
          { line: 1, code: 'flashcards.line_duplicate', message: 'This card already exists' },
          { line: 3, code: 'flashcards.line_duplicate', message: 'This card already exists' },
        ],
      });
      // Importing the same text again imports nothing.
      const again = await importText(alice, 'Plato;Laws\nKant;Critique');
      expect([again.imported_count, again.duplicate_count]).toEqual([0, 2]);
      expect((await list(alice)).total_count).toBe(4);
    });

    it('refuses blank text and text over the line limit, importing nothing', async () => {
      for (const text of ['', '  \r\n\n\t ']) {
        const response = await call(alice, 'POST', '/import', { text });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          detail: 'No content provided',
          code: 'flashcards.no_content',
        });
      }
      const tooMany = Array.from({ length: 10_001 }, (_, i) => `r${i};v${i}`).join('\n');
      const response = await call(alice, 'POST', '/import', { text: tooMany });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'An import takes at most 10000 lines',
        code: 'flashcards.too_many_lines',
      });
      expect((await list(alice)).total_count).toBe(0);
    });

    it('imports 1,000 lines with their tags quickly', async () => {
      const text = Array.from(
        { length: 1000 },
        (_, i) => `Question ${i + 1} ; Answer ${i + 1}; with a semicolon`,
      ).join('\r\n');
      const started = Date.now();
      const result = await importText(alice, text, ['bulk', 'thousand']);
      const elapsed = Date.now() - started;
      expect(result).toEqual({ imported_count: 1000, duplicate_count: 0, errors: [] });
      expect(elapsed).toBeLessThan(5000);
      const page = await list(alice, '?tags=bulk&tags=thousand&page_size=100');
      expect(page.total_count).toBe(1000);
      expect(page.flashcards[0]?.verso).toMatch(/^Answer \d+; with a semicolon$/);
      const tags = (await call(alice, 'GET', '/tags')).json<Tag[]>();
      expect(tags.map((tag) => [tag.name, tag.flashcard_count])).toEqual([
        ['bulk', 1000],
        ['thousand', 1000],
      ]);
    });
  });
});
