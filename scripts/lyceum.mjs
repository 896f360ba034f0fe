#!/usr/bin/env node
// The README's two commands: `npm start` and `npm test`.
// Runs first under whatever Node.js came with npm, installs the pinned Node.js 24 and pnpm into
// tools/bootstrap, then runs again under them. Plain JavaScript so it needs no build step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCli, apps, loadDotEnv, root, startServers, waitForPort } from './servers.mjs';
import { buildCommand, installCommand, runStages, stageTable, testStages } from './test-stages.mjs';

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

const install = () => run(...installCommand);
const build = () => run(...buildCommand);

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

/**
 * `npm test` runs every stage (scripts/test-stages.mjs), side by side as the cores allow, and
 * ends with a table of their times. `npm test -- <stage>…` runs only the stages named, on the
 * install and builds already there, and `npm test -- <stage> -- <args>` passes the arguments to
 * that stage's command (one test file, one journey). `npm test -- --list` lists the stages.
 */
async function test(argv) {
  const split = argv.indexOf('--');
  const names = split === -1 ? argv : argv.slice(0, split);
  const extra = split === -1 ? [] : argv.slice(split + 1);
  const stages = testStages();
  if (names.includes('--list')) {
    for (const stage of stages) console.log(stage.name);
    return;
  }
  const unknown = names.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length > 0 || (extra.length > 0 && names.length !== 1)) {
    say(
      unknown.length > 0
        ? `no stage named ${unknown.map((name) => `"${name}"`).join(', ')} (npm test -- --list)`
        : 'arguments after -- go to one stage: npm test -- <stage> -- <args>',
    );
    process.exit(2);
  }
  const chosen =
    names.length === 0
      ? stages
      : stages
          .filter((stage) => names.includes(stage.name))
          .map(({ run: [cmd, args], ...stage }) => ({
            ...stage,
            run: [cmd, [...args, ...extra]],
            needs: [],
          }));
  const cores = Number(process.env.LYCEUM_TEST_CORES) || undefined;
  const result = await runStages(chosen, { cores, say, stream: chosen.length === 1 });
  console.log(`\n${stageTable(result)}`);
  const failed = result.entries.filter(
    (entry) => entry.status !== 'passed' && entry.status !== 'skipped',
  );
  if (failed.length > 0) {
    say(`failed: ${failed.map((entry) => entry.stage.name).join(', ')}`);
    process.exit(1);
  }
  say(names.length === 0 ? 'all suites passed' : 'passed');
}

ensureToolchain();
if (command === 'start') await start();
else if (command === 'test') await test(process.argv.slice(3));
else {
  console.error('usage: node scripts/lyceum.mjs start|test');
  process.exit(2);
}
