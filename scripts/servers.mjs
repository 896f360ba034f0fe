// Starts and stops Lyceum's servers from their built files: the API (`node api/dist/server.js`
// with DATA_DIR and PORT) and every front-end's `serve` script (`pnpm --filter <package> serve`
// with PORT), each in its own process group. `npm start` (scripts/lyceum.mjs) and the Lighthouse
// script (e2e/scripts/lighthouse-public.mjs) launch them through this module. Plain JavaScript
// with Node.js' own modules alone, since `npm start` loads it before anything is installed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder: the servers' working folder, where every app's folder starts. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * apps.json, the one list of the apps with their folders and ports. Read directly (not through
 * @lyceum/build) because `npm start` reads it before anything is installed.
 */
export const apps = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));

/** The API's command-line tool (`seed` fills a data folder), relative to the root. */
export const apiCli = path.join(apps.api.folder, 'dist/cli.js');

/** The API's server, relative to the root. */
const apiServer = path.join(apps.api.folder, 'dist/server.js');

/** Loads the root's `.env` into this process's environment when there is one. */
export function loadDotEnv() {
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
}

/** Front-end apps of apps.json (the host, then the remotes) whose package has a `serve` script. */
export function frontEnds() {
  return [['host', apps.host], ...Object.entries(apps.remotes)]
    .map(([key, app]) => ({
      key,
      dir: app.folder,
      port: app.port,
      file: path.join(root, app.folder, 'package.json'),
    }))
    .filter(({ file }) => existsSync(file))
    .map((app) => ({ ...app, pkg: JSON.parse(readFileSync(app.file, 'utf8')) }))
    .filter(({ pkg }) => pkg.scripts?.serve);
}

/** Whether something accepts a TCP connection on the port (no request is sent). */
export function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Tries the port every `interval` ms, `attempts` times at most; whether it answered. */
export async function waitForPort(port, { attempts = 100, interval = 200 } = {}) {
  for (let i = 0; i < attempts; i += 1) {
    if (await portAnswers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  return false;
}

/** Whether a process group still has a process in it. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Starts the API on `apiPort` with its data in `dataDir`, and every front-end on its apps.json
 * port. `env` is the environment they start from; `stdio(name)` gives each one's stdio (the
 * terminal's by default). `onExit(name, code, signal)` is called when one of them ends before
 * `stop()` was called. Returns the apps launched (`api` with its port, `frontEnds`) and:
 * - `stop()`: sends SIGTERM to every process group (the servers that pnpm starts included);
 * - `exited(timeoutMs)`: resolves once every process group is gone (true), sending SIGKILL to the
 *   ones still there when the time is up, and giving up (false) 5 s after that.
 */
export function startServers({
  dataDir,
  apiPort = apps.api.port,
  env = process.env,
  stdio = () => 'inherit',
  onExit,
}) {
  const children = [];
  let stopping = false;
  const launch = (name, cmd, args, childEnv) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: stdio(name),
      detached: true,
      env: childEnv,
    });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) onExit?.(name, code, signal);
    });
  };

  launch('api', 'node', [apiServer], { ...env, DATA_DIR: dataDir, PORT: String(apiPort) });
  const servers = frontEnds();
  for (const app of servers) {
    launch(app.dir, 'pnpm', ['--filter', app.pkg.name, 'serve'], {
      ...env,
      PORT: String(app.port),
    });
  }

  const signalAll = (signal) => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  const stop = () => {
    stopping = true;
    signalAll('SIGTERM');
  };
  const exited = async (timeoutMs = 10_000) => {
    const started = Date.now();
    let killed = false;
    while (children.some((child) => groupAlive(child.pid))) {
      const waited = Date.now() - started;
      if (!killed && waited >= timeoutMs) {
        killed = true;
        signalAll('SIGKILL');
      }
      // SIGKILL ends a process at once; this bound only guards against one the system holds.
      if (waited >= timeoutMs + 5000) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  };
  return { api: { port: apiPort }, frontEnds: servers, stop, exited };
}
