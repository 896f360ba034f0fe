// The public pages as documents: at a public page's address, the host's index.html is sent with
// the page already in it — the public remote's prerendered page (documents.json of the build the
// runtime config points at) inside the host's prerendered frame (frames.json beside index.html),
// its head (title, description, canonical and alternates, Open Graph) in place of the template's
// title and description, its language in <html lang>, and the stylesheets that paint it linked
// before the first paint. The app then takes the page over in place (see the host's bootstrap).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DOCUMENT_ORIGINS,
  FRAMES_FILE,
  LANGUAGES,
  PAGE_SLOT,
  PUBLIC_PAGES,
  publicPage,
  START_AT_INPUT,
} from '@lyceum/contracts/constants';
import { SHELL_IMAGE_MARKER } from './server.mjs';

/** Whether a document's address (`/fr/faq`, `/verify-email/:token`) is this request path's. */
export function documentMatches(documentPath, pathname) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const expected = documentPath.split('/');
  const actual = trimmed.split('/');
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, index) =>
        segment === actual[index] || (segment.startsWith(':') && actual[index] !== ''),
    )
  );
}

const isText = (value) => typeof value === 'string';
/** A stylesheet's name in a remote's documents.json: one file of its folder. */
const STYLESHEET_NAME = /^[\w-]+(?:\.[\w-]+)*\.css$/;

/**
 * A remote's documents.json when it is well formed (`{ version: 1, stylesheet, documents }`,
 * each document with its page and language among the site's, its path, head and body), else null: a broken file means
 * the pages are sent as the app's entry document, as before prerendering.
 */
export function parseDocuments(value) {
  if (value?.version !== 1 || !Array.isArray(value.documents)) return null;
  if (!isText(value.stylesheet) || !STYLESHEET_NAME.test(value.stylesheet)) return null;
  const valid = value.documents.every(
    (document) =>
      ['page', 'language', 'path', 'head', 'body'].every((key) => isText(document?.[key])) &&
      document.path.startsWith('/') &&
      PUBLIC_PAGES.some((page) => page.key === document.page) &&
      LANGUAGES.includes(document.language),
  );
  return valid ? value : null;
}

/** A host's frames.json when it is well formed, else null. */
export function parseFrames(value) {
  if (value?.version !== 1 || !isText(value.siteUrl) || !Array.isArray(value.frames)) return null;
  const valid = value.frames.every(
    (frame) =>
      ['path', 'language', 'html'].every((key) => isText(frame?.[key])) &&
      frame.html.split(PAGE_SLOT).length === 2,
  );
  return valid ? value : null;
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const DESCRIPTION_ELEMENT = /<meta name="?description"? content=(?:"[^"]*"|[^\s>]+)\s*\/?>/;
const HTML_TAG = /<html\b[^>]*>/;
/** The entry document's note that the app needs scripts: a document reads without them. */
const APP_NOSCRIPT = /(<body\b[^>]*>\s*)<noscript>[^<]*<\/noscript>/;
/** A stylesheet the template preloads for its scripts (`<link rel=preload as=style href=…>`). */
const STYLE_PRELOAD = /<link\b[^>]*\bas="?style"?[^>]*>/g;
const HREF = /\bhref="?([^"\s>]+)"?/;

/** The stylesheets the template's scripts load, by their addresses in it. */
export function templateStylesheets(template) {
  return [...template.matchAll(STYLE_PRELOAD)]
    .map(([tag]) => HREF.exec(tag)?.[1])
    .filter((href) => href !== undefined);
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Whether a signed-in visitor sees something else than a page's document at its address: the
 * landing (their home is the app's) and the guests' pages (they are sent home).
 */
export function forGuestsOnly(key) {
  const page = publicPage(key);
  return page.access === 'guests' || page.key === 'landing' || page.aliasOf === 'landing';
}

/**
 * The attributes of a document's <html>: its language; `data-lyceum-document`, `guests` for a
 * page a signed-in visitor does not see as it stands, else `everyone`; `data-lyceum-address`,
 * `language` when the page has an address in each of its languages (the address names the
 * language), else `single`; the site's languages; and, unless the page shows what the API
 * answers as it opens, START_AT_INPUT (the app waits for the visitor's first input). The
 * template's first script, its starter and the app's start-up read them.
 */
function htmlAttributes(document) {
  const page = publicPage(document.page);
  const audience = forGuestsOnly(document.page) ? 'guests' : 'everyone';
  const address = page.languages.length > 1 ? 'language' : 'single';
  return [
    `lang="${escapeAttribute(document.language)}"`,
    `data-lyceum-document="${audience}"`,
    `data-lyceum-address="${address}"`,
    `data-lyceum-languages="${LANGUAGES.join(' ')}"`,
    ...(page.live ? [] : [`${START_AT_INPUT.attribute}="${START_AT_INPUT.value}"`]),
  ].join(' ');
}

/**
 * The document of one public page: `template` (the host's index.html) with the page in it.
 * @param {string} template
 * @param {{ frame: { html: string }, document: { language: string, head: string, body: string },
 *   siteUrl: string, remoteBase: string, stylesheet: string }} parts `remoteBase` is the
 *   address the remote's files are served under (ending in `/`), `stylesheet` its stylesheet's
 *   name there
 */
export function composeDocument(template, { frame, document, siteUrl, remoteBase, stylesheet }) {
  const addresses = (text) =>
    text
      .replaceAll(`${DOCUMENT_ORIGINS.publicRemote}/`, remoteBase)
      .replaceAll(DOCUMENT_ORIGINS.site, siteUrl);
  const stylesheets = [...templateStylesheets(template), new URL(stylesheet, remoteBase).href]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  const root = `<div id="root">${frame.html.replace(PAGE_SLOT, () => addresses(document.body))}</div>`;
  return template
    .replace(HTML_TAG, (tag) => tag.replace(/\blang="?[\w-]*"?/, () => htmlAttributes(document)))
    .replace(DESCRIPTION_ELEMENT, '')
    .replace(TITLE_ELEMENT, () => addresses(document.head) + stylesheets)
    .replace(APP_NOSCRIPT, '$1')
    .replace(SHELL_IMAGE_MARKER, '')
    .replace(ROOT_ELEMENT, () => root);
}

/**
 * Reads `<root>/frames.json` (FRAMES_FILE), again whenever the file changes; null while it is
 * missing or broken.
 */
export function createFramesReader(root) {
  const file = join(root, FRAMES_FILE);
  let cached = { version: null, frames: null };
  return async function readFrames() {
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (cached.version !== version) {
        cached = { version, frames: parseFrames(JSON.parse(await readFile(file, 'utf8'))) };
      }
      return cached.frames;
    } catch {
      cached = { version: null, frames: null };
      return null;
    }
  };
}

/**
 * The document at a request path, or null where there is none (no prerendered page there, no
 * frame for it, or a missing or broken file): `template` is the host's index.html, `provider`
 * the hints provider of the public remote (its `documentFor`), `readFrames` the host's frames.
 */
export async function documentAt(pathname, template, { provider, readFrames }) {
  const [frames, found] = await Promise.all([readFrames(), provider.documentFor(pathname)]);
  if (!frames || !found) return null;
  const frame = frames.frames.find(
    (entry) => entry.path === found.document.path && entry.language === found.document.language,
  );
  if (!frame) return null;
  return composeDocument(template, {
    frame,
    document: found.document,
    siteUrl: frames.siteUrl,
    remoteBase: found.base,
    stylesheet: found.stylesheet,
  });
}
