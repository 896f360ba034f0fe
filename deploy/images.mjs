#!/usr/bin/env node
// Builds Lyceum's production images and checks that they serve, with Docker or, on a machine
// without a Docker engine, with buildah.
//
// Usage: node deploy/images.mjs [--check] [--tag T] [--bases-from-debian] [api|host|public|...]
//   Builds lyceum-api (api/Dockerfile) and one lyceum-<app> image per front-end of apps.json
//   (deploy/web/Dockerfile), all of them unless some are named, tagged `local` unless --tag.
//   --check then runs the API image and the host's and the public remote's images on their
//   apps.json ports (which must be free), and checks what they answer: the API ready, the
//   landing with its policy and the public remote's preload hints, a hashed chunk sent as
//   brotli and cached for a year, the remote's manifest `no-cache`. The API runs on the
//   embedded database unless DATABASE_URL is set here (REDIS_URL likewise).
//   --bases-from-debian (buildah only) first makes the two base images the Dockerfiles start
//   from, node:<major>-<suite>-slim and debian:<suite>-slim, when they are not there: Debian's
//   minimal system from its package mirror (debootstrap), this Node.js (of that major) and
//   this npm's version from the npm registry, the `node` user of the official image, and this machine's
//   certificate authorities. For a machine that reaches Debian and npm but no image registry;
//   the images built on them are the same as on the official ones but for those bases.
// The engine: Docker when `docker info` answers, else buildah (STORAGE_DRIVER picks its storage
// driver; its containers share this machine's network).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { frontEnd, frontEnds, readApps } = createRequire(import.meta.url)(
  path.join(root, 'tools/build/apps.cjs'),
);
const API_DOCKERFILE = 'api/Dockerfile';
const WEB_DOCKERFILE = 'deploy/web/Dockerfile';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const tagAt = args.indexOf('--tag');
const TAG = tagAt === -1 ? 'local' : args[tagAt + 1];
if (!TAG || TAG.startsWith('--')) throw new Error('--tag takes a tag');
const named = args.filter((arg, i) => !arg.startsWith('--') && (tagAt === -1 || i !== tagAt + 1));
const known = ['api', ...frontEnds().map((app) => app.key)];
for (const name of named)
  if (!known.includes(name)) throw new Error(`unknown image ${name}: one of ${known.join(', ')}`);
const wanted = named.length ? named : known;
const image = (name) => `lyceum-${name}:${TAG}`;
/** Builds use only local base images: those made by --bases-from-debian. */
const PULL_NEVER = flag('--bases-from-debian');
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

function engine() {
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0) return 'docker';
  if (spawnSync('buildah', ['--version'], { stdio: 'ignore' }).status === 0) return 'buildah';
  throw new Error('neither a Docker engine (docker info) nor buildah is available');
}
const ENGINE = engine();
const storage = process.env.STORAGE_DRIVER ? ['--storage-driver', process.env.STORAGE_DRIVER] : [];
const cli = (...rest) =>
  ENGINE === 'buildah' ? ['buildah', [...storage, ...rest]] : ['docker', rest];

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${commandArgs.join(' ')} ended with ${result.status ?? result.signal}`,
    );
}
const output = (command, commandArgs) =>
  execFileSync(command, commandArgs, { cwd: root, encoding: 'utf8' }).trim();

/** The images the Dockerfiles start from. */
function bases() {
  const names = new Set();
  for (const file of [API_DOCKERFILE, WEB_DOCKERFILE])
    for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(/^FROM\s+(\S+)/gm))
      names.add(name);
  return [...names];
}

function imageExists(name) {
  const [command, commandArgs] = cli('inspect', '--type', 'image', name);
  return spawnSync(command, commandArgs, { stdio: 'ignore' }).status === 0;
}

/** Commits a container made from `from` after `prepare(mountPoint)` as `name`. */
function makeImage(from, name, config, prepare) {
  const [b, base] = cli();
  const container = output(b, [...base, 'from', from]);
  try {
    const mount = output(b, [...base, 'mount', container]);
    prepare(mount);
    run(b, [...base, 'config', ...config, container]);
    run(b, [...base, 'commit', '--format', 'docker', '-q', container, `docker.io/library/${name}`]);
  } finally {
    spawnSync(b, [...base, 'rm', container], { stdio: 'ignore' });
  }
}

function basesFromDebian() {
  if (ENGINE !== 'buildah') throw new Error('--bases-from-debian makes its images with buildah');
  const debian = bases().find((name) => /^debian:\w+-slim$/.test(name));
  const node = bases().find((name) => /^node:\d+-\w+-slim$/.test(name));
  if (!debian || !node) throw new Error(`unexpected base images: ${bases().join(', ')}`);
  const suite = debian.split(':')[1].replace(/-slim$/, '');
  const [major, nodeSuite] = node.split(':')[1].split('-');
  if (nodeSuite !== suite) throw new Error(`${node} and ${debian} are not the same Debian`);
  if (process.versions.node.split('.')[0] !== major)
    throw new Error(
      `${node} needs Node.js ${major} to run this script (this is ${process.version})`,
    );

  if (!imageExists(`docker.io/library/${debian}`)) {
    const work = mkdtempSync(path.join(os.tmpdir(), 'lyceum-rootfs-'));
    try {
      run('debootstrap', ['--variant=minbase', suite, work, 'http://deb.debian.org/debian']);
      makeImage('scratch', debian, ['--cmd', 'bash', '--env', `PATH=${SYSTEM_PATH}`], (mount) => {
        run('cp', ['-a', `${work}/.`, `${mount}/`]);
        // The registries may be reached through a proxy whose authority only this machine's
        // bundle holds; Debian's apt does not need it (its mirror is plain HTTP, signed).
        run('mkdir', ['-p', `${mount}/etc/ssl/certs`]);
        run('cp', [CA_BUNDLE, `${mount}/etc/ssl/certs/`]);
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  if (!imageExists(`docker.io/library/${node}`)) {
    const npm = mkdtempSync(path.join(os.tmpdir(), 'lyceum-npm-'));
    try {
      const tarball = output('npm', [
        'pack',
        `npm@${output('npm', ['--version'])}`,
        '--silent',
        '--pack-destination',
        npm,
      ])
        .split('\n')
        .at(-1);
      makeImage(
        `docker.io/library/${debian}`,
        node,
        [
          '--cmd',
          'node',
          '--env',
          `NODE_VERSION=${process.versions.node}`,
          '--env',
          `NODE_EXTRA_CA_CERTS=/etc/ssl/certs/${path.basename(CA_BUNDLE)}`,
        ],
        (mount) => {
          run('cp', [process.execPath, `${mount}/usr/local/bin/node`]);
          const lib = `${mount}/usr/local/lib/node_modules/npm`;
          run('mkdir', ['-p', lib]);
          run('tar', ['-xzf', path.join(npm, tarball), '-C', lib, '--strip-components=1']);
          run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', `${mount}/usr/local/bin/npm`]);
          run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', `${mount}/usr/local/bin/npx`]);
          // The official image's unprivileged user, which the API's image runs as.
          run('chroot', [mount, 'groupadd', '--gid', '1000', 'node']);
          run('chroot', [
            mount,
            'useradd',
            '--uid',
            '1000',
            '--gid',
            'node',
            '--create-home',
            'node',
          ]);
        },
      );
    } finally {
      rmSync(npm, { recursive: true, force: true });
    }
  }
}
function build(name) {
  const started = Date.now();
  const dockerfile = name === 'api' ? API_DOCKERFILE : WEB_DOCKERFILE;
  const appArg = name === 'api' ? [] : ['--build-arg', `APP=${name}`];
  const [command, commandArgs] =
    ENGINE === 'buildah'
      ? // The Docker format keeps the web images' HEALTHCHECK (OCI images have none).
        cli(
          'bud',
          '--format',
          'docker',
          '--isolation',
          'chroot',
          ...(PULL_NEVER ? ['--pull-never'] : []),
        )
      : cli('build');
  run(command, [...commandArgs, '-f', dockerfile, ...appArg, '-t', image(name), '.']);
  console.log(`built ${image(name)} in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** A running container; stop() ends it and everything it started. */
function start(name, env) {
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  if (ENGINE === 'docker') {
    const id = output('docker', [
      'run',
      '-d',
      '--rm',
      '--network',
      'host',
      ...envArgs,
      image(name),
    ]);
    return { stop: () => spawnSync('docker', ['rm', '-f', id], { stdio: 'ignore' }) };
  }
  const [b, base] = cli();
  const container = output(b, [...base, 'from', image(name)]);
  const { config } = JSON.parse(output(b, [...base, 'inspect', container])).Docker;
  const argv = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  const child = spawn(
    b,
    [...base, 'run', '--isolation', 'chroot', ...envArgs, container, '--', ...argv],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return {
    stop() {
      // buildah's chroot runs the container's processes in a mount namespace of their own, and
      // ending buildah leaves them running: every process of that namespace is ended.
      const namespaces = new Set(descendants(child.pid).map(mountNamespace));
      namespaces.delete(mountNamespace(process.pid));
      namespaces.delete(null);
      child.kill('SIGKILL');
      for (const pid of allPids())
        if (namespaces.has(mountNamespace(pid))) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
      spawnSync(b, [...base, 'rm', container], { stdio: 'ignore' });
    },
  };
}
const allPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
function mountNamespace(pid) {
  try {
    return readlinkSync(`/proc/${pid}/ns/mnt`);
  } catch {
    return null;
  }
}
function parentOf(pid) {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch {
    return null;
  }
}
function descendants(ancestor) {
  const parents = new Map(allPids().map((pid) => [pid, parentOf(pid)]));
  const found = [];
  for (const pid of parents.keys())
    for (let up = parents.get(pid); up; up = parents.get(up))
      if (up === ancestor) {
        found.push(pid);
        break;
      }
  return found;
}

async function waitFor(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await sleep(500);
  }
}

function expect(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  console.log(`ok: ${what}`);
}

async function check() {
  for (const name of ['api', 'host', 'public'])
    if (!imageExists(image(name))) throw new Error(`--check needs the image ${image(name)}`);
  const apps = readApps();
  const apiOrigin = `http://127.0.0.1:${apps.api.port}`;
  const host = `http://127.0.0.1:${frontEnd('host').port}`;
  const remote = `http://127.0.0.1:${frontEnd('public').port}`;
  const running = [];
  try {
    running.push(
      start('api', {
        JWT_SECRET: randomBytes(48).toString('base64'),
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      }),
    );
    running.push(start('public', {}));
    // waitFor gives up with an error unless /api/ready answers 2xx in time.
    await waitFor(`${apiOrigin}/api/ready`, 120);
    console.log('ok: the API image is ready (/api/ready)');
    const manifest = await waitFor(`${remote}/mf-manifest.json`);
    expect(
      manifest.headers.get('cache-control') === 'no-cache',
      "the public remote's manifest is no-cache",
    );
    // The host renders its hints from the public remote's manifest, so it starts once that answers.
    running.push(start('host', {}));
    const landing = await waitFor(`${host}/`);
    const html = await landing.text();
    const csp = landing.headers.get('content-security-policy') ?? '';
    expect(
      /script-src 'self' [^;]*'sha256-/.test(csp),
      'the landing has its policy, with its inline scripts by hash',
    );
    expect(csp.includes(`connect-src 'self'`), "the policy's connections are listed");
    const config = await (await fetch(`${host}/runtime-config.json`)).json();
    const publicOrigin = new URL(config.remotes.public.manifest).origin;
    expect(
      new RegExp(`${publicOrigin}/[\\w.-]+\\.js`).test(html),
      `the landing preloads the public remote's scripts from ${publicOrigin} (its manifest's hints)`,
    );
    expect(
      /rel=preload; as=image/.test(landing.headers.get('link') ?? ''),
      "the landing's Link header preloads the boot picture",
    );
    const chunk = /(?:src|href)=["']?\/([\w-]+\.[0-9a-f]{8,}\.js)/.exec(html)?.[1];
    expect(Boolean(chunk), `the landing names a hashed script (${chunk})`);
    const script = await fetch(`${host}/${chunk}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers.get('content-encoding') === 'br', 'a hashed script is sent as brotli');
    expect(
      /immutable/.test(script.headers.get('cache-control') ?? ''),
      'a hashed script is cached for good (immutable)',
    );
    const fr = await fetch(`${host}/fr`);
    expect(
      fr.ok && fr.headers.get('content-security-policy') === csp && (await fr.text()) === html,
      'the French landing is the same page, with the same policy (the app picks the language)',
    );
  } finally {
    for (const container of running.reverse()) container.stop();
  }
}

if (flag('--bases-from-debian')) basesFromDebian();
for (const name of wanted) build(name);
if (flag('--check')) await check();
