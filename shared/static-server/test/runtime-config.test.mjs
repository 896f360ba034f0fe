import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { configOrigins, remoteManifest } from '../src/runtime-config.mjs';
import { createStaticServer } from '../src/server.mjs';

const config = (academyOrigin) => ({
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    public: { name: 'lyceum_public', manifest: 'http://localhost:3001/mf-manifest.json' },
    academy: {
      name: 'lyceum_academy',
      manifest: `${academyOrigin}/mf-manifest.json`,
      mount: 'flashcards',
      access: 'user',
    },
  },
});

let root;
let override;
let server;
let base;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'lyceum-static-config-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
  await writeFile(
    join(root, 'runtime-config.json'),
    JSON.stringify(config('http://localhost:3002')),
  );
  override = join(await mkdtemp(join(tmpdir(), 'lyceum-static-override-')), 'academy-moved.json');
  server = createStaticServer({ root, spa: true, runtimeConfig: override });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

const scriptSources = (response) =>
  response.headers
    .get('content-security-policy')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    .slice(1);

test('a given runtime config file replaces the folder’s own while it exists', async () => {
  const own = await fetch(`${base}/runtime-config.json`);
  assert.equal(own.status, 200);
  assert.equal(
    (await own.json()).remotes.academy.manifest,
    'http://localhost:3002/mf-manifest.json',
  );
  const ownTag = own.headers.get('etag');
  assert.ok(ownTag);

  await writeFile(override, JSON.stringify(config('http://localhost:4555')));
  try {
    // The browser revalidates its copy: the other file is never answered 304.
    const moved = await fetch(`${base}/runtime-config.json`, {
      headers: { 'If-None-Match': ownTag, 'If-Modified-Since': new Date().toUTCString() },
    });
    assert.equal(moved.status, 200);
    assert.match(moved.headers.get('content-type'), /application\/json/);
    assert.equal(moved.headers.get('cache-control'), 'no-cache');
    assert.equal(
      (await moved.json()).remotes.academy.manifest,
      'http://localhost:4555/mf-manifest.json',
    );
    // The pages' policy follows the file that is served.
    const page = await fetch(`${base}/flashcards/fixture`);
    assert.ok(scriptSources(page).includes('http://localhost:4555'));
    assert.ok(!scriptSources(page).includes('http://localhost:3002'));
    // Its own name only: the file is not reachable under any other path.
    assert.equal((await fetch(`${base}/academy-moved.json`)).status, 404);
  } finally {
    await rm(override);
  }
  const back = await fetch(`${base}/runtime-config.json`);
  assert.equal(
    (await back.json()).remotes.academy.manifest,
    'http://localhost:3002/mf-manifest.json',
  );
  assert.ok(scriptSources(await fetch(`${base}/`)).includes('http://localhost:3002'));
});

test('a remote’s origin is its manifest’s', () => {
  const value = config('https://academy.example');
  assert.equal(remoteManifest(value, 'academy'), 'https://academy.example/mf-manifest.json');
  assert.equal(remoteManifest(value, 'chat'), null);
  assert.deepEqual(configOrigins(value), {
    api: ['http://localhost:8000'],
    remotes: ['http://localhost:3001', 'https://academy.example'],
  });
});
