// The runtime config a served folder answers at /runtime-config.json: where the API and each
// remote live, `{ apiBaseUrl, remotes: { <key>: { name, manifest, mount?, access?, home? } } }`. It is
// `<root>/runtime-config.json`, or an operator's file given instead (--runtime-config) while that
// file exists. Read at serve time and again whenever the file changes, so moving a remote or the
// API needs no rebuild.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const CONFIG_FILE = 'runtime-config.json';

async function fileInfo(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Where the runtime config of `root` is read from: `override` (a path) while it exists, else
 * `<root>/runtime-config.json`. Returns `{ file, info }`, or null when neither exists.
 */
export function createRuntimeConfigLocator(root, override) {
  const own = join(root, CONFIG_FILE);
  const replacement = override ? resolve(override) : null;
  return async function locateRuntimeConfig() {
    for (const file of replacement ? [replacement, own] : [own]) {
      const info = await fileInfo(file);
      if (info) return { file, info };
    }
    return null;
  };
}

/**
 * A reader of the runtime config of `root` (see createRuntimeConfigLocator): its parsed value, or
 * null when missing or broken.
 */
export function createRuntimeConfigReader(root, override) {
  const locate = createRuntimeConfigLocator(root, override);
  let cached = { version: '', value: null };
  return async function readRuntimeConfig() {
    const found = await locate();
    if (!found) return null;
    const version = `${found.file}:${found.info.mtimeMs}:${found.info.size}`;
    if (cached.version !== version) {
      try {
        cached = { version, value: JSON.parse(await readFile(found.file, 'utf8')) };
      } catch {
        return null;
      }
    }
    return cached.value;
  };
}

/** The origin of an absolute http(s) URL, else null (a relative URL is the page's own origin). */
export function httpOrigin(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/** The manifest URL a config gives a remote (`remotes.<key>.manifest`), else null. */
export function remoteManifest(config, key) {
  const manifest = config?.remotes?.[key]?.manifest;
  return typeof manifest === 'string' ? manifest : null;
}

/** The origins a runtime config names: the API's, and each remote's (its manifest's). */
export function configOrigins(config) {
  const api = httpOrigin(config?.apiBaseUrl);
  const keys =
    config?.remotes && typeof config.remotes === 'object' ? Object.keys(config.remotes) : [];
  return {
    api: api ? [api] : [],
    remotes: [
      ...new Set(keys.map((key) => httpOrigin(remoteManifest(config, key))).filter(Boolean)),
    ],
  };
}
