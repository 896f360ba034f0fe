// The API's resident memory on the embedded database (PGlite). A first child process seeds a
// scratch data folder with the demo content (accounts, idea collections, personas), as
// `npm start` does on a first run; then the API starts on it in a child of its own, as
// production runs it, and its memory is read from /proc/<pid>/status: VmRSS (resident now) and
// VmHWM (the highest it has been) every 20 ms while it starts, once it listens, after 10 s idle,
// then after a few common calls (health, sign-in, the library, a chat answer) and 10 s idle again.
//
//   cd api && pnpm bench:memory
//
// BENCH_IDLE_SECONDS (default 10) sets the idle waits. EMBEDDINGS_PROVIDER is left to its
// production default (the embedded English model, loaded on its first use).
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { DEMO_ACCOUNTS, seed } from '../src/seed';
import { scratch } from './bench-scratch';
import { benchEntry, startServerProcess } from './load';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const MIB = 1024 * 1024;

function config() {
  return loadConfig({
    APP_ENV: 'production',
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    DATA_DIR: process.env.BENCH_DATA_DIR,
    HOST: '127.0.0.1',
    PORT: '0',
  });
}

/** Seeds the data folder, then ends. */
async function seedFolder(): Promise<Record<string, never>> {
  const settings = config();
  const db = await openDatabase(settings);
  await seed(db, settings, () => {});
  await db.close();
  return {};
}

/** The API as `npm start` runs it, on the seeded folder. */
async function apiServer(): Promise<{ port: number }> {
  const app = await buildApp(config());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as AddressInfo).port };
}

/** VmRSS and VmHWM of `pid`, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const work = await scratch('memory', undefined);
  const env = {
    BENCH_DATA_DIR: work.dir,
    BENCH_JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  try {
    const seeding = await startServerProcess(__filename, ['seed'], {
      logFile: path.join(work.dir, 'seed.log'),
      env,
    });
    await seeding.stop();
    console.log('seeded the demo content in a scratch folder');

    const startedAt = performance.now();
    const samples: number[] = [];
    let pid = 0;
    const sampler = setInterval(() => {
      if (pid) samples.push(memoryOf(pid).rss);
    }, 20);
    const server = await startServerProcess<{ port: number }>(__filename, ['api'], {
      logFile: path.join(work.dir, 'api.log'),
      env,
      onSpawn: (child) => (pid = child.pid ?? 0),
    });
    clearInterval(sampler);
    const listening = memoryOf(pid);
    console.log(
      `start (${((performance.now() - startedAt) / 1000).toFixed(1)} s): highest RSS sampled ${mib(Math.max(...samples, listening.rss))}, VmHWM ${mib(listening.hwm)}; RSS once listening ${mib(listening.rss)}`,
    );
    await pause(idleSeconds * 1000);
    const idle = memoryOf(pid);
    console.log(`idle after ${idleSeconds} s: RSS ${mib(idle.rss)}, VmHWM ${mib(idle.hwm)}`);

    const base = `http://127.0.0.1:${server.ready.port}/api`;
    const learner = DEMO_ACCOUNTS[0];
    await fetch(`${base}/health`);
    const signin = await fetch(`${base}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${learner.username}&password=${learner.password}`,
    });
    const { access_token: token } = (await signin.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${base}/flashcards`, { headers: auth });
    const chat = await fetch(`${base}/persona/chat`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ character: 'Seneca', message: 'How should I face death?' }),
    });
    await pause(idleSeconds * 1000);
    const used = memoryOf(pid);
    console.log(
      `after health, sign-in, library, a chat answer (${chat.status}) and ${idleSeconds} s: RSS ${mib(used.rss)}, VmHWM ${mib(used.hwm)}`,
    );
    await server.stop();
  } finally {
    rmSync(work.dir, { recursive: true, force: true });
  }
}

benchEntry({ seed: seedFolder, api: apiServer }, main);
