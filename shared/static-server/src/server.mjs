// Serves a built front-end. Federation needs two cache policies: entry points that name other
// files (manifest, remoteEntry, index.html, runtime config) must always be revalidated, while
// content-hashed chunks never change and are cached for a year.
// Text files are sent brotli- or gzip-compressed (per Accept-Encoding, with `Vary`), from the
// build's compressed copies (precompress.mjs) when they are there and current, else compressed
// here once per file version; either way kept in memory. With `hints`, HTML responses carry
// preload hints for a federated remote, derived at serve time from the runtime config (see
// `withHints`), and at the public pages' addresses the remote's prerendered page inside the
// host's frame (documents.mjs).
// Only what a build publishes is served: nothing whose real path (symlinks resolved) leaves the
// folder, no dotfile or dot folder, no source map unless asked for; each is a plain 404, so a
// refusal reveals nothing. The one exception is the operator's own runtime config file, when one
// is given. Pages carry a Content-Security-Policy (see security-headers.mjs).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { createFramesReader, documentAt } from './documents.mjs';
import {
  beforePaint,
  createHintsProvider,
  escapeAttribute,
  linkElement,
  linkHeaderValue,
} from './hints.mjs';
import {
  CONFIG_FILE,
  createRuntimeConfigLocator,
  createRuntimeConfigReader,
} from './runtime-config.mjs';
import { FILE_CSP, PAGE_HEADERS, pageCsp } from './security-headers.mjs';

/** Content types by extension (others are application/octet-stream). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Extensions worth compressing (images and fonts already are). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
]);
/** Smaller files gain nothing from compression. */
export const MIN_COMPRESS_BYTES = 512;
export const MAX_COMPRESS_BYTES = 20 * 1024 * 1024;

/** Whether a file of this name and size is sent compressed (when compression is on). */
export const worthCompressing = (name, size) =>
  COMPRESSIBLE.has(extname(name)) && size >= MIN_COMPRESS_BYTES && size <= MAX_COMPRESS_BYTES;

/**
 * In an HTML file served with hints, this element (`<template data-lyceum="shell-image">`,
 * quotes optional as minifiers drop them) becomes the picture of the page's boot shell: the
 * remote's first preloaded image, or nothing when the path has none.
 */
export const SHELL_IMAGE_MARKER = /<template data-lyceum="?shell-image"?><\/template>/;

/** The boot shell's picture for an image hint: the same sources the page's own picture picks. */
export function shellPicture(image) {
  if (!image) return '';
  const type = image.type ? ` type="${escapeAttribute(image.type)}"` : '';
  const sizes = image.imagesizes ? ` sizes="${escapeAttribute(image.imagesizes)}"` : '';
  const source = image.imagesrcset
    ? `<source${type} srcset="${escapeAttribute(image.imagesrcset)}"${sizes}>`
    : '';
  // `elementtiming` has the page's starter wait for this picture's paint (webpack-first-paint.cjs).
  return `<picture>${source}<img src="${escapeAttribute(image.href)}" alt="" fetchpriority="high" elementtiming="boot-picture"></picture>`;
}

/**
 * A page with its hints (hints.mjs): the boot picture in place of its marker; the hints that
 * would compete with the first paint (scripts and data) in the page's after-paint template, whose
 * opening tag `afterPaint` matches (@lyceum/build/page-markers) and whose content the page's
 * starter moves into the document once the page is painted; connections and pictures as the
 * `Link` header value (`link`, '' for none), with every hint there when the page has no such
 * template.
 */
export function withHints(html, { links = [], images = [] } = {}, afterPaint = null) {
  const page = html.replace(SHELL_IMAGE_MARKER, shellPicture(images[0]));
  const later = links.filter((hint) => !beforePaint(hint));
  if (later.length === 0 || !afterPaint?.test(page)) {
    return { html: page, link: links.map(linkHeaderValue).join(', ') };
  }
  return {
    html: page.replace(afterPaint, (tag) => tag + later.map(linkElement).join('')),
    link: links.filter(beforePaint).map(linkHeaderValue).join(', '),
  };
}

/**
 * Headers of every response: any origin may fetch the files (the host loads each remote's from
 * its own origin), and a browser takes each file as the type it is sent with.
 */
export const EVERY_RESPONSE = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
// A content hash of 8+ hex characters before the extension, e.g. `main.3f2a9c1d.js`.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control header for a file name. */
export function cacheControl(fileName) {
  if (NO_CACHE.has(fileName) || fileName.endsWith('.json')) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The encoding to send for an Accept-Encoding header: `br`, then `gzip`, else null (identity).
 * A coding listed with q=0 is refused.
 */
export function negotiateEncoding(header) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of String(header).split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (coding) => {
    const q = accepted.get(coding) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * The encodings a build's files are compressed in ahead of time (precompress.mjs), each with the
 * ending of its copy's name (the one nginx looks for).
 */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' };

/** brotli and gzip at their highest settings, resolving to the compressed bytes. */
export const compressors = {
  br: (data, quality = zlib.BROTLI_MAX_QUALITY) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data, level = 9) => promisify(gzip)(data, { level: Math.min(level, 9) }),
};

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** Whether `path` is `folder` or inside it (both absolute and normalized). */
const inside = (folder, path) => path === folder || path.startsWith(folder + sep);

/**
 * Whether a path inside the served folder (`/`- or system-separated) may be served: no segment
 * starts with a dot (`.env`, `.git/config`, `..`), and source maps only when enabled.
 */
export function isPublicPath(path, { sourceMaps = false } = {}) {
  const segments = path.split(/[/\\]/);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return sourceMaps || extname(path) !== '.map';
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
function matchesEtag(header, etag) {
  if (!header) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Compressed pages kept, by content: a few variants per path (with or without hints). */
const MAX_PAGE_BODIES = 64;

/**
 * Creates (does not start) the server.
 * @param {object} options
 * @param {string} options.root the folder served
 * @param {boolean} [options.spa] unknown paths without an extension get index.html
 * @param {boolean} [options.compress] brotli/gzip for text files (default true)
 * @param {boolean} [options.sourceMaps] serve `*.map` files (default false: they publish the
 *   sources)
 * @param {{ remote: string, paths?: string[], afterPaint?: RegExp }} [options.hints] preload the
 *   named remote of the runtime config from the HTML of these paths (`*` ends a prefix; default
 *   all), the scripts and data in the template `afterPaint` matches the opening tag of (see
 *   `withHints`)
 * @param {string} [options.runtimeConfig] a file answered at /runtime-config.json, and read for
 *   the pages' policy and hints, instead of `<root>/runtime-config.json` while it exists
 */
export function createStaticServer({
  root,
  spa = false,
  compress = true,
  sourceMaps = false,
  hints,
  runtimeConfig,
}) {
  const base = resolve(root);
  /** file path → { version, encodings: Map<encoding, Promise<Buffer | null>> } */
  const compressed = new Map();
  /** `${etag}:${encoding}` → Promise<Buffer>, for pages made at request time */
  const pageBodies = new Map();
  const readConfig = createRuntimeConfigReader(base, runtimeConfig);
  const locateConfig = createRuntimeConfigLocator(base, runtimeConfig);
  const hintsProvider = hints
    ? createHintsProvider({ root: base, readConfig, remote: hints.remote, paths: hints.paths })
    : null;
  const readFrames = createFramesReader(base);
  let realBase = null;

  /** The folder's real path (its own symlinks resolved), found once it exists. */
  async function realRoot() {
    realBase ??= await realpath(base);
    return realBase;
  }

  /**
   * The file at `path` as { file: its real path, info } when it may be served: a regular file
   * whose real path is inside the real root and public there; otherwise null.
   */
  async function servable(path) {
    try {
      const [rootPath, file] = await Promise.all([realRoot(), realpath(path)]);
      if (!inside(rootPath, file) || file === rootPath) return null;
      if (!isPublicPath(relative(rootPath, file), { sourceMaps })) return null;
      const info = await fileAt(file);
      return info ? { file, info } : null;
    } catch {
      return null;
    }
  }

  /** The file a request path names (index.html for folders and, with spa, for routes). */
  async function lookup(pathname) {
    if (!isPublicPath(pathname, { sourceMaps })) return null;
    // The operator's runtime config, when given and present, is answered wherever it lives.
    if (runtimeConfig && pathname === `/${CONFIG_FILE}`) {
      const found = await locateConfig();
      if (found && found.file !== join(base, CONFIG_FILE)) return { ...found, name: CONFIG_FILE };
    }
    const path = normalize(join(base, pathname));
    if (!inside(base, path)) return null;
    let found = await servable(path);
    if (!found && (pathname.endsWith('/') || path === base)) {
      found = await servable(join(path, 'index.html'));
    }
    if (!found && spa && !extname(pathname)) found = await servable(join(base, 'index.html'));
    return found;
  }

  /** The compressed bytes of a file version, or null when compression does not pay. */
  function compressedBody(file, info, encoding) {
    const version = `${info.mtimeMs}:${info.size}`;
    let entry = compressed.get(file);
    if (!entry || entry.version !== version) {
      entry = { version, encodings: new Map() };
      compressed.set(file, entry);
    }
    let pending = entry.encodings.get(encoding);
    if (!pending) {
      pending = compressedCopy(file, info, encoding)
        .then(async (copy) => copy ?? compressors[encoding](await readFile(file)))
        .then((body) => (body.length < info.size ? body : null))
        .catch(() => null);
      entry.encodings.set(encoding, pending);
    }
    return pending;
  }

  /**
   * The build's compressed copy of a file (precompress.mjs), unless it is missing or older than
   * the file: then the file is compressed here, once.
   */
  async function compressedCopy(file, info, encoding) {
    const copy = file + PRECOMPRESSED[encoding];
    const copyInfo = await fileAt(copy);
    return copyInfo && copyInfo.mtimeMs >= info.mtimeMs ? readFile(copy) : null;
  }

  const compressible = (name, info) => compress && worthCompressing(name, info.size);

  /** Loads (or compresses) every text file of the root in the background, so no visitor waits. */
  async function warm() {
    const entries = await readdir(base, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || extname(entry.name) === '.map') continue;
      const file = join(entry.parentPath, entry.name);
      if (!isPublicPath(relative(base, file))) continue;
      const info = await fileAt(file);
      if (!info || !compressible(entry.name, info)) continue;
      await compressedBody(file, info, 'br');
      await compressedBody(file, info, 'gzip');
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  if (compress) server.once('listening', () => void warm().catch(() => undefined));
  return server;

  /** A page's bytes in an encoding, compressed once per distinct page. */
  function pageBody(etag, encoding, data) {
    const key = `${etag}:${encoding}`;
    let body = pageBodies.get(key);
    if (!body) {
      body = compressors[encoding](data);
      pageBodies.set(key, body);
      if (pageBodies.size > MAX_PAGE_BODIES) pageBodies.delete(pageBodies.keys().next().value);
    }
    return body;
  }

  /**
   * An HTML page, made at request time: hints and the policy depend on the path, the runtime
   * config and the remote's manifest. Its entity tag covers the headers too, so a moved remote
   * is never answered 304 with the old policy.
   */
  async function sendPage(req, res, file, pathname) {
    let html = await readFile(file, 'utf8');
    const headers = { ...PAGE_HEADERS };
    // At a public page's address, the entry document holds the page (documents.mjs).
    if (hintsProvider && file === join(await realRoot(), 'index.html')) {
      html = (await documentAt(pathname, html, { provider: hintsProvider, readFrames })) ?? html;
    }
    if (hintsProvider) {
      const page = withHints(html, await hintsProvider.hintsFor(pathname), hints.afterPaint);
      html = page.html;
      if (page.link) headers.Link = page.link;
    }
    headers['Content-Security-Policy'] = pageCsp({ html, config: await readConfig() });
    const data = Buffer.from(html);
    const digest = createHash('sha256')
      .update(data)
      .update(`\n${headers['Content-Security-Policy']}\n${headers.Link ?? ''}`)
      .digest('base64url');
    headers.ETag = `"${digest.slice(0, 27)}"`;
    headers['Cache-Control'] = 'no-cache';
    if (compress) headers.Vary = 'Accept-Encoding';
    if (matchesEtag(req.headers['if-none-match'], headers.ETag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = compress ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? await pageBody(headers.ETag, encoding, data) : data;
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES['.html'],
      'Content-Length': body.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req, res) {
    for (const [name, value] of Object.entries(EVERY_RESPONSE)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    const found = await lookup(pathname);
    if (!found) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': FILE_CSP,
      });
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const { file, info } = found;
    const name = found.name ?? file.slice(file.lastIndexOf(sep) + 1);
    if (extname(name) === '.html') {
      await sendPage(req, res, file, pathname);
      return;
    }
    // The entity tag names the file as well as its version: a runtime config answered from
    // another file (or back from the folder's own) is never taken for the copy a browser holds.
    const etag = `"${createHash('sha256')
      .update(`${file}\n${info.mtimeMs}\n${info.size}`)
      .digest('base64url')
      .slice(0, 27)}"`;
    const headers = { 'Content-Security-Policy': FILE_CSP, ETag: etag };
    const worthIt = compressible(name, info);
    if (worthIt) headers.Vary = 'Accept-Encoding';
    // no-cache means "revalidate": answer 304 when the file has not changed since. A request's
    // If-None-Match, when it has one, decides alone.
    const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    const unchanged = req.headers['if-none-match']
      ? matchesEtag(req.headers['if-none-match'], etag)
      : !Number.isNaN(since) && modified.getTime() <= since;
    if (unchanged) {
      res.writeHead(304, { ...headers, 'Cache-Control': cacheControl(name) });
      res.end();
      return;
    }
    const encoding = worthIt ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? await compressedBody(file, info, encoding) : null;
    res.writeHead(200, {
      ...headers,
      'Last-Modified': modified.toUTCString(),
      'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
      'Content-Length': body ? body.length : info.size,
      ...(body ? { 'Content-Encoding': encoding } : {}),
      'Cache-Control': cacheControl(name),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (body) res.end(body);
    else createReadStream(file).pipe(res);
  }
}
