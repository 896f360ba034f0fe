// Lighthouse on the landing page in each language (targets: ≥95 performance, 100 accessibility,
// 100 SEO, ≥95 best practices), with Debian's Chromium. Needs the apps running (`npm start`).
// Usage: node e2e/scripts/lighthouse-public.mjs [baseUrl] [--runs N]
//   (default: the host of apps.json, 5 runs)
// Each page is measured once cold, then N times warm: the cold run is the first request of the
// page since the servers started when they were started right before (their caches and
// compressed copies are still empty); scores vary between runs on a shared machine, so the
// targets apply to the median of the warm runs, printed with their spread (min–max). Writes the
// median run's JSON report per page to e2e/lighthouse/ and exits 1 when a median is under target.
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'lighthouse');
const { frontEnd, localOrigin } = createRequire(import.meta.url)('@lyceum/build/apps');
const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const RUNS = runsFlag === -1 ? 5 : Number(args[runsFlag + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
const positional = args.filter((arg, index) => !arg.startsWith('--') && index !== runsFlag + 1);
const base = (positional[0] ?? localOrigin(frontEnd('host').port)).replace(/\/$/, '');
const lighthouse = path.join(here, '..', 'node_modules', '.bin', 'lighthouse');

const PAGES = [
  ['landing-en', `${base}/`],
  ['landing-fr', `${base}/fr`],
];
const TARGETS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
const chromium = JSON.parse(await readFile(path.join(here, '..', 'chromium.json'), 'utf8'));
const CHROME_FLAGS = ['--headless=new', ...chromium.args].join(' ');

/** Attempts per run: Lighthouse sometimes fails to record a trace (NO_NAVSTART), then succeeds. */
const ATTEMPTS = 2;

/** Runs Lighthouse once more when it fails, then gives up with its error. */
async function lighthouseRun(args, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run(lighthouse, args, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  (Lighthouse failed, once more: ${String(error.stderr ?? error).trim()})`);
    }
  }
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
const ms = (value) => Math.round(value);

await mkdir(outDir, { recursive: true });
const [load1] = os.loadavg();
console.log(
  `Lighthouse, ${RUNS} warm runs a page after a cold one; load average ${load1.toFixed(2)} on ${os.availableParallelism()} cores`,
);
let failed = false;
for (const [name, url] of PAGES) {
  const cold = await audit(url, path.join(outDir, `${name}.cold.json`));
  const warm = [];
  for (let index = 0; index < RUNS; index += 1) {
    warm.push(await audit(url, path.join(outDir, `${name}.run${index + 1}.json`)));
  }
  const performance = warm.map((result) => result.scores.performance);
  const tbt = warm.map((result) => ms(result.tbt));
  // The report kept is the run whose performance score is the median one.
  const kept = [...warm].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(warm.length / 2)
  ];
  await rename(kept.output, path.join(outDir, `${name}.json`));
  const medians = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, median(warm.map((result) => result.scores[id]))]),
  );
  const misses = Object.entries(TARGETS).filter(([id, target]) => medians[id] < target);
  failed ||= misses.length > 0;
  console.log(`${name.padEnd(11)} ${url}`);
  console.log(
    `  cold: performance ${cold.scores.performance}, total blocking time ${ms(cold.tbt)} ms, LCP ${ms(cold.lcp)} ms`,
  );
  console.log(
    `  warm: performance median ${medians.performance} (${spread(performance)}; runs ${performance.join(', ')}), ` +
      `total blocking time median ${ms(median(tbt))} ms (${spread(tbt)})`,
  );
  console.log(
    `        LCP median ${ms(median(warm.map((r) => r.lcp)))} ms, main-thread work median ` +
      `${ms(median(warm.map((r) => r.mainThread)))} ms, unused JavaScript median ` +
      `${(median(warm.map((r) => r.unusedJs)) / 1024).toFixed(1)} KB`,
  );
  console.log(
    '  medians: ' +
      Object.entries(medians)
        .map(([id, score]) => `${id} ${score}${score < TARGETS[id] ? ` (< ${TARGETS[id]})` : ''}`)
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
    console.log(`  ${id} audits below 1 (median run): ${audits.join(', ')}`);
  }
}
process.exit(failed ? 1 : 0);
