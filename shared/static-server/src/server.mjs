// Serves a built front-end. Federation needs two cache policies: entry points that name other
// files (manifest, remoteEntry, index.html, runtime config) must always be revalidated, while
// content-hashed chunks never change and are cached for a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
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

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
// A content hash of 8+ hex characters before the extension, e.g. `main.3f2a9c1d.js`.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control header for a file name. */
export function cacheControl(fileName) {
  if (NO_CACHE.has(fileName) || fileName.endsWith('.json')) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Creates (does not start) the server.
 * @param {{ root: string, spa?: boolean }} options spa: unknown paths without an extension get index.html
 */
export function createStaticServer({ root, spa = false }) {
  const base = resolve(root);
  return createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });

  async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
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
    let file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403);
      res.end();
      return;
    }
    let info = await fileAt(file);
    if (!info && (pathname.endsWith('/') || file === base)) {
      file = join(file, 'index.html');
      info = await fileAt(file);
    }
    if (!info && spa && !extname(pathname)) {
      file = join(base, 'index.html');
      info = await fileAt(file);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
      return;
    }
    const name = file.slice(file.lastIndexOf(sep) + 1);
    // no-cache means "revalidate": answer 304 when the file has not changed since.
    const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    if (!Number.isNaN(since) && modified.getTime() <= since) {
      res.writeHead(304, { 'Cache-Control': cacheControl(name) });
      res.end();
      return;
    }
    res.writeHead(200, {
      'Last-Modified': modified.toUTCString(),
      'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': cacheControl(name),
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }
}
