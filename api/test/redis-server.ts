import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** Tests that start their own `redis-server` are skipped where there is none. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface SpawnedRedis {
  url: string;
  /** A client of its own, to look at what the API wrote. */
  direct: Redis;
  /** Freezes the server: connections stay open and nothing answers (SIGSTOP). */
  pause(): void;
  resume(): void;
  /** Kills the server and waits until it is gone. */
  kill(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

/** Starts a throw-away `redis-server` (no persistence) and resolves once a client is ready on it. */
export async function startRedis(): Promise<SpawnedRedis> {
  const port = await freePort();
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  // Keeps trying every 50 ms until the server listens.
  const direct = new Redis(url, { retryStrategy: () => 50, maxRetriesPerRequest: 0 });
  direct.on('error', () => {
    // Expected while the server starts and after it is killed.
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server on ${port} did not start`)),
      5000,
    );
    direct.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  let gone = false;
  const signal = (name: NodeJS.Signals) => {
    if (!gone && server.pid) process.kill(server.pid, name);
  };
  return {
    url,
    direct,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    async kill() {
      direct.disconnect();
      // A stopped process only dies once continued.
      signal('SIGCONT');
      signal('SIGKILL');
      gone = true;
      await exited;
    },
  };
}
