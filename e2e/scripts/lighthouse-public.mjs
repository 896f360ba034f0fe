// Lighthouse on the landing page in each language (targets: ≥95 performance, 100 accessibility,
// 100 SEO, ≥95 best practices), with Debian's Chromium.
// Usage: node e2e/scripts/lighthouse-public.mjs [baseUrl] [--runs N]
//        node e2e/scripts/lighthouse-public.mjs --start [--runs N] [--reference] [--busy]
//   (default: the host of apps.json, 5 runs)
// Cold means the first request of the page since the servers started: their caches and
// compressed copies are still empty. Scores vary between runs on a shared machine, so the
// targets apply to medians, printed with their spread (min–max).
// - With --start, the script runs the servers itself, from the built apps, on their apps.json
//   ports (which must be free): the API with a data folder seeded in a temporary folder, and
//   every front-end's `serve` script, launched as `npm start` launches them (scripts/servers.mjs).
//   Before each of the N cold runs of a page it stops every server and starts them again, then
//   measures the page N times warm; the targets apply to the cold median and to the warm median.
//   The servers are stopped at the end, on an error and on Ctrl+C; their output goes to the
//   temporary folder, and the end of a server's log is printed when it stops on its own.
// - Without it, the apps must be running (`npm start`): each page is measured once cold-labelled
//   (cold only when the servers were started right before), then N times warm; the targets
//   apply to the warm median.
// - With --reference (and --start), each page's warm runs alternate with runs of its reference:
//   the same page as rendered in Lighthouse's mobile viewport, saved without its scripts (no
//   script, preload, after-paint template or boot shell; its styles and markup as they are) into
//   the host's build folder, so the host's server sends it with the same headers, compressed the
//   same way. It measures what the machine and the headers cost a page with this content and no
//   start-up at all; its median is printed beside the page's, and the page's warm median must be
//   within REFERENCE_GAP points of it. The copies are removed when the script ends.
// - With --busy, a second process keeps one core loaded for the whole measurement (a machine
//   doing something else, as a learner's phone often is).
// Writes the JSON report of each median run (warm: <page>.json, cold with --start:
// <page>.cold.json, reference: <page>.reference.json) to e2e/lighthouse/ and exits 1 when a
// median the targets apply to is under its target.
import { createRequire } from 'node:module';
import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  apiCli,
  apps,
  frontEnds,
  loadDotEnv,
  portAnswers,
  root,
  startServers,
  waitForPort,
} from '../../scripts/servers.mjs';
import { precompress } from '../../shared/static-server/src/precompress.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'lighthouse');
const { frontEnd, localOrigin } = createRequire(import.meta.url)('@lyceum/build/apps');
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const RUNS = runsFlag === -1 ? 5 : Number(args[runsFlag + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
const START = args.includes('--start');
const REFERENCE = args.includes('--reference');
const BUSY = args.includes('--busy');
/** How far under its reference's warm median a page's warm median may be, in points. */
const REFERENCE_GAP = 3;
if (REFERENCE && !START)
  throw new Error(
    '--reference writes its copies where the servers it starts read them: it needs --start',
  );
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && (runsFlag === -1 || index !== runsFlag + 1),
);
if (START && positional.length > 0)
  throw new Error('--start measures the servers it starts on this machine: it takes no baseUrl');
const base = (positional[0] ?? localOrigin(frontEnd('host').port)).replace(/\/$/, '');
const lighthouse = path.join(here, '..', 'node_modules', '.bin', 'lighthouse');
/** Cold runs a page: N with --start (each after a fresh start), else one. */
const COLD_RUNS = START ? RUNS : 1;

const PAGES = [
  ['landing-en', `${base}/`],
  ['landing-fr', `${base}/fr`],
];
const TARGETS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
const chromium = JSON.parse(await readFile(path.join(here, '..', 'chromium.json'), 'utf8'));
/**
 * A switch Chrome ignores, naming this script's process: Lighthouse leaves its Chrome running
 * when it is interrupted, and this finds that Chrome.
 */
const CHROME_MARK = `--lyceum-lighthouse=${process.pid}`;
const CHROME_FLAGS = ['--headless=new', ...chromium.args, CHROME_MARK].join(' ');

/** Lighthouse's default (mobile) screen, where the reference copy of a page is rendered. */
const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** The host's build folder, which its server (`serve` script: `lyceum-static-server dist`) serves. */
const hostDist = path.join(root, apps.host.folder, 'dist');
/** The reference copies written into hostDist (and their compressed copies), removed at the end. */
const referenceFiles = [];

/** Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART), then succeeds. */
const ATTEMPTS = 2;

/** Aborted when the script ends early: the Lighthouse under way gets SIGINT and closes Chrome. */
const abort = new AbortController();
/** The Lighthouse process under way, waited for when the script ends early. */
let lighthouseChild = null;
/** The process keeping a core busy, with --busy. */
let busyChild = null;

/** Runs Lighthouse once more when it fails, then gives up with its error. */
async function lighthouseRun(args, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const pending = run(lighthouse, args, {
        ...options,
        signal: abort.signal,
        killSignal: 'SIGINT',
      });
      lighthouseChild = pending.child;
      return await pending;
    } catch (error) {
      if (attempt >= ATTEMPTS || abort.signal.aborted) throw error;
      console.log(`  (Lighthouse failed, once more: ${String(error.stderr ?? error).trim()})`);
    }
  }
}

/** Waits (10 s at most) until the last Lighthouse process has ended. */
async function lighthouseEnded() {
  const child = lighthouseChild;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    setTimeout(resolve, 10_000).unref();
  });
}

/** One Lighthouse run: its scores (0-100), figures, and where its JSON report is. */
async function audit(url, output) {
  await lighthouseRun(
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,seo,best-practices',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromium.executablePath },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  const scores = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  const figure = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    output,
    report,
    scores,
    tbt: figure('total-blocking-time'),
    lcp: figure('largest-contentful-paint'),
    mainThread: figure('mainthread-work-breakdown'),
    unusedJs: report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
  };
}

/* global document */
/**
 * Writes the reference copy of a page (see the top of this file) and returns its address. The
 * page is rendered until its own content replaced the boot shell and the network is quiet.
 */
async function writeReference(name, url) {
  const { chromium: browserType } = await import('@playwright/test');
  const browser = await browserType.launch({
    executablePath: chromium.executablePath,
    args: chromium.args,
  });
  let html;
  try {
    const page = await browser.newPage(MOBILE_SCREEN);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    await page.locator('main h1').first().waitFor();
    html = await page.evaluate(() => {
      const startUp = 'script, template, link[rel=preload], link[rel=modulepreload]';
      for (const node of document.querySelectorAll(startUp)) node.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
  const file = path.join(hostDist, `lighthouse-reference-${name}.html`);
  referenceFiles.push(file);
  await writeFile(file, html);
  for (const ending of await precompress(file)) referenceFiles.push(file + ending);
  return `${base}/${path.basename(file)}`;
}

// The servers, with --start: a temporary folder holds the API's data and each server's log.
let tempDir = null;
let servers = null;
const logFile = (name) => path.join(tempDir, `${name}.log`);
const logTail = (name, lines = 20) => {
  try {
    return readFileSync(logFile(name), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Seeds the API's data folder once, as `npm start` does. */
async function seed() {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-lighthouse-'));
  try {
    await run('node', [apiCli, 'seed'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(tempDir, 'data') },
    });
  } catch (error) {
    throw new Error(`seeding failed: ${String(error.stderr || error.stdout || error).trim()}`, {
      cause: error,
    });
  }
}

/** Stops the servers this script started and waits until every one of their processes is gone. */
async function stopServers() {
  if (!servers) return;
  const running = servers;
  servers = null;
  running.stop();
  if (!(await running.exited())) throw new Error('a server would not stop, even with SIGKILL');
}

/** The servers' ports, from apps.json. */
const serverPorts = () => [apps.api.port, ...frontEnds().map((app) => app.port)];

/** Throws when something answers on a server's port. */
async function checkPortsFree() {
  const taken = [];
  for (const port of serverPorts()) if (await portAnswers(port)) taken.push(port);
  if (taken.length > 0)
    throw new Error(
      `something answers on port ${taken.join(', ')}: stop the servers running there (--start runs its own)`,
    );
}

/** Starts every server (their ports must be free) and waits until each port answers. */
async function startAll() {
  await checkPortsFree();
  const descriptors = [];
  servers = startServers({
    dataDir: path.join(tempDir, 'data'),
    apiPort: apps.api.port,
    stdio: (name) => {
      const fd = openSync(logFile(name), 'a');
      descriptors.push(fd);
      return ['ignore', fd, fd];
    },
    onExit: (name, code, signal) =>
      void end(
        1,
        `${name} stopped (${signal ?? code}); stopping everything. The end of its log:\n${logTail(name)}`,
      ),
  });
  // Each server has its own copy of its log's descriptor.
  for (const fd of descriptors) closeSync(fd);
  for (const port of serverPorts()) {
    if (!(await waitForPort(port)))
      throw new Error(`nothing answers on port ${port} after 20 s; logs in ${tempDir}`);
  }
}

/** Stops the servers if they run and starts them again, so the next request is the first. */
async function restart() {
  await stopServers();
  await startAll();
}

/** Kills every Chrome started with this script's mark, with its process group (Linux's /proc). */
function killMarkedChromes() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(CHROME_MARK)) continue;
      process.kill(-Number(pid), 'SIGKILL');
    } catch {
      // Gone, or not a group leader; its browser process carries the mark and leads the group.
    }
  }
}

let ending = null;
/**
 * Ends the script once: stops Lighthouse and the Chrome it leaves when interrupted, then the
 * servers, and removes the temporary folder.
 */
function end(code, message) {
  ending ??= (async () => {
    abort.abort();
    busyChild?.kill('SIGKILL');
    if (message) console.error(message);
    await lighthouseEnded();
    killMarkedChromes();
    try {
      await stopServers();
    } catch (error) {
      console.error(String(error));
      code = 1;
    }
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    for (const file of referenceFiles) await rm(file, { force: true });
    process.exit(code);
  })();
  return ending;
}
process.on('SIGINT', () => void end(130, 'interrupted'));
process.on('SIGTERM', () => void end(143, 'terminated'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
const ms = (value) => Math.round(value);

/**
 * Prints the medians of a series of runs with their spread, and the audits below 1 in the median
 * run of each category under its target. Returns the run whose performance score is the median
 * one, and whether a median is under its target.
 */
function summarize(label, results, targets = TARGETS) {
  const performance = results.map((result) => result.scores.performance);
  const tbt = results.map((result) => ms(result.tbt));
  const kept = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(results.length / 2)
  ];
  const medians = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, median(results.map((result) => result.scores[id]))]),
  );
  const misses = Object.entries(targets).filter(([id, target]) => medians[id] < target);
  const pad = ' '.repeat(label.length + 4);
  console.log(
    `  ${label}: performance median ${medians.performance} (${spread(performance)}; runs ${performance.join(', ')}), ` +
      `total blocking time median ${ms(median(tbt))} ms (${spread(tbt)})`,
  );
  console.log(
    `${pad}LCP median ${ms(median(results.map((r) => r.lcp)))} ms, main-thread work median ` +
      `${ms(median(results.map((r) => r.mainThread)))} ms, unused JavaScript median ` +
      `${(median(results.map((r) => r.unusedJs)) / 1024).toFixed(1)} KB`,
  );
  console.log(
    `${pad}medians: ` +
      Object.entries(medians)
        .map(([id, score]) => `${id} ${score}${score < targets[id] ? ` (< ${targets[id]})` : ''}`)
        .join(' · '),
  );
  for (const [id] of misses) {
    const { report } = kept;
    const audits = report.categories[id].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter(
        (entry) =>
          entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative',
      )
      .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
    console.log(`${pad}${id} audits below 1 (median run): ${audits.join(', ')}`);
  }
  return { kept, missed: misses.length > 0 };
}

/** Measures every page; whether a median the targets apply to is under its target. */
async function measure() {
  await mkdir(outDir, { recursive: true });
  if (START) {
    await checkPortsFree();
    loadDotEnv();
    await seed();
  }
  if (BUSY) {
    // One core kept busy until the script ends (the process dies with it: `end` kills it).
    busyChild = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  }
  const [load1] = os.loadavg();
  console.log(
    START
      ? `Lighthouse, ${COLD_RUNS} cold run(s) a page (every server started again before each), then ${RUNS} warm; ` +
          `load average ${load1.toFixed(2)} on ${os.availableParallelism()} cores`
      : `Lighthouse, ${RUNS} warm runs a page after a cold one; load average ${load1.toFixed(2)} on ${os.availableParallelism()} cores`,
  );
  if (BUSY) console.log('A second process keeps one core busy throughout (--busy).');
  let failed = false;
  for (const [name, url] of PAGES) {
    const cold = [];
    for (let index = 0; index < COLD_RUNS; index += 1) {
      if (START) await restart();
      const file = START ? `${name}.cold${index + 1}.json` : `${name}.cold.json`;
      cold.push(await audit(url, path.join(outDir, file)));
    }
    const reference = REFERENCE ? await writeReference(name, url) : null;
    const warm = [];
    const references = [];
    for (let index = 0; index < RUNS; index += 1) {
      warm.push(await audit(url, path.join(outDir, `${name}.run${index + 1}.json`)));
      if (reference) {
        const file = `${name}.reference${index + 1}.json`;
        references.push(await audit(reference, path.join(outDir, file)));
      }
    }
    console.log(`${name.padEnd(11)} ${url}`);
    if (START) {
      const { kept, missed } = summarize('cold', cold);
      await rename(kept.output, path.join(outDir, `${name}.cold.json`));
      failed ||= missed;
    } else {
      const [only] = cold;
      console.log(
        `  cold: performance ${only.scores.performance}, total blocking time ${ms(only.tbt)} ms, LCP ${ms(only.lcp)} ms ` +
          '(cold only if the servers were started right before; --start restarts them for each cold run)',
      );
    }
    const { kept, missed } = summarize('warm', warm);
    await rename(kept.output, path.join(outDir, `${name}.json`));
    failed ||= missed;
    if (reference) {
      console.log(
        `  reference (the page without its scripts, alternating with the warm runs; only its performance compares): ${reference}`,
      );
      const { kept: keptReference } = summarize('reference', references, {});
      await rename(keptReference.output, path.join(outDir, `${name}.reference.json`));
      const gap =
        median(references.map((result) => result.scores.performance)) -
        median(warm.map((result) => result.scores.performance));
      const within = gap <= REFERENCE_GAP;
      console.log(
        `  the page's warm median is ${gap} point(s) under its reference's` +
          (within ? '' : ` (more than ${REFERENCE_GAP})`),
      );
      failed ||= !within;
    }
  }
  return failed;
}

let failed = true;
try {
  failed = await measure();
} catch (error) {
  await end(1, error instanceof Error ? error.message : String(error));
}
await end(failed ? 1 : 0);
