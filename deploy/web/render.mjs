#!/usr/bin/env node
// Usage: node deploy/web/render.mjs --app KEY --root DIST --pages DIR --out FILE [--listen PORT]
//          [--runtime-config FILE] [--resolve ORIGIN=ORIGIN]... [--brotli]
// Writes the nginx configuration that serves one front-end's build (site.conf.template filled
// in) and the pages it answers with, as the development server would serve that folder:
// - how the app is served (SPA fallback, preload hints and their paths, source maps) is its own
//   `serve` script in its package.json, read with the development server's option parser;
// - each file's Cache-Control is the development server's cacheControl() of its name;
// - each page is the build's HTML with the boot picture and preload hints the server would put
//   in (at a public page's path, its document: the public remote's prerendered page inside the
//   host's frame, see documents.mjs), and carries the server's Content-Security-Policy and `Link` header, computed by its own
//   code (withHints, pageCsp) from the runtime config (FILE while it exists, else the build's
//   runtime-config.json) and, for hints, from the remote's mf-manifest.json and
//   preload-hints.json fetched at its address;
// - `--runtime-config FILE` is also answered at /runtime-config.json while it exists.
// --listen: the port (or address:port) nginx listens on; the app's apps.json port unless given.
// --resolve: fetch the remote's files from another origin than the config's (a container reaches
//   the public remote by its service name, the browser by its public address).
// --brotli: send the .br copies too (needs Debian's libnginx-mod-http-brotli-static).
// Only writes when something changed; prints `written` or `unchanged`.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PUBLIC_PAGES, publicPageUrls } from '../../shared/contracts/dist/public-pages.js';
import { createFramesReader, documentAt } from '../../shared/static-server/src/documents.mjs';
import { createHintsProvider } from '../../shared/static-server/src/hints.mjs';
import { parseServeArgs, publicPagesHintsPaths } from '../../shared/static-server/src/options.mjs';
import {
  CONFIG_FILE,
  createRuntimeConfigReader,
} from '../../shared/static-server/src/runtime-config.mjs';
import {
  FILE_CSP,
  PAGE_HEADERS,
  pageCsp,
} from '../../shared/static-server/src/security-headers.mjs';
import {
  cacheControl,
  EVERY_RESPONSE,
  isPublicPath,
  MIN_COMPRESS_BYTES,
  PRECOMPRESSED,
  TYPES,
  withHints,
  worthCompressing,
} from '../../shared/static-server/src/server.mjs';
import { precompress } from '../../shared/static-server/src/precompress.mjs';

const require = createRequire(import.meta.url);
const { frontEnd, ROOT } = require('../../tools/build/apps.cjs');
const { AFTER_PAINT_TAG } = require('../../tools/build/page-markers.cjs');

const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'site.conf.template');
/** What an entry file gets; pages, the 404 text and unknown files are revalidated the same way. */
const REVALIDATE = cacheControl('index.html');

/**
 * How the development server serves an app: the options of its package.json `serve` script
 * (`lyceum-static-server dist --app host --spa --hints-remote public --hints-pages`).
 */
export function serveOptions(app) {
  const manifest = JSON.parse(readFileSync(join(ROOT, app.folder, 'package.json'), 'utf8'));
  const [program, ...args] = String(manifest.scripts?.serve ?? '')
    .trim()
    .split(/\s+/);
  if (program !== 'lyceum-static-server') {
    throw new Error(
      `${app.folder}/package.json: the serve script does not run lyceum-static-server`,
    );
  }
  const { values } = parseServeArgs(args);
  const remote = values['hints-remote'];
  return {
    spa: values.spa,
    compress: !values['no-compress'],
    sourceMaps: values['source-maps'],
    hints: remote
      ? {
          remote,
          paths: values['hints-pages']
            ? publicPagesHintsPaths(PUBLIC_PAGES, publicPageUrls)
            : undefined,
        }
      : undefined,
  };
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A map's source (a string or a regex) in nginx's double quotes: `$` there is no variable. */
const quoteKey = (key) => `"${key.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A value in nginx's double quotes; a `$` would be read as a variable, so none is accepted. */
function quote(value) {
  if (value.includes('$')) throw new Error(`"${value}" holds a $, which nginx would expand`);
  return quoteKey(value);
}

/**
 * The nginx regex of a hints path pattern, for the request path as nginx sees it (decoded):
 * `/about` matches `/about` and `/about/`; `/confirm/*` everything under `/confirm/`; `/` itself.
 */
export function pathPatternRegex(pattern) {
  if (pattern === '/') return '^/$';
  if (pattern.endsWith('/*')) return `^${escapeRegex(pattern.slice(0, -1))}.*[^/]/*$`;
  return `^${escapeRegex(pattern)}/*$`;
}

/** A request path a pattern matches (a prefix gets one segment more). */
const examplePath = (pattern) => (pattern.endsWith('/*') ? `${pattern.slice(0, -1)}x` : pattern);

/**
 * The public files of a build, as `/`-separated paths relative to it (not the .br/.gz copies).
 * Throws when the build holds a symbolic link: nginx would follow it wherever it points.
 */
async function buildFiles(root, { sourceMaps }) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const links = entries.filter((entry) => entry.isSymbolicLink());
  if (links.length > 0) {
    const names = links.map((entry) => join(entry.parentPath, entry.name)).join(', ');
    throw new Error(`${root} holds symbolic links, which would be served: ${names}`);
  }
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => isPublicPath(file, { sourceMaps }));
  const all = new Set(files);
  const copies = Object.values(PRECOMPRESSED);
  return files
    .filter(
      (file) =>
        !copies.some((ending) => file.endsWith(ending) && all.has(file.slice(0, -ending.length))),
    )
    .sort();
}

/** `{ fetch }` that asks `to` for what lives at `from` (each `from=to` an origin). */
function resolvingFetch(resolves) {
  const pairs = resolves.map((pair) => {
    const [from, to] = pair.split('=');
    if (!from || !to) throw new Error(`--resolve ${pair}: expected ORIGIN=ORIGIN`);
    return [new URL(from).origin, new URL(to).origin];
  });
  return (url, init) => {
    let target = String(url);
    for (const [from, to] of pairs) {
      if (target.startsWith(`${from}/`)) target = to + target.slice(from.length);
    }
    return fetch(target, init);
  };
}

/**
 * The pages of a build: each HTML file as the server would answer it off the hinted paths, and
 * for the hinted paths the root index.html with that path's boot picture. Returns the pages
 * (`{ name, html, csp, link }`, one per distinct answer) and the map from request path to page.
 */
async function buildPages({ root, files, serve, readConfig, fetchImpl }) {
  const config = await readConfig();
  const pages = [];
  /** The page for this HTML and these hints, reusing an identical one. */
  const pageFor = ({ html, link }) => {
    const csp = pageCsp({ html, config });
    let page = pages.find((p) => p.html === html && p.csp === csp && p.link === link);
    if (!page) {
      page = { name: `page-${pages.length}`, html, csp, link };
      pages.push(page);
    }
    return page.name;
  };

  const provider = serve.hints
    ? createHintsProvider({ root, readConfig, fetchImpl, ...serve.hints })
    : null;
  const plain = {};
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(join(root, file), 'utf8');
    // Off the hinted paths, a server with hints still puts in the (empty) boot picture.
    plain[file] = pageFor(provider ? withHints(html) : { html, link: '' });
  }

  const entries = [];
  for (const file of Object.keys(plain)) entries.push([`^/${escapeRegex(file)}$`, plain[file]]);
  // A route with an extension is a missing file, never a page.
  if (serve.spa) entries.push(['\\.[^/]*/*$', '']);
  const index = files.includes('index.html')
    ? await readFile(join(root, 'index.html'), 'utf8')
    : null;
  let fallback = serve.spa && index !== null ? plain['index.html'] : '';
  if (provider && index !== null) {
    const readFrames = createFramesReader(root);
    // A public page's path gets its document (the page inside the frame), as the server sends.
    const hinted = async (path) => {
      const html = (await documentAt(path, index, { provider, readFrames })) ?? index;
      return pageFor(withHints(html, await provider.hintsFor(path), AFTER_PAINT_TAG));
    };
    // Each pattern's hints are those of one path it matches: a remote's hint listed for a path
    // narrower than the host's pattern is given to the whole pattern.
    for (const pattern of serve.hints.paths ?? []) {
      entries.push([pathPatternRegex(pattern), await hinted(examplePath(pattern))]);
    }
    if (!serve.hints.paths && serve.spa) fallback = await hinted('/');
  }
  for (const file of Object.keys(plain).filter((name) => basename(name) === 'index.html')) {
    const folder = file.slice(0, -'index.html'.length);
    entries.push([`^/${escapeRegex(folder)}$`, plain[file]]);
  }
  return { pages, entries, fallback };
}

const indent = (lines, spaces) => lines.map((line) => `${' '.repeat(spaces)}${line}`).join('\n');
const headerLines = (headers, always = '') =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)}${always};`);

/**
 * The configuration and pages for one app.
 * @param {{ app: string, root: string, pages: string, listen?: string, runtimeConfig?: string,
 *   resolve?: string[], brotli?: boolean }} options
 * @returns {Promise<{ conf: string, pages: { name: string, html: string }[] }>}
 */
export async function renderSite(options) {
  const app = frontEnd(options.app);
  const serve = serveOptions(app);
  const root = resolve(options.root);
  const pagesDir = resolve(options.pages);
  const runtimeConfig = options.runtimeConfig ? resolve(options.runtimeConfig) : undefined;
  const readConfig = createRuntimeConfigReader(root, runtimeConfig);
  const files = await buildFiles(root, serve);
  const { pages, entries, fallback } = await buildPages({
    root,
    files,
    serve,
    readConfig,
    fetchImpl: resolvingFetch(options.resolve ?? []),
  });

  const cacheEntries = files
    .map((file) => [`/${file}`, cacheControl(basename(file))])
    .filter(([, value]) => value !== REVALIDATE)
    .map(([path, value]) => `${quoteKey(path)} ${quote(value)};`);

  const varyEntries = serve.compress
    ? await Promise.all(
        files.map(async (file) => {
          const { size } = await stat(join(root, file));
          return worthCompressing(file, size) ? `${quoteKey(`/${file}`)} "Accept-Encoding";` : '';
        }),
      )
    : [];

  const types = new Map();
  const charsetTypes = new Set();
  for (const [extension, value] of Object.entries(TYPES)) {
    const [type = '', ...parameters] = value.split(';').map((part) => part.trim());
    types.set(type, [...(types.get(type) ?? []), extension.slice(1)]);
    if (parameters.some((parameter) => parameter.toLowerCase() === 'charset=utf-8')) {
      charsetTypes.add(type);
    }
  }

  const fileHeaders = { ...EVERY_RESPONSE, 'Content-Security-Policy': FILE_CSP };
  const runtimeConfigLocation =
    runtimeConfig && existsSync(runtimeConfig)
      ? `
    location = /${CONFIG_FILE} {
        alias ${quote(runtimeConfig)};
        # A file of the operator's, not of the build: compressed per request.
        gzip on;
        gzip_types application/json;
        gzip_min_length ${MIN_COMPRESS_BYTES};
${indent(headerLines(fileHeaders), 8)}
        add_header Cache-Control ${quote(cacheControl(CONFIG_FILE))};
    }
`
      : '';

  const values = {
    KEY: app.key,
    LISTEN: options.listen ?? String(app.port),
    ROOT: quote(root),
    PAGES: quote(pagesDir),
    DEFAULT_CACHE: REVALIDATE,
    CACHE_ENTRIES: indent(cacheEntries, 4),
    VARY_ENTRIES: indent(varyEntries.filter(Boolean), 4),
    DEFAULT_PAGE: fallback,
    PAGE_ENTRIES: indent(
      entries.map(([regex, page]) => `${quoteKey(`~${regex}`)} ${quote(page)};`),
      4,
    ),
    PAGE_CSP_ENTRIES: indent(
      pages.map((page) => `${quote(page.name)} ${quote(page.csp)};`),
      4,
    ),
    PAGE_LINK_ENTRIES: indent(
      pages.filter((page) => page.link).map((page) => `${quote(page.name)} ${quote(page.link)};`),
      4,
    ),
    TYPES: indent(
      [...types].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
      8,
    ),
    // nginx always counts text/html, and warns when it is listed.
    CHARSET_TYPES: [...charsetTypes].filter((type) => type !== 'text/html').join(' '),
    BROTLI: serve.compress && options.brotli ? '    brotli_static on;' : '',
    FILE_HEADERS: indent(headerLines(fileHeaders), 4),
    FILE_HEADERS_ALWAYS: indent(headerLines(fileHeaders, ' always'), 8),
    SOURCE_MAP_LOCATION: serve.sourceMaps
      ? ''
      : '    location ~ "\\.map$" {\n        return 404;\n    }',
    RUNTIME_CONFIG_LOCATION: runtimeConfigLocation,
    PAGE_HEADERS: indent(headerLines({ ...EVERY_RESPONSE, ...PAGE_HEADERS }), 8),
    PAGE_CACHE: REVALIDATE,
    PAGE_VARY: serve.compress ? '        add_header Vary "Accept-Encoding";' : '',
    NOT_FOUND_CACHE: REVALIDATE,
  };
  let conf = await readFile(TEMPLATE, 'utf8');
  if (!serve.compress) conf = conf.replace('gzip_static on;', 'gzip_static off;');
  conf = conf.replace(/\{\{(\w+)\}\}/g, (text, name) => {
    if (!(name in values)) throw new Error(`site.conf.template: no value for ${text}`);
    return values[name];
  });
  return {
    conf,
    pages: pages.map((page) => ({ name: `${page.name}.html`, html: page.html })),
  };
}

/** Writes what renderSite made, unless it is what is already there; true when it wrote. */
export async function writeSite({ conf, pages }, { out, pages: pagesDir }) {
  const current = existsSync(out) ? await readFile(out, 'utf8') : null;
  const same =
    current === conf &&
    (
      await Promise.all(
        pages.map(({ name, html }) =>
          readFile(join(pagesDir, name), 'utf8').then(
            (text) => text === html,
            () => false,
          ),
        ),
      )
    ).every(Boolean);
  if (same) return false;
  // The pages first, so that the configuration never names a page that is not there yet. Every
  // page is written again, so a page whose headers changed gets a new entity tag.
  await mkdir(pagesDir, { recursive: true });
  const names = new Set(pages.map((page) => page.name));
  for (const file of await readdir(pagesDir)) {
    const page = Object.values(PRECOMPRESSED).reduce(
      (name, ending) => (name.endsWith(ending) ? name.slice(0, -ending.length) : name),
      file,
    );
    if (!names.has(page)) await rm(join(pagesDir, file), { force: true });
  }
  for (const { name, html } of pages) {
    const file = join(pagesDir, name);
    await writeFile(file, html);
    for (const ending of Object.values(PRECOMPRESSED)) await rm(file + ending, { force: true });
    await precompress(file);
  }
  await mkdir(dirname(out), { recursive: true });
  await writeFile(`${out}.tmp`, conf);
  await rename(`${out}.tmp`, out);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      root: { type: 'string' },
      pages: { type: 'string' },
      out: { type: 'string' },
      listen: { type: 'string' },
      'runtime-config': { type: 'string' },
      resolve: { type: 'string', multiple: true },
      brotli: { type: 'boolean', default: false },
    },
  });
  if (!values.app || !values.root || !values.pages || !values.out) {
    console.error(
      'usage: node deploy/web/render.mjs --app KEY --root DIST --pages DIR --out FILE [--listen PORT] [--runtime-config FILE] [--resolve ORIGIN=ORIGIN]... [--brotli]',
    );
    process.exit(2);
  }
  const site = await renderSite({
    app: values.app,
    root: values.root,
    pages: values.pages,
    listen: values.listen,
    runtimeConfig: values['runtime-config'],
    resolve: values.resolve,
    brotli: values.brotli,
  });
  console.log((await writeSite(site, values)) ? 'written' : 'unchanged');
}
