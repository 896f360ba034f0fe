import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { cacheControl, createStaticServer } from '../src/server.mjs';

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
  assert.notEqual(res.status, 200);
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
