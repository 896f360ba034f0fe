// The stages of `npm test`, and the runner that starts them side by side as far as the
// machine's cores allow. Plain JavaScript with Node.js' own modules, like the script that loads it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { apps, portAnswers, root } from './servers.mjs';

/** Where each stage's output is kept while it runs; printed whole when the stage ends. */
export const LOG_DIR = path.join(root, '.cache/test-logs');

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** The workspace's packages (pnpm-workspace.yaml's list, `shared/*` expanded), with their folder. */
function workspacePackages() {
  // The `packages:` block: its `  - <folder>` lines, up to the next top-level key.
  const [, block = ''] =
    /^packages:\n((?: {2}- .*\n)+)/m.exec(
      readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'),
    ) ?? [];
  const globs = block
    .split('\n')
    .map((line) => /^ {2}- (\S+)$/.exec(line)?.[1])
    .filter(Boolean);
  return globs
    .flatMap((glob) => {
      if (!glob.endsWith('/*')) return [glob];
      const parent = glob.slice(0, -2);
      return readdirSync(path.join(root, parent))
        .sort()
        .map((name) => `${parent}/${name}`);
    })
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => ({ folder, pkg: readJson(path.join(folder, 'package.json')) }));
}

/**
 * The PostgreSQL and Redis servers the API suite runs on a second time: this machine's, unless
 * TEST_DATABASE_URL and TEST_REDIS_URL name others.
 */
export const TEST_SERVERS = {
  databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** How `npm start` and `npm test` install the workspace and build every app. */
export const installCommand = ['pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']];
export const buildCommand = ['pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build']];

/**
 * Every stage: its command, what must have run first (`needs`), and how many cores it keeps busy
 * (`cores`, for the scheduler). Stages start in this order as soon as their needs have passed and
 * cores are free: the quick checks first (a mistake shows within minutes), then the journeys,
 * which keep two cores busy, alone, then the two API passes side by side (the pass on the
 * servers spends much of its time waiting on them).
 */
export function testStages() {
  const { databaseUrl, redisUrl } = TEST_SERVERS;
  const pnpm = (...args) => ['pnpm', args];
  const api = apps.api.package;
  const suites = workspacePackages().filter(
    ({ pkg }) => pkg.scripts?.test && pkg.name !== api && pkg.name !== '@lyceum/e2e',
  );
  return [
    {
      name: 'system-packages',
      // Debian programs some suites drive (Chromium, nginx and its brotli module,
      // docker-compose), installed with apt-get when missing, one at a time before the suites.
      run: [
        'node',
        [
          'scripts/ensure-debian-package.mjs',
          '--optional',
          'e2e/chromium.json',
          'deploy/nginx/debian-nginx.json',
          'deploy/web/debian-nginx-brotli.json',
          'deploy/debian-docker-compose.json',
        ],
      ],
      cores: 1,
    },
    { name: 'install', run: installCommand, cores: 2 },
    {
      name: 'build',
      run: buildCommand,
      needs: ['install'],
      cores: 2,
    },
    { name: 'lint', run: pnpm('run', 'lint'), needs: ['build'], cores: 2 },
    { name: 'typecheck', run: pnpm('-r', 'run', 'typecheck'), needs: ['build'], cores: 2 },
    {
      name: 'format',
      run: pnpm('exec', 'prettier', '--check', '.', '--log-level=warn'),
      needs: ['install'],
      cores: 1,
    },
    {
      name: 'openapi',
      // The OpenAPI document: redocly lint, recommended rules, warnings as errors.
      run: pnpm('--filter', api, 'run', 'lint:openapi'),
      needs: ['build'],
      cores: 1,
    },
    {
      name: 'bundle-budgets',
      run: ['node', ['host/scripts/bundle-sizes.mjs', '--check']],
      needs: ['build'],
      cores: 1,
    },
    ...suites.map(({ folder, pkg }) => ({
      name: `unit:${path.basename(folder)}`,
      run: pnpm('--filter', pkg.name, 'run', 'test'),
      needs: ['build', 'system-packages'],
      cores: 1,
    })),

    {
      name: 'journeys',
      run: pnpm('--filter', '@lyceum/e2e', 'run', 'test'),
      needs: ['build', 'system-packages'],
      cores: 2,
    },
    {
      // PGlite runs inside the test processes, so this pass is bound by CPU: two jest workers.
      // Weighed 1.5 cores so that the pass on the servers, one worker mostly waiting on them,
      // runs beside it; together they keep both cores busy.
      name: 'api-pglite',
      run: pnpm('--filter', api, 'run', 'test', '--maxWorkers=2'),
      needs: ['build'],
      cores: 1.5,
    },
    {
      // The two-replica stack in this pass runs the deployment's nginx configuration.
      name: 'api-postgres',
      run: pnpm('--filter', api, 'run', 'test'),
      env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
      needs: ['build', 'system-packages'],
      cores: 0.5,
      // Skipped, with the reason, on a machine without the servers.
      available: async () =>
        (await answers(databaseUrl, 5432)) && (await answers(redisUrl, 6379))
          ? null
          : `no PostgreSQL and Redis at ${databaseUrl} and ${redisUrl}`,
    },
  ];
}

/** Whether the server a URL names answers on its port (`port` when the URL gives none). */
const answers = (url, port) => {
  const { hostname, port: given } = new URL(url);
  return portAnswers(Number(given || port), hostname.replace(/^\[(.*)\]$/, '$1'));
};

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Runs the stages in their order, at most `cores` cores' worth at once (a stage wider than what
 * is left waits, unless nothing else runs). A stage whose needs failed is not started. Each
 * stage's output goes to its log and is printed whole when it ends, so the output of stages run
 * side by side does not interleave (with `stream`, a lone stage writes to the terminal instead).
 * Resolves to the stages with their outcome and times.
 */
export async function runStages(stages, { cores = availableParallelism(), say, stream = false }) {
  mkdirSync(LOG_DIR, { recursive: true });
  const started = Date.now();
  const state = new Map(stages.map((stage) => [stage.name, { stage, status: 'waiting' }]));
  if (state.size !== stages.length) throw new Error('two stages have the same name');
  let busy = 0;

  const ready = (entry) =>
    entry.status === 'waiting' &&
    (entry.stage.needs ?? []).every((need) => state.get(need)?.status === 'passed');
  const blocked = (entry) =>
    entry.status === 'waiting' &&
    (entry.stage.needs ?? []).some((need) =>
      ['failed', 'not run', 'skipped'].includes(state.get(need)?.status),
    );

  const runOne = (entry) =>
    new Promise((resolve) => {
      const { stage } = entry;
      const [cmd, args] = stage.run;
      const log = path.join(LOG_DIR, `${stage.name.replace(/[^\w]+/g, '-')}.log`);
      const out = createWriteStream(log);
      entry.status = 'running';
      entry.start = Date.now() - started;
      say(`▶ ${stage.name}`);
      const child = spawn(cmd, args, {
        cwd: root,
        env: { ...process.env, ...stage.env },
        stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
      });
      child.stdout?.pipe(out, { end: false });
      child.stderr?.pipe(out, { end: false });
      // A command that cannot start (not installed) fails its stage like one that exits non-zero.
      let ended = false;
      const end = (code, signal) => {
        if (ended) return;
        ended = true;
        out.end(() => {
          entry.wall = Date.now() - started - entry.start;
          entry.status = code === 0 ? 'passed' : 'failed';
          if (!stream)
            process.stdout.write(`\n──── ${stage.name} ────\n${readFileSync(log, 'utf8')}`);
          say(
            `${entry.status === 'passed' ? '✔' : '✘'} ${stage.name} ` +
              `(${seconds(entry.wall)}${code === 0 ? '' : `, exit ${signal ?? code}`}` +
              `${stream ? '' : `; log: ${path.relative(root, log)}`})`,
          );
          resolve();
        });
      };
      child.once('error', (error) => {
        out.write(`${cmd}: ${error.message}\n`);
        end(error.code ?? 'error', null);
      });
      child.once('close', end);
    });

  for (const entry of state.values()) {
    const reason = (await entry.stage.available?.()) ?? null;
    if (reason) {
      entry.status = 'skipped';
      entry.reason = reason;
      say(`skipped ${entry.stage.name}: ${reason}`);
    }
  }

  await new Promise((resolve) => {
    const schedule = () => {
      for (const entry of state.values()) if (blocked(entry)) entry.status = 'not run';
      for (const entry of state.values()) {
        if (!ready(entry)) continue;
        const width = Math.min(entry.stage.cores ?? 1, cores);
        // The first ready stage that does not fit waits for cores, and so do the stages after
        // it: a wide stage is never starved by narrower ones filling each free core.
        if (busy > 0 && busy + width > cores) break;
        busy += width;
        void runOne(entry).then(() => {
          busy -= width;
          schedule();
        });
      }
      const values = [...state.values()];
      if (values.every((entry) => !['waiting', 'running'].includes(entry.status))) resolve();
    };
    schedule();
  });
  return { total: Date.now() - started, entries: [...state.values()] };
}

/** The table printed at the end of `npm test`: each stage, when it started, how long it took. */
export function stageTable({ total, entries }) {
  const rows = entries.map(({ stage, status, start, wall, reason }) => [
    stage.name,
    status,
    start === undefined ? '' : clock(start),
    wall === undefined ? '' : seconds(wall),
    reason ?? '',
  ]);
  const header = ['stage', 'result', 'started', 'wall time', 'note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`.trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `total: ${clock(total)} (${seconds(total)})`,
  ].join('\n');
}
