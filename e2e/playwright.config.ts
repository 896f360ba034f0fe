import { defineConfig } from '@playwright/test';
import path from 'node:path';
import chromium from './chromium.json';
import { ADMIN_EMAILS } from './tests/helpers';
import { OUTBOX_DIR } from './tests/outbox';

// Starts what `npm start` starts, from builds made beforehand: the API on an in-memory database
// and the five static servers, each app on its own origin.
const root = path.resolve(__dirname, '..');
const server = path.join(root, 'shared/static-server/bin/lyceum-static-server.mjs');
// Fresh servers by default, so a run never writes into a developer's running stack;
// PW_REUSE_SERVERS=1 reuses servers already listening (faster local iterations).
const reuse = process.env.PW_REUSE_SERVERS === '1';

const apps: Array<[string, number]> = [
  ['host', 3000],
  ['remote-public', 3001],
  ['remote-academy', 3002],
  ['remote-chat', 3003],
  ['remote-backoffice', 3004],
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  globalSetup: './tests/global-setup.ts',
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /remote-down/ },
    // The chat remote's server is unreachable for this project (see the spec): the shell must hold.
    { name: 'remote-down', testMatch: /remote-down/ },
  ],
  webServer: [
    {
      command: `node ${path.join(root, 'api/dist/server.js')}`,
      url: 'http://localhost:8000/api/test',
      reuseExistingServer: reuse,
      timeout: 60_000,
      env: {
        PORT: '8000',
        PGLITE_DATA_DIR: 'memory://',
        SIGNUP_MODE: 'open',
        ADMIN_EMAILS: ADMIN_EMAILS.join(','),
        RATE_LIMIT_MAX: '10000',
        // The journeys create and sign in more accounts a minute than one visitor may.
        AUTH_RATE_LIMIT_MAX: '10000',
        // Journeys read the links of the e-mails they cause (verification, newsletter) here.
        OUTBOX_DIR,
      },
    },
    ...apps.map(([dir, port]) => ({
      command: `node ${server} ${path.join(root, dir, 'dist')} --port ${port}${dir === 'host' ? ' --spa' : ''}`,
      url: `http://localhost:${port}/${dir === 'host' ? 'index.html' : 'mf-manifest.json'}`,
      reuseExistingServer: reuse,
      timeout: 20_000,
      env: { PORT: String(port) },
    })),
  ],
});
