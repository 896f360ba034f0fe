import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { seed } from '../src/seed';
import {
  freePort,
  nginxInstalled,
  nginxWith,
  readCompose,
  readNginxTemplate,
  renderTemplate,
  upstreamLines,
  type RunningNginx,
} from '@lyceum/deploy/compose-files';
import { hasRedisServer, startRedis, type SpawnedRedis } from './redis-server';
import { servers } from './servers';

const API_ROOT = path.resolve(__dirname, '..');

/**
 * The local PostgreSQL server the stack creates its throw-away database on: the maintenance
 * database of the `postgres` user, trusted without a password.
 */
export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that server answers, asked in a child process so that the answer is known at once. */
const postgresAnswers = () =>
  spawnSync(
    process.execPath,
    [
      '-e',
      `const c = new (require('pg').Client)({ connectionString: ${JSON.stringify(POSTGRES_ADMIN_URL)}, connectionTimeoutMillis: 2000 });
       c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
    ],
    { cwd: API_ROOT, timeout: 5000 },
  ).status === 0;

/**
 * Everything the stack needs is on this machine: nginx, redis-server and PostgreSQL. The stack
 * makes its own throw-away database and Redis whichever the suite runs on, so it runs in one pass
 * only: the pass on the servers (DATABASE_URL set).
 */
export const replicaStackAvailable =
  Boolean(servers.databaseUrl) && nginxInstalled && hasRedisServer && postgresAnswers();

/**
 * How an API process is started: the build when it is newer than every source file, otherwise
 * the sources through tsx, as `pnpm dev` does (without watching).
 */
function apiCommand(): string[] {
  const built = path.join(API_ROOT, 'dist/server.js');
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
        entry.isDirectory()
          ? newest(path.join(dir, entry.name))
          : statSync(path.join(dir, entry.name)).mtimeMs,
      ),
    );
  const builtAt = (() => {
    try {
      return statSync(built).mtimeMs;
    } catch {
      return 0;
    }
  })();
  if (builtAt > newest(path.join(API_ROOT, 'src'))) return [process.execPath, built];
  return [path.join(API_ROOT, 'node_modules/.bin/tsx'), 'src/server.ts'];
}

export interface Replica {
  port: number;
  url: string;
  process: ChildProcess;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the process has written so far, for a failing test to show. */
  output(): string;
}

export interface ReplicaStack {
  /** nginx, from the deployment's template, in front of every replica. */
  proxyUrl: string;
  nginx: RunningNginx;
  replicas: Replica[];
  redis: SpawnedRedis;
  /** The settings every replica was started with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

async function waitUntilReady(replica: Replica, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const ready = await fetch(`${replica.url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline || replica.process.exitCode !== null) {
      throw new Error(`the API on ${replica.port} did not get ready:\n${replica.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startReplica(port: number, env: Record<string, string>): Replica {
  const [command = '', ...args] = apiCommand();
  // Only what a process needs from this one: not the test runner's own settings.
  const { PATH = '', HOME = '' } = process.env;
  const child = spawn(command, args, {
    cwd: API_ROOT,
    env: { PATH, HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    output: () => output,
  };
}

/** Ends a replica (SIGTERM, then SIGKILL if it is still there after `graceMs`). */
export async function stopReplica(replica: Replica, graceMs = 20_000): Promise<void> {
  if (replica.process.exitCode !== null || replica.process.signalCode !== null) return;
  replica.process.kill('SIGTERM');
  const timer = setTimeout(() => replica.process.kill('SIGKILL'), graceMs);
  await replica.exited;
  clearTimeout(timer);
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The compose file's API topology on this machine: a throw-away database on the local
 * PostgreSQL (migrated and seeded with the demo accounts and personas), a throw-away
 * redis-server, `count` API processes on one shared data folder, and nginx with the deployment's
 * template in front, trusted by the API as the compose file's proxy is.
 */
export async function startReplicaStack(
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<ReplicaStack> {
  const database = `lyceum_replicas_${randomBytes(6).toString('hex')}`;
  const databaseUrl = POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${database}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lyceum-replicas-'));
  const proxyEnv = readCompose().services.proxy?.environment ?? {};
  let redis: SpawnedRedis | undefined;
  let nginx: RunningNginx | undefined;
  const replicas: Replica[] = [];

  const close = async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => stopReplica(replica)));
    await redis?.kill();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await adminQuery(`CREATE DATABASE ${database}`);
    redis = await startRedis();
    const env: Record<string, string> = {
      APP_ENV: 'production',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // The proxy's address, as the compose file gives the proxy's.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      SIGNUP_MODE: 'open',
      CORS_ORIGINS: 'http://localhost',
      // Retrieval by words: no embedding model to load.
      EMBEDDINGS_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    };

    // Schema and demo data once, before the processes start (each would migrate otherwise).
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    const db = await openDatabase(config);
    try {
      // A test stack: the demo accounts with their documented passwords, production or not.
      await seed(db, config, () => {}, 'demo');
    } finally {
      await db.close();
    }

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    for (const port of ports) replicas.push(startReplica(port, env));
    await Promise.all(replicas.map((replica) => waitUntilReady(replica, 60_000)));

    const listen = await freePort();
    nginx = nginxWith(
      renderTemplate(readNginxTemplate(), {
        ...proxyEnv,
        LYCEUM_LISTEN_PORT: String(listen),
        LYCEUM_API_SERVERS: upstreamLines(replicas.map(({ port }) => `127.0.0.1:${port}`)),
      }),
      { upstreamLog: true },
    );
    await nginx.start(listen);
    return { proxyUrl: `http://127.0.0.1:${listen}`, nginx, replicas, redis, env, close };
  } catch (error) {
    await close();
    throw error;
  }
}
