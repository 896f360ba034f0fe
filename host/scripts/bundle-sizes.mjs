#!/usr/bin/env node
// Prints the gzip size (level 9) of what each front-end's first page costs, beside its budget in
// tools/build/budgets.json: the host's initial JavaScript and CSS (what index.html loads before
// the first render), each remote's entry (remoteEntry.js) and its exposed module (./pages,
// ./area) with the chunks loaded with it; and, for information, the chunks its pages load
// lazily. The apps and their folders come from apps.json. Run after the front-end builds.
//
//   node host/scripts/bundle-sizes.mjs            the table
//   node host/scripts/bundle-sizes.mjs --check    the same; exits 1 naming every figure over its
//                                                 budget (or an app not built)
//   node host/scripts/bundle-sizes.mjs --browser  also loads the built host in Chromium and
//                                                 checks that the scripts it fetched before the
//                                                 first render are the ones counted here
// The functions given to page.addInitScript and page.waitForFunction run in the browser.
/* global document, window, MutationObserver */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { frontEnd, frontEnds, ROOT as root } from '@lyceum/build/apps';

const BUDGETS_FILE = path.join(root, 'tools/build/budgets.json');
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (dist, files) => files.reduce((total, file) => total + gz(path.join(dist, file)), 0);

/**
 * What the host's index.html loads before the first render: its scripts and the files it
 * preloads. The build preloads exactly the chunks the first render waits for (the entry's
 * `import('./bootstrap')` and the shared modules the host provides to itself: React, the router,
 * i18next, TanStack Query, the platform...), so nothing is fetched before it that is not here;
 * `--browser` checks that in Chromium.
 */
function hostStartupFiles(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const local = (url) => url.replace(/^\//, '');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?([^" >]+)/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*>/g)]
    .map(([tag]) => ({
      rel: /\srel="?([^" >]+)/.exec(tag)?.[1],
      as: /\sas="?([^" >]+)/.exec(tag)?.[1],
      href: /\shref="?([^" >]+)/.exec(tag)?.[1],
    }))
    .filter(({ rel, href }) => href && (rel === 'preload' || rel === 'stylesheet'));
  const of = (kind) => preloads.filter(({ as }) => as === kind).map(({ href }) => href);
  const stylesheets = preloads.filter(({ rel }) => rel === 'stylesheet').map(({ href }) => href);
  const ownFile = (url) => !/^[a-z]+:/i.test(url);
  return {
    js: [...new Set([...scripts, ...of('script')])].filter(ownFile).map(local),
    css: [...new Set([...stylesheets, ...of('style')])].filter(ownFile).map(local),
  };
}

/**
 * What a prerendered public page (its app waiting for the visitor's first input) runs before
 * that input: index.html's inline scripts, and any script it would load at once (none, when the
 * starter holds them all back).
 */
function documentBeforeInput(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const loaded = [...html.matchAll(/<script[^>]*\ssrc="?([^" >]+)/g)].map((match) =>
    match[1].replace(/^\//, ''),
  );
  return {
    count: inline.length,
    bytes: gzipSync(inline.join('\n'), { level: 9 }).length + sum(dist, loaded),
  };
}

/** The table's rows: `{ label, bytes, budget? (bytes), missing? }`. */
function measure() {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const budget = (key, figure) =>
    budgets[key]?.[figure] === undefined ? undefined : budgets[key][figure] * KB;
  const rows = [];
  const host = frontEnd('host');
  const hostDist = path.join(root, host.folder, 'dist');
  if (existsSync(path.join(hostDist, 'index.html'))) {
    const { js, css } = hostStartupFiles(hostDist);
    rows.push({
      label: `host: initial JavaScript (${js.length} files)`,
      bytes: sum(hostDist, js),
      budget: budget('host', 'initialJs'),
    });
    const beforeInput = documentBeforeInput(hostDist);
    rows.push({
      label: `host: a public page's JavaScript before the first input (${beforeInput.count} inline scripts)`,
      bytes: beforeInput.bytes,
      budget: budget('host', 'documentBeforeInput'),
    });
    rows.push({
      label: `host: initial CSS (${css.length} files)`,
      bytes: sum(hostDist, css),
      budget: budget('host', 'initialCss'),
    });
  } else {
    rows.push({ label: `${host.folder}: not built`, missing: true });
  }
  for (const { key, folder } of frontEnds()) {
    if (key === 'host') continue;
    const dist = path.join(root, folder, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
      rows.push({ label: `${folder}: not built`, missing: true });
      continue;
    }
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const files = (kind) => [
      ...new Set(
        manifest.exposes.flatMap((expose) => [
          ...expose.assets.js[kind],
          ...(expose.assets.css?.[kind] ?? []),
        ]),
      ),
    ];
    const entry = gz(path.join(dist, 'remoteEntry.js'));
    const sync = files('sync');
    rows.push({
      label: `${folder}: remoteEntry.js`,
      bytes: entry,
      budget: budget(key, 'entry'),
    });
    // What loading the exposed module costs; pages split off with import() load on their routes.
    const exposed = manifest.exposes.map((expose) => expose.path).join(', ');
    rows.push({
      label: `${folder}: ${exposed} (entry + chunks loaded with it)`,
      bytes: entry + sum(dist, sync),
      budget: budget(key, 'exposed'),
    });
    rows.push({
      label: `${folder}: lazy chunks (each on its own route)`,
      bytes: sum(
        dist,
        files('async').filter((file) => !sync.includes(file)),
      ),
    });
  }
  return rows;
}

/** The rows over their budget, and the budgeted apps that are not built. */
const failures = (rows) =>
  rows.filter((row) => row.missing || (row.budget !== undefined && row.bytes > row.budget));

/**
 * Loads the built host in Chromium (Debian's, as the browser journeys use it) from a static
 * server on a free port, and returns the host's own scripts fetched before the first render
 * (requested before React's root was created, read once #root has its first element).
 */
async function scriptsBeforeFirstRender(dist) {
  const e2e = createRequire(path.join(root, 'e2e', 'package.json'));
  const { chromium } = e2e('@playwright/test');
  const browserConfig = JSON.parse(readFileSync(path.join(root, 'e2e', 'chromium.json'), 'utf8'));
  const { createStaticServer } = await import('@lyceum/static-server');
  const server = createStaticServer({ root: dist, spa: true, compress: false });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env[browserConfig.pathEnv] ?? browserConfig.executablePath,
    args: browserConfig.args,
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      // React's root starts listening on #root when it is created, right before the first
      // render: the scripts counted are those whose fetch began before then (the first render
      // itself starts fetching the first page's code, which may arrive before it is shown).
      let rootCreatedAt = Infinity;
      const listen = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (...args) {
        if (rootCreatedAt === Infinity && this === document.getElementById('root')) {
          rootCreatedAt = performance.now();
        }
        return listen.apply(this, args);
      };
      const seen = () => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return false;
        window.__scriptsAtFirstRender = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < rootCreatedAt)
          .map((entry) => entry.name)
          .filter((name) => /\.js(\?|$)/.test(name));
        return true;
      };
      new MutationObserver((_, observer) => {
        if (seen()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__scriptsAtFirstRender !== undefined, null, {
      timeout: 30_000,
    });
    const urls = await page.evaluate(() => window.__scriptsAtFirstRender);
    return urls
      .filter((url) => url.startsWith(`${origin}/`))
      .map((url) => new URL(url).pathname.slice(1));
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const rows = measure();
  const width = Math.max(...rows.map(({ label }) => label.length));
  console.log('Gzip sizes (level 9), budgets from tools/build/budgets.json');
  for (const row of rows) {
    if (row.missing) {
      console.log(row.label);
      continue;
    }
    const budget = row.budget === undefined ? '' : `  budget ${kb(row.budget)}`;
    const over = row.budget !== undefined && row.bytes > row.budget ? '  OVER' : '';
    console.log(`${row.label.padEnd(width)}  ${kb(row.bytes).padStart(9)}${budget}${over}`);
  }
  let failed = false;
  if (args.has('--browser')) {
    const dist = path.join(root, frontEnd('host').folder, 'dist');
    const counted = new Set(hostStartupFiles(dist).js);
    const fetched = new Set(await scriptsBeforeFirstRender(dist));
    const uncounted = [...fetched].filter((file) => !counted.has(file));
    const unfetched = [...counted].filter((file) => !fetched.has(file));
    console.log(
      `Chromium: the host fetched ${fetched.size} scripts before its first render (${kb(sum(dist, [...fetched]))})`,
    );
    if (uncounted.length > 0) console.log(`  fetched but not counted: ${uncounted.join(', ')}`);
    if (unfetched.length > 0) console.log(`  counted but not fetched: ${unfetched.join(', ')}`);
    failed ||= uncounted.length > 0 || unfetched.length > 0;
  }
  if (args.has('--check')) {
    const over = failures(rows);
    for (const row of over) {
      console.error(
        row.missing
          ? `budget check: ${row.label}`
          : `budget check: ${row.label} is ${kb(row.bytes)}, over its ${kb(row.budget)} budget`,
      );
    }
    failed ||= over.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

await main();
