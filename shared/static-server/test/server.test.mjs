import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AFTER_PAINT_TAG } from '@lyceum/build/page-markers';
import { precompressFolder } from '../src/precompress.mjs';
import { cacheControl, createStaticServer, negotiateEncoding, withHints } from '../src/server.mjs';

let server;
let base;

before(async () => {
  const root = await mkdtemp(join(tmpdir(), 'lyceum-static-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(join(root, 'mf-manifest.json'), '{}');
  await writeFile(join(root, 'main.0123abcd.js'), 'console.log(1)');
  await mkdir(join(root, 'sub'));
  server = createStaticServer({ root, spa: true });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

test('entry files are revalidated, hashed chunks immutable', async () => {
  const manifest = await fetch(`${base}/mf-manifest.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache');
  assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
  const chunk = await fetch(`${base}/main.0123abcd.js`);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.match(chunk.headers.get('content-type'), /javascript/);
  assert.equal(cacheControl('runtime-config.json'), 'no-cache');
  assert.equal(cacheControl('remoteEntry.js'), 'no-cache');
});

test('spa fallback serves index.html for routes, 404 for missing assets', async () => {
  const route = await fetch(`${base}/fr/about?x=1`);
  assert.equal(route.status, 200);
  assert.match(await route.text(), /<title>x/);
  assert.equal((await fetch(`${base}/missing.js`)).status, 404);
});

test('paths cannot escape the root', async () => {
  const res = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
  assert.equal(res.status, 404);
});

test('an unchanged entry file revalidates with 304', async () => {
  const first = await fetch(`${base}/mf-manifest.json`);
  const lastModified = first.headers.get('last-modified');
  assert.ok(lastModified);
  const again = await fetch(`${base}/mf-manifest.json`, {
    headers: { 'If-Modified-Since': lastModified },
  });
  assert.equal(again.status, 304);
});

/** A GET of `url` with this Accept-Encoding: the headers and the bytes as sent. */
const getEncoded = (url, encoding) =>
  new Promise((done, fail) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', fail);
  });

/** Serves `root` on a free port for the length of `use(base)`. */
async function serving(root, use) {
  const local = createStaticServer({ root });
  await new Promise((done) => local.listen(0, '127.0.0.1', done));
  try {
    return await use(`http://127.0.0.1:${local.address().port}`);
  } finally {
    local.close();
  }
}

test('text files are sent compressed per Accept-Encoding, with Vary', async () => {
  const root = await mkdtemp(join(tmpdir(), 'lyceum-static-gz-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  await writeFile(join(root, 'app.0123abcd.js'), script);
  const local = createStaticServer({ root });
  await new Promise((done) => local.listen(0, '127.0.0.1', done));
  const at = `http://127.0.0.1:${local.address().port}/app.0123abcd.js`;
  try {
    const get = (encoding) => getEncoded(at, encoding);
    const br = await get('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(br.body).toString(), script);
    const gz = await get('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);
    const plain = await get('identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
  } finally {
    local.close();
  }
});

test("a build's compressed copies are written once and sent as they are, unless older than the file", async () => {
  const root = await mkdtemp(join(tmpdir(), 'lyceum-static-copies-'));
  const script = `console.log(${JSON.stringify('y'.repeat(4000))});\n`;
  await writeFile(join(root, 'app.0123abcd.js'), script);
  await writeFile(join(root, 'app.0123abcd.js.map'), `{"x":"${'z'.repeat(4000)}"}`);
  await writeFile(join(root, '.notes.txt'), 'n'.repeat(4000));
  await writeFile(join(root, 'small.js'), 'console.log(2)');
  assert.equal(await precompressFolder(root), 2);
  assert.deepEqual((await readdir(root)).filter((name) => /\.(br|gz)$/.test(name)).sort(), [
    'app.0123abcd.js.br',
    'app.0123abcd.js.gz',
  ]);

  // A copy of other bytes shows which one is sent: the copy while it is as new as the file.
  const copy = join(root, 'app.0123abcd.js.br');
  await writeFile(copy, brotliCompressSync('from the copy'));
  await serving(root, async (base) => {
    const sent = await getEncoded(`${base}/app.0123abcd.js`, 'br');
    assert.equal(sent.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(sent.body).toString(), 'from the copy');
  });
  const older = new Date(Date.now() - 60_000);
  await utimes(copy, older, older);
  await serving(root, async (base) => {
    const sent = await getEncoded(`${base}/app.0123abcd.js`, 'br');
    assert.equal(brotliDecompressSync(sent.body).toString(), script);
  });
});

test('Accept-Encoding negotiation prefers br, then gzip, and honours q=0', () => {
  assert.equal(negotiateEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(negotiateEncoding('gzip'), 'gzip');
  assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(negotiateEncoding('*'), 'br');
  assert.equal(negotiateEncoding(''), null);
  assert.equal(negotiateEncoding('identity'), null);
});

test('hints preload the remote named in runtime-config.json, at serve time', async () => {
  // The remote: a manifest and its preload hints.
  const remoteRoot = await mkdtemp(join(tmpdir(), 'lyceum-static-remote-'));
  await writeFile(
    join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['29.0123abcd.js'], async: ['7.0123abcd.js'] } } }],
    }),
  );
  await writeFile(
    join(remoteRoot, 'preload-hints.json'),
    JSON.stringify({
      links: [
        {
          paths: ['/', '/fr'],
          href: 'hero-1200.abcdef12.avif',
          as: 'image',
          type: 'image/avif',
          imagesrcset: 'hero-300.abcdef12.avif 300w, hero-1200.abcdef12.avif 1200w',
          imagesizes: '100vw',
        },
      ],
    }),
  );
  const remote = createStaticServer({ root: remoteRoot });
  await new Promise((done) => remote.listen(0, '127.0.0.1', done));
  const remoteOrigin = `http://127.0.0.1:${remote.address().port}`;
  // The host: a runtime config naming the remote and the boot shell marker in index.html.
  const hostRoot = await mkdtemp(join(tmpdir(), 'lyceum-static-host-'));
  await writeFile(
    join(hostRoot, 'index.html'),
    '<!doctype html><head><template data-lyceum=after-paint><link rel=preload as=script href=/1.js></template></head>' +
      '<div id=boot-shell><template data-lyceum=shell-image></template></div>',
  );
  const writeConfig = (origin) =>
    writeFile(
      join(hostRoot, 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: 'http://127.0.0.1:9',
        remotes: { public: { name: 'lyceum_public', manifest: `${origin}/mf-manifest.json` } },
      }),
    );
  await writeConfig(remoteOrigin);
  const host = createStaticServer({
    root: hostRoot,
    spa: true,
    hints: { remote: 'public', paths: ['/', '/fr'], afterPaint: AFTER_PAINT_TAG },
  });
  await new Promise((done) => host.listen(0, '127.0.0.1', done));
  const hostBase = `http://127.0.0.1:${host.address().port}`;
  try {
    const landing = await fetch(`${hostBase}/fr`);
    // Connections and the picture start at once, from the header.
    const link = landing.headers.get('link');
    assert.ok(link.includes(`<${remoteOrigin}>; rel=preconnect; crossorigin`));
    assert.ok(link.includes(`<${remoteOrigin}/hero-1200.abcdef12.avif>; rel=preload; as=image`));
    assert.ok(!link.includes('as=script') && !link.includes('as=fetch'), link);
    // Scripts and data wait for the first paint, in the page's after-paint template, before the
    // build's own preloads.
    const html = await landing.text();
    const later = html.match(/<template data-lyceum=after-paint>(.*?)<\/template>/)[1];
    assert.ok(
      later.includes('<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>'),
    );
    assert.ok(
      later.includes(
        `<link rel="preload" href="${remoteOrigin}/mf-manifest.json" as="fetch" crossorigin>`,
      ),
    );
    assert.ok(
      later.includes(`href="${remoteOrigin}/remoteEntry.js" as="script" fetchpriority="low">`),
    );
    assert.ok(later.includes(`href="${remoteOrigin}/29.0123abcd.js" as="script"`));
    assert.ok(later.endsWith('<link rel=preload as=script href=/1.js>'));
    assert.ok(!html.includes('7.0123abcd.js'), 'async chunks are not preloaded');
    assert.ok(html.includes(`<img src="${remoteOrigin}/hero-1200.abcdef12.avif"`));
    assert.ok(html.includes('elementtiming="boot-picture"'), 'the starter waits for its paint');
    assert.ok(html.includes(`srcset="${remoteOrigin}/hero-300.abcdef12.avif 300w`));

    const about = await fetch(`${hostBase}/about`);
    assert.equal(about.headers.get('link'), null);
    assert.ok(!(await about.text()).includes('<img'));

    // Retargeting the remote in the config retargets the hints, with no rebuild.
    await writeConfig('http://127.0.0.1:1');
    const moved = await fetch(`${hostBase}/`);
    assert.ok((await moved.text()).includes('href="http://127.0.0.1:1/mf-manifest.json"'));
    const movedAgain = await (await fetch(`${hostBase}/`)).text();
    assert.ok(!movedAgain.includes('<img'), 'no picture when the remote is unreachable');
  } finally {
    host.close();
    remote.close();
  }
});

test('a page without an after-paint template gets every hint in its Link header', () => {
  const page = withHints('<!doctype html><title>x</title>', {
    links: [
      { href: '/runtime-config.json', rel: 'preload', as: 'fetch', crossorigin: true },
      { href: 'http://remote', rel: 'preconnect' },
    ],
  });
  assert.equal(page.html, '<!doctype html><title>x</title>');
  assert.equal(
    page.link,
    '</runtime-config.json>; rel=preload; as=fetch; crossorigin, <http://remote>; rel=preconnect',
  );
  assert.deepEqual(withHints('<p>'), { html: '<p>', link: '' });
});
