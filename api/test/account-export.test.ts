import { errorDetail } from '@lyceum/contracts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EXPORT_PAGE_ROWS } from '../src/modules/users/account-export';
import { buildTestApp, tokenFor, userIdOf, type TestApp } from './helper';
import { probe } from './latency';

setFlagsFromString('--expose-gc');
/** A full collection of the heap (the flag above makes `gc` available to new contexts). */
const collectGarbage = runInNewContext('gc') as () => void;

/** The size of account a heavy learner never reaches. */
const CARDS = 100_000;
const SESSIONS = 2_000;
const MiB = 1024 * 1024;

/**
 * Reads a response to its end without keeping it: its size, how many times `word` occurs, and
 * its last bytes as text. It searches the bytes as they come, making no strings: the reader
 * shares this process with the API, and its garbage would count in the memory measured.
 */
async function drain(response: Response, word: string) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const needle = Buffer.from(word);
  let bytes = 0;
  let found = 0;
  // The last bytes of the chunk before, to find a word cut between two chunks.
  let tail = Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    const chunk = Buffer.concat([tail, Buffer.from(value.buffer, value.byteOffset, value.length)]);
    for (let at = chunk.indexOf(needle); at !== -1; at = chunk.indexOf(needle, at + 1)) found += 1;
    // Shorter than the word, so no word is counted twice.
    tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (needle.length - 1))));
  }
  return { bytes, found, end: tail.toString() };
}

/** Asks until `ask` answers something, for at most 5 s. */
async function waitFor<T>(ask: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await ask();
    if (answer !== null) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no answer in 5 s');
}

describe("a large account's export", () => {
  let t: TestApp;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open' });
    token = await tokenFor(t.app, 'hoarder', 'hoarder@lyceum.test');
    const userId = await userIdOf(t.app, 'hoarder');
    await t.app.db.transaction(
      async (tx) => {
        await tx.query(
          `INSERT INTO flashcards (user_id, recto, verso)
           SELECT $1, 'What did Seneca write in letter ' || g || '?',
                  'That we suffer more in imagination than in reality (' || g || ')'
             FROM generate_series(1, $2::int) AS g`,
          [userId, CARDS],
        );
        await tx.query(`INSERT INTO tags (user_id, name) VALUES ($1, 'seneca'), ($1, 'letters')`, [
          userId,
        ]);
        await tx.query(
          `INSERT INTO flashcard_tags (flashcard_id, tag_id)
           SELECT f.id, t.id FROM flashcards f JOIN tags t ON t.user_id = f.user_id
            WHERE f.user_id = $1`,
          [userId],
        );
        await tx.query(
          `INSERT INTO learning_sessions (user_id, session_date, total_cards, correct_answers,
                                          session_duration_seconds)
           SELECT $1, now() - make_interval(mins => g), 20, 15, 300
             FROM generate_series(1, $2::int) AS g`,
          [userId, SESSIONS],
        );
      },
      { unbounded: true },
    );
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(() => t.close());

  const exportOf = (signal?: AbortSignal) =>
    fetch(`${origin}/api/users/me/export`, {
      headers: { authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });

  it('holds the whole account, and lets the user export again once written or abandoned', async () => {
    const first = await exportOf();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const read = await drain(first, '"recto":');
    expect(read.found).toBe(CARDS);
    expect(read.end.endsWith(']}')).toBe(true);
    expect(read.bytes).toBeGreaterThan(CARDS * 200);
    // An export abandoned half-way gives the turn back.
    const abandon = new AbortController();
    const again = await exportOf(abandon.signal);
    expect(again.status).toBe(200);
    abandon.abort();
    const next = await waitFor(async () => {
      const answer = await exportOf();
      if (answer.status !== 409) return answer;
      await answer.arrayBuffer();
      return null;
    });
    expect(next.status).toBe(200);
    await drain(next, '"recto":');
  }, 180_000);

  // Measured on an export after the first: the database's own cache (in this process with the
  // embedded database) is then filled, and the figure is the export's. Other requests are counted
  // in turns, not milliseconds (which depend on what else the machine runs): the start-up check,
  // asked again and again, is answered at least once every four pages written. An export that
  // kept the thread while it read would let a handful through in all.
  it('is written as it is read: constant memory, other requests go on, one at a time', async () => {
    // The baseline is taken with earlier tests' garbage gone: this file may share its process.
    collectGarbage();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 10);

    const response = await exportOf();
    expect(response.status).toBe(200);

    // While it is written, a second export of the same user is refused...
    const second = await exportOf();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      detail: errorDetail('account.export_running'),
      code: 'account.export_running',
    });

    // ...and the start-up check keeps answering.
    const exported = drain(response, '"recto":');
    const during = await probe(origin, exported);
    const read = await exported;
    clearInterval(sampler);

    expect(read.found).toBe(CARDS);
    const pages = Math.ceil(CARDS / EXPORT_PAGE_ROWS) + Math.ceil(SESSIONS / EXPORT_PAGE_ROWS);
    expect(during.length).toBeGreaterThanOrEqual(pages / 4);
    expect((rssPeak - rssBefore) / MiB).toBeLessThanOrEqual(50);
  }, 180_000);
});
