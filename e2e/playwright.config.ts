import { defineConfig } from '@playwright/test';
import { frontEnds, localOrigin, readApps, ROOT } from '@lyceum/build/apps';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import chromium from './chromium.json';
import { ADMIN_EMAILS, WORKERS } from './tests/helpers';
import { OUTBOX_DIR } from './tests/outbox';
import { HOST_RUNTIME_CONFIG } from './tests/runtime-config';

// Starts what `npm start` starts, from builds made beforehand: the API on an in-memory database
// and the five static servers, each app on its own origin, at the ports of apps.json.
const apps = readApps();
const server = path.join(ROOT, 'shared/static-server/bin/lyceum-static-server.mjs');
// Fresh servers by default, so a run never writes into a developer's running stack;
// PW_REUSE_SERVERS=1 reuses servers already listening (faster local iterations).
const reuse = process.env.PW_REUSE_SERVERS === '1';
const apiOrigin = localOrigin(apps.api.port);

/** The options of an app's own `serve` script (`lyceum-static-server dist --spa …`), as npm start runs it. */
function serveOptions(folder: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as {
    scripts: { serve: string };
  };
  const [program, , ...options] = manifest.scripts.serve.trim().split(/\s+/);
  if (program !== 'lyceum-static-server')
    throw new Error(`${folder}: serve is not lyceum-static-server`);
  return options.join(' ');
}
// The host's runtime config (a new deploy of a remote) and the vector database's collections
// (imported, then deleted) are shared by every page, so these journeys run with no other beside.
const ALONE = /independent-deploy|vector-db/;

// A runtime config a test left behind (a run stopped midway) must not redirect this run's
// remotes. Only the main process removes it: workers load this file too, while tests run.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(HOST_RUNTIME_CONFIG, { force: true });

export default defineConfig({
  testDir: './tests',
  // Journey files run side by side, each worker with accounts of its own; the tests of one file
  // run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  globalSetup: './tests/global-setup.ts',
  use: {
    baseURL: localOrigin(apps.host.port),
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: [/remote-down/, ALONE] },
    // The chat remote's server is unreachable for this project: the shell and the other areas hold.
    { name: 'remote-down', testMatch: /remote-down/ },
    // Journeys that change what every page sees run last, with nothing beside them.
    { name: 'alone', testMatch: ALONE, dependencies: ['journeys', 'remote-down'], workers: 1 },
  ],
  webServer: [
    {
      command: `node ${path.join(ROOT, apps.api.folder, 'dist/server.js')}`,
      url: `${apiOrigin}/api/test`,
      reuseExistingServer: reuse,
      timeout: 60_000,
      env: {
        PORT: String(apps.api.port),
        PGLITE_DATA_DIR: 'memory://',
        SIGNUP_MODE: 'open',
        ADMIN_EMAILS: ADMIN_EMAILS.join(','),
        RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_ADDRESS_MAX: '100000',
        // The journeys create and sign in more accounts a minute than one visitor may.
        AUTH_RATE_LIMIT_MAX: '10000',
        SIGNUP_LIMIT_PER_CLIENT: '10000',
        // Each journey of an administrator signs that worker's shared account up again.
        SIGNUP_LIMIT_PER_ADDRESS: '10000',
        // Journeys read the links of the e-mails they cause (verification, newsletter) here.
        OUTBOX_DIR,
      },
    },
    ...frontEnds().map(({ key, folder, port }) => {
      // Each app as its `serve` script serves it (the host: the SPA, the public pages' documents
      // and preload hints), the host with a test's runtime config while that file exists.
      const options = key === 'host' ? ` --runtime-config ${HOST_RUNTIME_CONFIG}` : '';
      return {
        command: `node ${server} ${path.join(ROOT, folder, 'dist')} --port ${port} ${serveOptions(folder)}${options}`,
        url: `${localOrigin(port)}/${key === 'host' ? 'index.html' : 'mf-manifest.json'}`,
        reuseExistingServer: reuse,
        timeout: 20_000,
        env: { PORT: String(port) },
      };
    }),
  ],
});
