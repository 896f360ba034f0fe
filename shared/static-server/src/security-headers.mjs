// What a served page may load and do. The policy is made per response from the page itself (the
// hashes of its inline scripts) and the folder's runtime-config.json (the remotes' and the API's
// origins), so moving a remote or the API changes the policy without a rebuild.
import { createHash } from 'node:crypto';
import { configOrigins } from './runtime-config.mjs';

/** Headers of every HTML response, whatever the policy. */
export const PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  // The apps open no window they talk to, so nothing needs their browsing context group.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * The policy of every response that is not a page (scripts, JSON, images, the 404 text): such a
 * file opened as a document, an SVG say, runs nothing and cannot be framed. The policy of a
 * script file does not apply to the page that runs it.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Script types the browser runs; any other type (application/ld+json) is a data block. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** CSP sources (`'sha256-…'`) of the inline scripts the browser would run in this HTML. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type ? (type[1] ?? type[2] ?? type[3]) : '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(value)) continue;
    // The browser hashes the text as parsed, after line endings became \n.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of a page: scripts from itself, the remotes and its own inline
 * scripts (by hash, never 'unsafe-inline'); connections to itself, the remotes (manifests) and
 * the API. Styles allow 'unsafe-inline' because the bundles inject their CSS as <style>
 * elements at run time. With no runtime config, only the page's own origin is allowed.
 * @param {{ html: string, config?: unknown }} page
 */
export function pageCsp({ html, config }) {
  const { api, remotes } = configOrigins(config);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...inlineScriptHashes(html)],
    ['style-src', "'self'", "'unsafe-inline'", ...remotes],
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...remotes, ...api],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => [...new Set(sources)].join(' ')).join('; ');
}
