import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { DOCUMENT_ORIGINS, PAGE_SLOT } from '@lyceum/contracts/constants';
import { AFTER_PAINT_TAG } from '@lyceum/build/page-markers';
import {
  composeDocument,
  documentMatches,
  forGuestsOnly,
  parseDocuments,
  parseFrames,
} from '../src/documents.mjs';
import { createStaticServer } from '../src/server.mjs';

// The host's index.html as the build minifies it: unquoted attributes, the default title and
// description, the app's note for a browser without scripts, the boot shell's picture marker.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="The default description.">' +
  '<title>Lyceum</title>' +
  '<template data-lyceum=after-paint><link rel=preload as=script href=/main.js>' +
  '<link rel=preload as=style href=/583.abcdef123456.css></template></head>' +
  '<body><noscript>Lyceum needs JavaScript.</noscript>' +
  '<div id=boot-shell><div class=boot-shell__hero><template data-lyceum=shell-image></template></div></div>' +
  '<div id=root></div></body></html>';

const FRAME = {
  path: '/fr/faq',
  language: 'fr',
  html: `<header class="top-bar">Lyceum</header><div id="main"><!--$-->${PAGE_SLOT}<!--/$--></div>`,
};

const FAQ = {
  page: 'faq',
  language: 'fr',
  path: '/fr/faq',
  head:
    '<title>Questions fréquentes — Lyceum</title>' +
    '<meta name="description" content="Réponses sur Lyceum."/>' +
    `<link rel="canonical" href="${DOCUMENT_ORIGINS.site}/fr/faq"/>` +
    `<meta property="og:image" content="${DOCUMENT_ORIGINS.publicRemote}/og-image.0123abcd.png"/>`,
  body: '<main id="page-main"><h1>Questions fréquentes</h1><p>Prix : 0 $1 $&</p></main>',
};

const parts = {
  frame: FRAME,
  document: FAQ,
  siteUrl: 'https://lyceum.example',
  remoteBase: 'https://public.example/v2/',
  stylesheet: 'documents.0123456789ab.css',
};

test('a document address matches its path, a token page any token', () => {
  assert.ok(documentMatches('/fr/faq', '/fr/faq'));
  assert.ok(documentMatches('/fr/faq', '/fr/faq/'));
  assert.ok(documentMatches('/', '/'));
  assert.ok(!documentMatches('/', '/faq'));
  assert.ok(!documentMatches('/fr/faq', '/fr/faq/more'));
  assert.ok(documentMatches('/verify-email/:token', '/verify-email/abc-123'));
  assert.ok(!documentMatches('/verify-email/:token', '/verify-email/'));
  assert.ok(!documentMatches('/verify-email/:token', '/fr/verify-email/abc'));
});

test('the page, its head, its language and its stylesheets go into the template', () => {
  const html = composeDocument(TEMPLATE, parts);
  assert.match(
    html,
    /^<!doctype html><html lang="fr" data-lyceum-document="everyone" data-lyceum-address="language" data-lyceum-languages="en fr" data-lyceum-start="input"><head>/,
  );
  // The page's title and description replace the template's; its addresses are the site's.
  assert.ok(!html.includes('<title>Lyceum</title>'));
  assert.ok(!html.includes('The default description.'));
  assert.equal(html.match(/<title>/g).length, 1);
  assert.ok(html.includes('<link rel="canonical" href="https://lyceum.example/fr/faq"/>'));
  assert.ok(html.includes('content="https://public.example/v2/og-image.0123abcd.png"'));
  assert.ok(!html.includes('.invalid'));
  // The stylesheets that paint it: the host's (preloaded for its scripts) and the remote's.
  assert.ok(
    html.includes(
      '<link rel="stylesheet" href="/583.abcdef123456.css"><link rel="stylesheet" href="https://public.example/v2/documents.0123456789ab.css">',
    ),
  );
  assert.ok(html.indexOf('rel="stylesheet"') < html.indexOf('</head>'));
  // The page inside the frame, in #root, its text as written (`$` patterns included).
  assert.ok(
    html.includes(
      '<div id="root"><header class="top-bar">Lyceum</header><div id="main"><!--$--><main id="page-main"><h1>Questions fréquentes</h1><p>Prix : 0 $1 $&</p></main><!--/$--></div></div>',
    ),
  );
  assert.ok(!html.includes(PAGE_SLOT));
  // A document reads without scripts: no note that they are needed, no boot picture.
  assert.ok(!html.includes('<noscript>'));
  assert.ok(!html.includes('shell-image'));
});

test("a signed-in visitor's pages differ on the landing and the guests' pages", () => {
  assert.ok(forGuestsOnly('landing'));
  assert.ok(forGuestsOnly('landingAlias'));
  assert.ok(forGuestsOnly('signIn'));
  assert.ok(!forGuestsOnly('faq'));
  assert.ok(!forGuestsOnly('verifyEmail'));
  const signIn = composeDocument(TEMPLATE, {
    ...parts,
    document: { ...FAQ, page: 'signIn', language: 'en', path: '/signin' },
  });
  assert.match(
    signIn,
    /<html lang="en" data-lyceum-document="guests" data-lyceum-address="single"/,
  );
});

test('a page showing what the API answers as it opens starts its app at once', () => {
  const compose = (page, path) =>
    composeDocument(TEMPLATE, { ...parts, document: { ...FAQ, page, language: 'en', path } });
  assert.ok(compose('faq', '/faq').includes('data-lyceum-start="input"'));
  assert.ok(!compose('status', '/status').includes('data-lyceum-start'));
  assert.ok(!compose('verifyEmail', '/verify-email/:token').includes('data-lyceum-start'));
});

test('broken files are refused, whole', () => {
  const documents = { version: 1, stylesheet: 'documents.0123.css', documents: [FAQ] };
  assert.deepEqual(parseDocuments(documents), documents);
  assert.equal(parseDocuments({ ...documents, version: 2 }), null);
  assert.equal(parseDocuments({ ...documents, stylesheet: '../x.css' }), null);
  assert.equal(
    parseDocuments({ ...documents, stylesheet: 'https://elsewhere.example/x.css' }),
    null,
  );
  assert.equal(parseDocuments({ ...documents, documents: [{ ...FAQ, body: 1 }] }), null);
  assert.equal(parseDocuments({ ...documents, documents: [{ ...FAQ, path: 'faq' }] }), null);
  assert.equal(parseDocuments({ ...documents, documents: [{ ...FAQ, page: 'nowhere' }] }), null);
  assert.equal(parseDocuments({ ...documents, documents: [{ ...FAQ, language: 'de' }] }), null);
  const frames = { version: 1, siteUrl: 'https://lyceum.example', frames: [FRAME] };
  assert.deepEqual(parseFrames(frames), frames);
  assert.equal(parseFrames({ ...frames, frames: [{ ...FRAME, html: '<div></div>' }] }), null);
  assert.equal(
    parseFrames({ ...frames, frames: [{ ...FRAME, html: FRAME.html + PAGE_SLOT }] }),
    null,
  );
});

/** A public remote's build folder served on its own origin, and a host's naming it. */
async function serveBoth({ documents }) {
  const remoteRoot = await mkdtemp(join(tmpdir(), 'lyceum-documents-remote-'));
  await writeFile(
    join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  if (documents) await writeFile(join(remoteRoot, 'documents.json'), JSON.stringify(documents));
  const remote = createStaticServer({ root: remoteRoot });
  await new Promise((done) => remote.listen(0, '127.0.0.1', done));
  const remoteOrigin = `http://127.0.0.1:${remote.address().port}`;
  const hostRoot = await mkdtemp(join(tmpdir(), 'lyceum-documents-host-'));
  await writeFile(join(hostRoot, 'index.html'), TEMPLATE);
  await writeFile(
    join(hostRoot, 'frames.json'),
    JSON.stringify({ version: 1, siteUrl: 'https://lyceum.example', frames: [FRAME] }),
  );
  await writeFile(
    join(hostRoot, 'runtime-config.json'),
    JSON.stringify({
      apiBaseUrl: 'http://127.0.0.1:9',
      remotes: { public: { name: 'lyceum_public', manifest: `${remoteOrigin}/mf-manifest.json` } },
    }),
  );
  const host = createStaticServer({
    root: hostRoot,
    spa: true,
    hints: { remote: 'public', paths: ['/fr/faq', '/fr/about'], afterPaint: AFTER_PAINT_TAG },
  });
  await new Promise((done) => host.listen(0, '127.0.0.1', done));
  return {
    remoteOrigin,
    hostBase: `http://127.0.0.1:${host.address().port}`,
    close: () => {
      host.close();
      remote.close();
    },
  };
}

test("the host's server sends a public page's document, from the remote its config names", async () => {
  const documents = { version: 1, stylesheet: 'documents.0123456789ab.css', documents: [FAQ] };
  const { remoteOrigin, hostBase, close } = await serveBoth({ documents });
  try {
    const faq = await fetch(`${hostBase}/fr/faq`);
    assert.equal(faq.status, 200);
    const html = await faq.text();
    assert.ok(html.includes('<html lang="fr"'));
    assert.ok(html.includes('<h1>Questions fréquentes</h1>'));
    assert.ok(html.includes(`href="${remoteOrigin}/documents.0123456789ab.css"`));
    assert.ok(html.includes(`content="${remoteOrigin}/og-image.0123abcd.png"`));
    assert.match(
      faq.headers.get('content-security-policy'),
      /style-src 'self' 'unsafe-inline' http/,
    );
    // A public path with no document there, and an app path, get the entry document.
    for (const path of ['/fr/about', '/flashcards']) {
      const other = await (await fetch(`${hostBase}${path}`)).text();
      assert.ok(other.includes('<title>Lyceum</title>') && other.includes('<div id=root></div>'));
    }
  } finally {
    close();
  }
});

test('without a usable documents.json, every page is the entry document', async () => {
  for (const documents of [
    null,
    { version: 1, stylesheet: 'x.css', documents: [{ page: 'faq' }] },
  ]) {
    const { hostBase, close } = await serveBoth({ documents });
    try {
      const html = await (await fetch(`${hostBase}/fr/faq`)).text();
      assert.ok(html.includes('<div id=root></div>'), JSON.stringify(documents));
      assert.ok(html.includes('<noscript>Lyceum needs JavaScript.</noscript>'));
    } finally {
      close();
    }
  }
});
