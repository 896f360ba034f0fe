#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`.
// Runs first under whatever Node.js came with npm, installs the pinned Node.js 24 and pnpm into
// tools/bootstrap, then runs again under them. Plain JavaScript so it needs no build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiCli,
  apps,
  loadDotEnv,
  portAnswers,
  root,
  startServers,
  waitForPort,
} from './servers.mjs';

const bootstrapDir = path.join(root, 'tools/bootstrap');
const toolBin = path.join(bootstrapDir, 'node_modules/.bin');
const NODE_MAJOR = 24;
const command = process.argv[2];

const say = (line) => console.log(`\x1b[1m[lyceum]\x1b[0m ${line}`);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    say(`failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the pinned toolchain if needed and runs this script again under it. */
function ensureToolchain() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= NODE_MAJOR && process.env.LYCEUM_TOOLCHAIN === '1') return;
  const node = path.join(toolBin, 'node');
  if (!existsSync(node) || !existsSync(path.join(toolBin, 'pnpm'))) {
    say('installing Node.js 24 and pnpm into tools/bootstrap (once)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    run(npm, ['ci', '--prefix', bootstrapDir, '--no-audit', '--no-fund', '--loglevel=error']);
  }
  const env = {
    ...process.env,
    LYCEUM_TOOLCHAIN: '1',
    PATH: `${toolBin}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const child = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  process.exit(child.status ?? 1);
}

function install() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run('pnpm', ['install', ...frozen, '--reporter=append-only']);
}

const build = () => run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build']);

async function start() {
  loadDotEnv();
  install();
  build();
  const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
  say('demo accounts:');
  run('node', [apiCli, 'seed'], { env: { ...process.env, DATA_DIR: dataDir } });

  // Each app runs in its own process group, so stopping reaches the servers that pnpm starts;
  // one that ends on its own stops the others.
  let servers;
  const stop = (code = 0) => {
    servers.stop();
    // The code holds when the servers' end empties the event loop before the timer's 3 s.
    process.exitCode = code;
    setTimeout(() => process.exit(code), 3000).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  servers = startServers({
    dataDir,
    apiPort: Number(process.env.PORT ?? apps.api.port),
    onExit: (name, code, signal) => {
      say(`${name} stopped (${signal ?? code}); stopping everything`);
      stop(code ?? 1);
    },
  });

  const apiPort = servers.api.port;
  await waitForPort(apiPort);
  say('Lyceum is running:');
  const host = servers.frontEnds.find((app) => app.key === 'host');
  if (host) say(`  open http://localhost:${host.port}`);
  say(`  API       http://localhost:${apiPort}/api  (docs: http://localhost:${apiPort}/api/docs)`);
  say('press Ctrl+C to stop');
}

async function test() {
  install();
  build();
  say('bundle budgets (tools/build/budgets.json)');
  run('node', ['host/scripts/bundle-sizes.mjs', '--check']);
  say('lint, types and format');
  run('pnpm', ['-r', 'run', 'lint']);
  run('pnpm', ['-r', 'run', 'typecheck']);
  run('pnpm', ['exec', 'prettier', '--check', '.', '--log-level=warn']);
  say('OpenAPI document (redocly lint, recommended rules, warnings as errors)');
  run('pnpm', ['--filter', '@lyceum/api', 'run', 'lint:openapi']);

  // Debian packages some suites run when they are there (installed here when missing).
  const ensureDebian = (descriptor) =>
    spawnSync('node', ['scripts/ensure-debian-package.mjs', descriptor], {
      cwd: root,
      stdio: 'inherit',
    }).status === 0;
  // The deployment suites run the proxy's and the front-ends' configurations in nginx; the
  // front-ends' files are sent precompressed with brotli through its module.
  if (!ensureDebian('deploy/nginx/debian-nginx.json'))
    say('nginx is missing: the web server configuration tests are skipped');
  else if (!ensureDebian('deploy/web/debian-nginx-brotli.json'))
    say("nginx's brotli module is missing: the front-ends are served with gzip alone in the tests");
  if (!ensureDebian('deploy/debian-docker-compose.json'))
    say('docker-compose is missing: its check of docker-compose.yml is skipped');

  say('unit and API suites (embedded PGlite, in-process store)');
  run('pnpm', ['-r', '--workspace-concurrency=1', '--filter', '!@lyceum/e2e', 'run', 'test']);

  const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if ((await portAnswers(5432)) && (await portAnswers(6379))) {
    say(`API suite again on the servers: ${databaseUrl} and ${redisUrl}`);
    run('pnpm', ['--filter', '@lyceum/api', 'run', 'test'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    });
  } else {
    say('no PostgreSQL and Redis on their default local ports: server run skipped');
  }

  const e2e = path.join(root, 'e2e/package.json');
  if (existsSync(e2e) && JSON.parse(readFileSync(e2e, 'utf8')).scripts?.test) {
    // The e2e package installs Debian's Chromium first when it is missing (ensure-debian-package.mjs).
    say('browser journeys (Playwright, Chromium)');
    run('pnpm', ['--filter', '@lyceum/e2e', 'run', 'test']);
  }
  say('all suites passed');
}

ensureToolchain();
if (command === 'start') await start();
else if (command === 'test') await test();
else {
  console.error('usage: node scripts/lyceum.mjs start|test');
  process.exit(2);
}
