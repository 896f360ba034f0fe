// A served folder's runtime-config.json (`{ apiBaseUrl, remotes: { name: manifest URL } }`, the
// host's public/runtime-config.json): where the API and each remote live. Read at serve time and
// again whenever the file changes, so moving a remote or the API needs no rebuild.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const CONFIG_FILE = 'runtime-config.json';

/** A reader of `<root>/runtime-config.json`: its parsed value, or null when missing or broken. */
export function createRuntimeConfigReader(root) {
  let cached = { version: '', value: null };
  return async function readRuntimeConfig() {
    const file = join(root, CONFIG_FILE);
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs}:${info.size}`;
      if (cached.version !== version) {
        cached = { version, value: JSON.parse(await readFile(file, 'utf8')) };
      }
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** The origin of an absolute http(s) URL, else null (a relative URL is the page's own origin). */
export function httpOrigin(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/** The origins a runtime config names: the API's, and each remote's (its manifest's). */
export function configOrigins(config) {
  const api = httpOrigin(config?.apiBaseUrl);
  const remotes =
    config?.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes) : [];
  return {
    api: api ? [api] : [],
    remotes: [...new Set(remotes.map(httpOrigin).filter(Boolean))],
  };
}
