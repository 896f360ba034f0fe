// Lighthouse on the landing page in each language (targets: ≥95 performance, 100 accessibility,
// 100 SEO, ≥95 best practices), with Debian's Chromium. Needs the apps running (`npm start`).
// Usage: node e2e/scripts/lighthouse-public.mjs [baseUrl]   (default: the host of apps.json)
// Writes one JSON report per page to e2e/lighthouse/ and exits 1 when a score is under target.
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '..', 'lighthouse');
const { frontEnd, localOrigin } = createRequire(import.meta.url)('@lyceum/build/apps');
const base = (process.argv[2] ?? localOrigin(frontEnd('host').port)).replace(/\/$/, '');
const lighthouse = path.join(here, '..', 'node_modules', '.bin', 'lighthouse');

const PAGES = [
  ['landing-en', `${base}/`],
  ['landing-fr', `${base}/fr`],
];
const TARGETS = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 95 };
const chromium = JSON.parse(await readFile(path.join(here, '..', 'chromium.json'), 'utf8'));
const CHROME_FLAGS = ['--headless=new', ...chromium.args].join(' ');

await mkdir(outDir, { recursive: true });
let failed = false;
for (const [name, url] of PAGES) {
  const output = path.join(outDir, `${name}.json`);
  await run(
    lighthouse,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,seo,best-practices',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromium.executablePath } },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  const scores = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
  );
  const misses = Object.entries(TARGETS).filter(([id, target]) => scores[id] < target);
  failed ||= misses.length > 0;
  console.log(
    `${name.padEnd(11)} ${url}\n  ` +
      Object.entries(scores)
        .map(([id, score]) => `${id} ${score}${score < TARGETS[id] ? ` (< ${TARGETS[id]})` : ''}`)
        .join(' · '),
  );
  for (const [id] of misses) {
    const audits = report.categories[id].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
    console.log(`  ${id} audits below 1: ${audits.join(', ')}`);
  }
}
process.exit(failed ? 1 : 0);
