// Reads apps.json at the repository's root, the one list of Lyceum's apps (folder, package, port,
// federation name, mount point, guard and which area is the signed-in home), and derives from it what builds, scripts and tests
// need: each front-end's facts and the development runtime config.
const fs = require('node:fs');
const path = require('node:path');

/** apps.json, two folders up from this package (tools/build). */
const APPS_FILE = path.resolve(__dirname, '../../apps.json');
/** The repository's root folder, where every app's `folder` starts. */
const ROOT = path.dirname(APPS_FILE);

let cached;

/** The parsed apps.json (read once per process). */
function readApps() {
  cached ??= JSON.parse(fs.readFileSync(APPS_FILE, 'utf8'));
  return cached;
}

/** The host's federation name when apps.json gives none. */
const HOST_NAME = 'lyceum_host';

/**
 * One front-end by key: `host`, or a remote's key (`public`, `academy`, `chat`, `backoffice`).
 * Throws on an unknown key, naming the known ones.
 */
function frontEnd(key, apps = readApps()) {
  if (key === 'host') return { key, ...apps.host, name: apps.host.name ?? HOST_NAME };
  const remote = apps.remotes[key];
  if (!remote) {
    const known = ['host', ...Object.keys(apps.remotes)].join(', ');
    throw new Error(`apps.json has no front-end "${key}" (known: ${known})`);
  }
  return { key, ...remote };
}

/** The five front-ends, the host first, then the remotes in apps.json's order. */
function frontEnds(apps = readApps()) {
  return ['host', ...Object.keys(apps.remotes)].map((key) => frontEnd(key, apps));
}

/** The address of a port on this machine, as the development runtime config names it. */
const localOrigin = (port) => `http://localhost:${port}`;

/**
 * The runtime config of a development machine, every app at its apps.json port on localhost:
 * `{ apiBaseUrl, remotes: { <key>: { name, manifest, mount?, access?, home? } } }`. `origin(port)`
 * gives the address of a port (localhost by default).
 */
function devRuntimeConfig(apps = readApps(), origin = localOrigin) {
  const remotes = {};
  for (const [key, remote] of Object.entries(apps.remotes)) {
    remotes[key] = {
      name: remote.name,
      manifest: `${origin(remote.port)}/mf-manifest.json`,
      ...(remote.mount ? { mount: remote.mount } : {}),
      ...(remote.access ? { access: remote.access } : {}),
      ...(remote.home ? { home: true } : {}),
    };
  }
  return { apiBaseUrl: origin(apps.api.port), remotes };
}

module.exports = { APPS_FILE, ROOT, readApps, frontEnd, frontEnds, localOrigin, devRuntimeConfig };
