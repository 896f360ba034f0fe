const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, test } = require('node:test');
const { devRuntimeConfig, frontEnd, frontEnds, readApps, ROOT } = require('../apps.cjs');
const createWebpackConfig = require('../webpack-config.cjs');

const { outputFolder, runtimeConfigText } = require('../webpack-output.cjs');
const { SINGLETONS } = require('../webpack-sharing.cjs');
const saved = { ...process.env };
afterEach(() => {
  for (const name of ['LYCEUM_OUT_DIR', 'LYCEUM_FIXTURE', 'LYCEUM_RUNTIME_CONFIG']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

test('the development runtime config names every remote as apps.json does', () => {
  const apps = readApps();
  const config = devRuntimeConfig();
  assert.equal(config.apiBaseUrl, `http://localhost:${apps.api.port}`);
  assert.deepEqual(Object.keys(config.remotes), Object.keys(apps.remotes));
  for (const [key, remote] of Object.entries(apps.remotes)) {
    const entry = config.remotes[key];
    assert.equal(entry.name, remote.name);
    assert.equal(entry.manifest, `http://localhost:${remote.port}/mf-manifest.json`);
    assert.equal(entry.mount, remote.mount);
    assert.equal(entry.access, remote.access);
    assert.equal(entry.home, remote.home);
  }
  assert.equal(config.remotes.public.mount, undefined);
  // Exactly one area serves the signed-in home.
  assert.equal(Object.values(config.remotes).filter((remote) => remote.home).length, 1);
});

test('front-ends are the host and the remotes, each with a folder, port and name', () => {
  const all = frontEnds();
  assert.equal(all[0].key, 'host');
  assert.equal(all.length, 1 + Object.keys(readApps().remotes).length);
  for (const app of all) {
    assert.ok(fs.existsSync(path.join(ROOT, app.folder, 'package.json')), app.folder);
    assert.ok(app.port > 0 && app.name, app.key);
  }
  assert.throws(() => frontEnd('nope'), /known: host, public/);
});

test('LYCEUM_OUT_DIR picks the output folder and never one holding the app', () => {
  const dir = path.join(ROOT, 'remote-academy');
  assert.equal(outputFolder(dir), path.join(dir, 'dist'));
  const elsewhere = path.join(os.tmpdir(), 'lyceum-academy-fixture');
  process.env.LYCEUM_OUT_DIR = elsewhere;
  assert.equal(outputFolder(dir), elsewhere);
  process.env.LYCEUM_OUT_DIR = 'dist-fixture';
  assert.equal(outputFolder(dir), path.join(dir, 'dist-fixture'));
  for (const refused of ['.', '..', ROOT, '/', 'src', 'dist/../src', 'public']) {
    process.env.LYCEUM_OUT_DIR = refused;
    assert.throws(() => outputFolder(dir), /empties its output folder/, refused);
  }
});

test('the factory reads name and port from apps.json and defines the build variables', () => {
  const dir = path.join(ROOT, 'remote-academy');
  const make = createWebpackConfig({ dir, app: 'academy', title: 'x', exposes: {} });
  process.env.LYCEUM_FIXTURE = 'extra-page';
  const config = make({}, { mode: 'production' });
  const academy = readApps().remotes.academy;
  assert.equal(config.output.uniqueName, academy.name);
  assert.equal(config.devServer.port, Number(process.env.PORT ?? academy.port));
  const define = config.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  assert.deepEqual(define.definitions, { 'process.env.LYCEUM_FIXTURE': '"extra-page"' });
  delete process.env.LYCEUM_FIXTURE;
  const plain = make({}, { mode: 'production' });
  const none = plain.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  assert.deepEqual(none.definitions, { 'process.env.LYCEUM_FIXTURE': '""' });
  assert.ok(SINGLETONS.includes('@tanstack/react-query'));
});

test('LYCEUM_RUNTIME_CONFIG replaces the generated runtime config', () => {
  assert.deepEqual(JSON.parse(runtimeConfigText()), devRuntimeConfig());
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-build-')), 'config.json');
  fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: 'https://api.example', remotes: {} }));
  process.env.LYCEUM_RUNTIME_CONFIG = file;
  assert.deepEqual(JSON.parse(runtimeConfigText()), {
    apiBaseUrl: 'https://api.example',
    remotes: {},
  });
});
