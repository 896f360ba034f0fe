import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { createStaticServer } from '../src/server.mjs';
import { inlineScriptHashes, pageCsp } from '../src/security-headers.mjs';

const BIN = fileURLToPath(new URL('../bin/lyceum-static-server.mjs', import.meta.url));

async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A raw GET, so `..` and encoded segments reach the server as written. */
async function status(base, path) {
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return response.status;
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sources of one directive of a policy. */
function directive(policy, name) {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  assert.ok(found, `${name} is in the policy`);
  return found.slice(1);
}

describe('only what the build publishes is served', () => {
  let base;
  let server;
  let withMaps;
  let withMapsBase;

  before(async () => {
    const outside = await mkdtemp(join(tmpdir(), 'lyceum-static-outside-'));
    await writeFile(join(outside, 'secret.txt'), 'outside the root');
    await mkdir(join(outside, 'folder'));
    await writeFile(join(outside, 'folder', 'secret.txt'), 'outside the root');
    const root = await mkdtemp(join(tmpdir(), 'lyceum-static-root-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(join(root, 'app.0123abcd.js'), 'console.log(1)');
    await writeFile(join(root, 'app.0123abcd.js.map'), '{"version":3}');
    await writeFile(join(root, '.env'), 'JWT_SECRET=x');
    await mkdir(join(root, '.git'));
    await writeFile(join(root, '.git', 'config'), '[core]');
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', '.hidden.txt'), 'hidden');
    await mkdir(join(root, '.well-hidden'));
    await writeFile(join(root, '.well-hidden', 'file.txt'), 'hidden');
    await symlink(join(outside, 'secret.txt'), join(root, 'passwd-link.txt'));
    await symlink('/etc/passwd', join(root, 'etc-passwd.txt'));
    await symlink(join(outside, 'folder'), join(root, 'linked-folder'));
    await symlink(join(root, '.env'), join(root, 'env.txt'));
    await symlink(join(root, 'app.0123abcd.js'), join(root, 'alias.js'));
    server = createStaticServer({ root, spa: true });
    base = await listen(server);
    withMaps = createStaticServer({ root, sourceMaps: true });
    withMapsBase = await listen(withMaps);
  });
  after(() => {
    server.close();
    withMaps.close();
  });

  test('a symlink out of the folder is a 404, one inside it is served', async () => {
    assert.equal(await status(base, '/passwd-link.txt'), 404);
    assert.equal(await status(base, '/etc-passwd.txt'), 404);
    assert.equal(await status(base, '/linked-folder/secret.txt'), 404);
    assert.equal(await status(base, '/alias.js'), 200);
  });

  test('dotfiles and dot folders are a 404, however the path is written', async () => {
    for (const path of [
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/assets/.hidden.txt',
      '/.well-hidden/file.txt',
      '/env.txt',
    ]) {
      assert.equal(await status(base, path), 404, path);
    }
    // The SPA fallback does not turn a refused path into a page either.
    assert.equal(await status(base, '/.git'), 404);
  });

  test('paths escaping the folder are a 404, not a 403', async () => {
    assert.equal(await status(base, '/..%2f..%2fetc%2fpasswd'), 404);
    assert.equal(await status(base, '/assets/..%2f..%2f..%2fetc%2fpasswd'), 404);
  });

  test('source maps are served only when asked for', async () => {
    assert.equal(await status(base, '/app.0123abcd.js.map'), 404);
    assert.equal(await status(withMapsBase, '/app.0123abcd.js.map'), 200);
    assert.equal(await status(withMapsBase, '/.env'), 404);
  });
});

describe('pages carry a Content-Security-Policy from the runtime config', () => {
  const BOOT = "(function(){document.getElementById('x').remove()})();";
  const REMOTE = 'http://remote.example:3001';
  const API = 'https://api.example';
  let hostRoot;
  let host;
  let hostBase;
  let remote;
  let remoteBase;

  const writeConfig = (remoteOrigin) =>
    writeFile(
      join(hostRoot, 'runtime-config.json'),
      JSON.stringify({
        apiBaseUrl: `${API}/`,
        remotes: {
          public: { name: 'lyceum_public', manifest: `${remoteOrigin}/mf-manifest.json` },
          chat: {
            name: 'lyceum_chat',
            manifest: `${remoteOrigin}/chat/mf-manifest.json`,
            mount: 'chat',
            access: 'user',
          },
        },
      }),
    );

  before(async () => {
    hostRoot = await mkdtemp(join(tmpdir(), 'lyceum-static-csp-host-'));
    await writeFile(
      join(hostRoot, 'index.html'),
      `<!doctype html><script defer src=/main.js></script><div id=x></div><script>${BOOT}</script>` +
        '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    );
    await writeFile(join(hostRoot, 'main.js'), 'console.log(1)');
    await writeConfig(REMOTE);
    host = createStaticServer({ root: hostRoot, spa: true });
    hostBase = await listen(host);
    const remoteRoot = await mkdtemp(join(tmpdir(), 'lyceum-static-csp-remote-'));
    await writeFile(join(remoteRoot, 'index.html'), '<!doctype html><script>run()</script>');
    remote = createStaticServer({ root: remoteRoot });
    remoteBase = await listen(remote);
  });
  after(() => {
    host.close();
    remote.close();
  });

  test('scripts and connections only from itself, the remotes and the API', async () => {
    const response = await fetch(`${hostBase}/fr/status`);
    assert.equal(response.status, 200);
    const policy = response.headers.get('content-security-policy');
    assert.ok(policy);
    assert.deepEqual(directive(policy, 'script-src'), ["'self'", REMOTE, sha256(BOOT)]);
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'", REMOTE, API]);
    assert.deepEqual(directive(policy, 'default-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'img-src'), ["'self'", 'data:', REMOTE]);
    assert.deepEqual(directive(policy, 'object-src'), ["'none'"]);
    assert.deepEqual(directive(policy, 'base-uri'), ["'self'"]);
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
    assert.ok(!directive(policy, 'script-src').includes("'unsafe-inline'"));
    assert.ok(!directive(policy, 'script-src').includes("'unsafe-eval'"));
  });

  test('the usual protections come with every page', async () => {
    const { headers } = await fetch(`${hostBase}/`);
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('x-frame-options'), 'DENY');
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin');
    assert.match(headers.get('permissions-policy'), /camera=\(\)/);
  });

  test('moving a remote changes the policy at once, and no 304 keeps the old one', async () => {
    const first = await fetch(`${hostBase}/`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const same = await fetch(`${hostBase}/`, { headers: { 'If-None-Match': etag } });
    assert.equal(same.status, 304);

    await writeConfig('https://moved.example');
    try {
      const moved = await fetch(`${hostBase}/`, { headers: { 'If-None-Match': etag } });
      assert.equal(moved.status, 200);
      const policy = moved.headers.get('content-security-policy');
      assert.deepEqual(directive(policy, 'script-src'), [
        "'self'",
        'https://moved.example',
        sha256(BOOT),
      ]);
      assert.ok(!policy.includes(REMOTE));
    } finally {
      await writeConfig(REMOTE);
    }
  });

  test('a folder without a runtime config allows only its own origin', async () => {
    const response = await fetch(`${remoteBase}/`);
    const policy = response.headers.get('content-security-policy');
    assert.deepEqual(directive(policy, 'script-src'), ["'self'", sha256('run()')]);
    assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
    assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"]);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
  });

  test('files that are not pages can run nothing when opened as one', async () => {
    for (const path of ['/main.js', '/runtime-config.json', '/missing.js']) {
      const { headers } = await fetch(`${hostBase}${path}`);
      assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
      assert.match(headers.get('content-security-policy'), /default-src 'none'/, path);
    }
  });
});

test('inline script hashes are those the browser computes', () => {
  assert.deepEqual(inlineScriptHashes('<script>a()</script><SCRIPT type=module>b()</SCRIPT>'), [
    sha256('a()'),
    sha256('b()'),
  ]);
  // The parser turns CRLF into LF before hashing.
  assert.deepEqual(inlineScriptHashes('<script>a();\r\nb()</script>'), [sha256('a();\nb()')]);
  // External scripts and data blocks need no hash.
  assert.deepEqual(
    inlineScriptHashes(
      '<script defer src="/main.js"></script><script type="application/ld+json">{}</script>',
    ),
    [],
  );
  // Relative or non-http URLs in a config add no origin.
  const policy = pageCsp({
    html: '',
    config: {
      apiBaseUrl: '/api',
      remotes: {
        a: { manifest: 'javascript:alert(1)' },
        b: { manifest: 'not a url' },
        c: 'http://old-shape.example/mf-manifest.json',
      },
    },
  });
  assert.deepEqual(directive(policy, 'connect-src'), ["'self'"]);
  assert.deepEqual(directive(policy, 'script-src'), ["'self'"]);
});

const connects = (port, host) =>
  new Promise((done) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** A port nobody listens on right now. */
async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

test('the command listens on 127.0.0.1 unless told otherwise', async () => {
  const root = await mkdtemp(join(tmpdir(), 'lyceum-static-bin-'));
  await writeFile(join(root, 'index.html'), '<!doctype html>');
  const env = { ...process.env };
  delete env.HOST;
  delete env.PORT;
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, root, '--port', String(port)], { env });
  try {
    await new Promise((done, fail) => {
      child.stdout.once('data', done);
      child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
    });
    assert.ok(await connects(port, '127.0.0.1'));
    assert.equal((await fetch(`http://localhost:${port}/`)).status, 200);
    // Linux routes all of 127/8 to loopback: a server on every interface would answer here too.
    if (process.platform === 'linux') assert.equal(await connects(port, '127.0.0.2'), false);
  } finally {
    child.kill();
  }
});
