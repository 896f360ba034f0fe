// Preload hints for a federated remote, derived at serve time (never at build time) from the
// host's runtime config (the remote's `manifest`) and the remote's own mf-manifest.json:
// retargeting the remote in the config retargets the hints too. Without them the browser discovers each step only after
// the previous one ran: host JS → runtime config → manifest → remoteEntry.js → exposed chunks.
import { DOCUMENTS_FILE } from '@lyceum/contracts/constants';
import { documentMatches, parseDocuments } from './documents.mjs';
import { CONFIG_FILE, createRuntimeConfigReader, remoteManifest } from './runtime-config.mjs';

/** Optional file of a remote: more preloads for given paths (e.g. the landing's hero image). */
const HINTS_FILE = 'preload-hints.json';

/** Whether a request path is one of the patterns (`/fr/*` matches `/fr/about`; `/` only `/`). */
export function matchesPath(pathname, patterns) {
  if (!patterns || patterns.length === 0) return true;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

/**
 * The address a remote's files are served under (ending in `/`), from its manifest: its public
 * path, or the manifest's folder when that is `auto`; null when the remote computes it at run
 * time.
 */
export function remotePublicPath(manifest, manifestUrl) {
  const meta = manifest?.metaData ?? {};
  if (meta.getPublicPath) return null;
  const publicPath =
    meta.publicPath && meta.publicPath !== 'auto'
      ? meta.publicPath
      : new URL('.', manifestUrl).href;
  return new URL(publicPath, manifestUrl).href;
}

/** Absolute script URLs the remote needs to render its exposed modules, from its manifest. */
export function manifestScripts(manifest, manifestUrl) {
  const meta = manifest?.metaData ?? {};
  const publicPath = remotePublicPath(manifest, manifestUrl);
  if (publicPath === null) return [];
  const resolveAsset = (name) => new URL(name, publicPath).href;
  const scripts = [];
  if (meta.remoteEntry?.name) {
    scripts.push(resolveAsset(`${meta.remoteEntry.path ?? ''}${meta.remoteEntry.name}`));
  }
  for (const expose of manifest?.exposes ?? []) {
    for (const file of expose.assets?.js?.sync ?? []) scripts.push(resolveAsset(file));
  }
  return [...new Set(scripts)];
}

/**
 * `Link` values from a remote's preload-hints.json (`{ links: [{ paths, href, as, ... }] }`,
 * hrefs relative to the manifest) that apply to this request path.
 */
export function remoteHints(hints, manifestUrl, pathname) {
  const links = [];
  const images = [];
  for (const hint of Array.isArray(hints?.links) ? hints.links : []) {
    if (typeof hint?.href !== 'string' || typeof hint.as !== 'string') continue;
    if (!matchesPath(pathname, Array.isArray(hint.paths) ? hint.paths : [])) continue;
    const href = new URL(hint.href, manifestUrl).href;
    if (!safe(href) || !/^[a-z]+$/.test(hint.as)) continue;
    const attributes = {};
    for (const key of ['type', 'imagesizes', 'fetchpriority']) {
      if (typeof hint[key] === 'string' && /^[\w/+.-]+$/.test(hint[key]))
        attributes[key] = hint[key];
    }
    if (typeof hint.imagesrcset === 'string') {
      const candidates = hint.imagesrcset
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/));
      const resolved = candidates.map(([url, descriptor]) => [
        new URL(url, manifestUrl).href,
        descriptor,
      ]);
      if (
        resolved.every(
          ([url, descriptor]) => safe(url) && (!descriptor || /^\d+[wx]$/.test(descriptor)),
        )
      ) {
        attributes.imagesrcset = resolved
          .map((parts) => parts.filter(Boolean).join(' '))
          .join(', ');
      }
    }
    links.push({ href, rel: 'preload', as: hint.as, ...attributes });
    if (hint.as === 'image') images.push({ href, ...attributes });
  }
  return { links, images };
}

/**
 * @typedef {{ href: string, rel: 'preload' | 'preconnect', as?: string, crossorigin?: boolean,
 *   type?: string, imagesizes?: string, imagesrcset?: string, fetchpriority?: string }} Hint
 */

/** Whether a hint may start before the first paint: a connection or a picture. */
export const beforePaint = (hint) => hint.rel === 'preconnect' || hint.as === 'image';

const ATTRIBUTES = ['as', 'type', 'imagesizes', 'imagesrcset', 'fetchpriority'];

/** A hint as a `Link` header value. */
export function linkHeaderValue(hint) {
  const params = [`<${hint.href}>`, `rel=${hint.rel}`];
  for (const key of ATTRIBUTES) {
    if (hint[key] !== undefined)
      params.push(key === 'as' ? `as=${hint.as}` : `${key}="${hint[key]}"`);
  }
  if (hint.crossorigin) params.push('crossorigin');
  return params.join('; ');
}

export const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A hint as a `<link>` element. */
export function linkElement(hint) {
  const attributes = [`rel="${hint.rel}"`, `href="${escapeAttribute(hint.href)}"`];
  for (const key of ATTRIBUTES) {
    if (hint[key] !== undefined) attributes.push(`${key}="${escapeAttribute(hint[key])}"`);
  }
  if (hint.crossorigin) attributes.push('crossorigin');
  return `<link ${attributes.join(' ')}>`;
}

/** A header-safe URL (the values come from files the operator controls, but stay strict). */
const safe = (url) => !/[\s<>,;"]/.test(url);

/**
 * @param {{ root: string, remote: string, paths?: string[], ttlMs?: number, timeoutMs?: number,
 *   fetchImpl?: typeof fetch, readConfig?: () => Promise<any> }} options `readConfig` shares
 *   the server's reader of `<root>/runtime-config.json`
 */
export function createHintsProvider({
  root,
  remote,
  paths,
  ttlMs = 10_000,
  timeoutMs = 1_000,
  fetchImpl = fetch,
  readConfig = createRuntimeConfigReader(root),
}) {
  /**
   * manifest URL → { at, remote: Promise<{ scripts: string[], hints: object | null,
   *   documents: object | null, base: string | null }> }
   */
  const manifests = new Map();

  async function fetchJson(url) {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }

  /** The remote's manifest scripts, optional preload-hints.json and prerendered pages. */
  async function fetchRemote(manifestUrl) {
    const [manifest, hints, documents] = await Promise.all([
      fetchJson(manifestUrl),
      fetchJson(new URL(HINTS_FILE, manifestUrl).href),
      fetchJson(new URL(DOCUMENTS_FILE, manifestUrl).href),
    ]);
    return {
      scripts: manifest ? manifestScripts(manifest, manifestUrl) : [],
      hints,
      documents: parseDocuments(documents),
      base: manifest ? remotePublicPath(manifest, manifestUrl) : null,
    };
  }

  /** The manifest URL of the remote in the current runtime config, when usable. */
  async function currentManifest() {
    const manifestUrl = remoteManifest(await readConfig(), remote);
    return typeof manifestUrl === 'string' && URL.canParse(manifestUrl) && safe(manifestUrl)
      ? manifestUrl
      : null;
  }

  /** What the remote declares; a stale answer is served while a fresh one is fetched. */
  async function remoteOf(manifestUrl) {
    const now = Date.now();
    const cached = manifests.get(manifestUrl);
    if (cached && now - cached.at < ttlMs) return cached.remote;
    const next = { at: now, remote: fetchRemote(manifestUrl) };
    if (cached) {
      void next.remote.then(() => manifests.set(manifestUrl, next));
      cached.at = now; // one refresh at a time
      return cached.remote;
    }
    manifests.set(manifestUrl, next);
    return next.remote;
  }

  return {
    /**
     * The remote's prerendered page at this path (`{ document, stylesheet, base }`: the page in
     * its documents.json, its stylesheet's name, the address its files are served under), or null
     * when the remote has none there (or no usable documents.json, or no fixed address).
     */
    async documentFor(pathname) {
      if (!matchesPath(pathname, paths)) return null;
      const manifestUrl = await currentManifest();
      if (manifestUrl === null) return null;
      const { documents, base } = await remoteOf(manifestUrl);
      if (!documents || base === null) return null;
      const document = documents.documents.find((entry) => documentMatches(entry.path, pathname));
      return document ? { document, stylesheet: documents.stylesheet, base } : null;
    },
    /**
     * The hints of an HTML response at this path (see `Hint`), and the remote's images to
     * preload there (the first is the boot shell's picture).
     * @returns {Promise<{ links: Hint[], images: object[] }>}
     */
    async hintsFor(pathname) {
      if (!matchesPath(pathname, paths)) return { links: [], images: [] };
      const links = [{ href: `/${CONFIG_FILE}`, rel: 'preload', as: 'fetch', crossorigin: true }];
      const value = await readConfig();
      const manifestUrl = remoteManifest(value, remote);
      let origins = [];
      try {
        if (typeof value?.apiBaseUrl === 'string') origins.push(new URL(value.apiBaseUrl).origin);
      } catch {
        // An invalid apiBaseUrl gets no hint.
      }
      const preconnect = (href, crossorigin) => ({ href, rel: 'preconnect', crossorigin });
      if (typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl) || !safe(manifestUrl)) {
        links.push(...origins.filter(safe).map((origin) => preconnect(origin, true)));
        return { links, images: [] };
      }
      origins = [...new Set([new URL(manifestUrl).origin, ...origins])].filter(safe);
      links.push(...origins.map((origin) => preconnect(origin, true)));
      // Scripts load without CORS, on a connection of their own.
      links.push(preconnect(origins[0], false));
      links.push({ href: manifestUrl, rel: 'preload', as: 'fetch', crossorigin: true });
      const { scripts, hints } = await remoteOf(manifestUrl);
      const fromRemote = remoteHints(hints, manifestUrl, pathname);
      links.push(...fromRemote.links);
      links.push(
        ...scripts
          .filter(safe)
          .map((href) => ({ href, rel: 'preload', as: 'script', fetchpriority: 'low' })),
      );
      return { links, images: fromRemote.images };
    },
  };
}
