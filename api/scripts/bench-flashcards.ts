// The flashcard list's benchmark: seeds one user with 10,000 cards, then loads the list call
// (default sort, 25 a page) with 100 concurrent keep-alive connections, and the same SQL run
// straight through the database driver at the same concurrency, in the same run. The database is
// the limit; the difference is what the API adds. A last run loads `GET /api/users/me` (the
// access check and one row): what any signed-in call costs here before its own work.
//
//   cd api && pnpm exec tsx scripts/bench-flashcards.ts                 # embedded PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm exec tsx scripts/bench-flashcards.ts
//
// BENCH_SECONDS (default 10) sets each side's duration, BENCH_CONNECTIONS (default 100) the
// concurrency. The PostgreSQL run works in a schema of its own, dropped at the end.
import type { AddressInfo } from 'node:net';
import { listPage } from '../src/modules/flashcards/flashcards-repository';
import { closedLoop, httpLoadInWorker, report } from './load';
import { openScriptApp } from './script-app';

const CARDS = 10_000;
const PAGE_SIZE = 25;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function main() {
  const { app, db, token, userId, close } = await openScriptApp('bencher');
  try {
    // 10,000 cards through the import call, then a spread of memories: a fifth never reviewed,
    // the rest reviewed up to 60 days ago with stabilities up to 90 days.
    const text = Array.from({ length: CARDS }, (_, i) => `Question ${i};Answer ${i}`).join('\n');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/flashcards/import',
      headers: { authorization: `Bearer ${token}` },
      payload: { text, tags: ['bench'] },
    });
    console.log(`seeded: ${imported.json<{ imported_count: number }>().imported_count} cards`);
    await db.query(
      `UPDATE flashcards SET state = 2, reps = 3, stability = 0.5 + (id % 97) * 0.93,
              difficulty = 5, last_review = now() - make_interval(hours => (id * 37) % 1440),
              due = now(), status = CASE WHEN 0.5 + (id % 97) * 0.93 >= 21 THEN 'mastered' ELSE 'learning' END
        WHERE user_id = $1 AND id % 5 <> 0`,
      [userId],
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const filter = {
      tags: [],
      words: [],
      sort: 'memory_strength' as const,
      limit: PAGE_SIZE,
      offset: 0,
    };
    const directCall = async () => {
      await listPage(db, userId, filter, new Date());
      return true as const;
    };
    const load = { connections, seconds };
    const apiLoad = (path: string) =>
      httpLoadInWorker({ port, path, headers: { authorization: `Bearer ${token}` }, ...load });

    console.log(
      `driver: ${db.driver}; ${connections} connections, ${seconds} s each, page of ${PAGE_SIZE}`,
    );
    await closedLoop(directCall, load); // warm-up of both sides' caches, not reported
    const direct = report('direct SQL (driver)', await closedLoop(directCall, load));
    const api = report(
      'GET /api/flashcards',
      await apiLoad(`/api/flashcards?page_size=${PAGE_SIZE}`),
    );
    console.log(
      `API / direct throughput: ${((api.throughput / direct.throughput) * 100).toFixed(0)} %`,
    );
    // The API's floor on this machine: HTTP, the access check and one row read, nothing else.
    report('GET /api/users/me', await apiLoad('/api/users/me'));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
