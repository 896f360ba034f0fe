/** The four product areas, each a remote built and deployed on its own. */
export type RemoteName = 'public' | 'academy' | 'chat' | 'backoffice';

/** Who may open an area's pages: any visitor, a signed-in user, or an administrator. */
export type AreaAccess = 'public' | 'user' | 'admin';

export interface RemoteConfig {
  /** The federation container name the remote was built with (e.g. `lyceum_academy`). */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  /**
   * Where the area's own routes start, without slashes (`flashcards` serves `/flashcards/*`).
   * The public remote has none: the host places its pages among the public paths.
   */
  mount?: string;
  /** The guard in front of the mount point. */
  access?: AreaAccess;
  /** The area's `home` page is the signed-in home at `/` (the first area that says so). */
  home?: boolean;
}

/** Where the API and each remote live and where each area mounts; fetched at start. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, RemoteConfig>;
}

export const REMOTE_NAMES: readonly RemoteName[] = ['public', 'academy', 'chat', 'backoffice'];
const ACCESS: readonly AreaAccess[] = ['public', 'user', 'admin'];

/** Used until the config file is read, and for any part of it that is missing or broken. */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  remotes: {
    public: { name: 'lyceum_public', manifest: '/remotes/public/mf-manifest.json' },
    academy: { name: 'lyceum_academy', manifest: '/remotes/academy/mf-manifest.json' },
    chat: { name: 'lyceum_chat', manifest: '/remotes/chat/mf-manifest.json' },
    backoffice: { name: 'lyceum_backoffice', manifest: '/remotes/backoffice/mf-manifest.json' },
  },
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function remoteFrom(raw: unknown, fallback: RemoteConfig): RemoteConfig {
  if (!isRecord(raw)) return fallback;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const mount = text(raw.mount)?.replace(/^\/+|\/+$/g, '');
  const access = ACCESS.find((value) => value === raw.access);
  return {
    name: text(raw.name) ?? fallback.name,
    manifest: text(raw.manifest) ?? fallback.manifest,
    ...(mount ? { mount } : {}),
    ...(access ? { access } : {}),
    ...(raw.home === true ? { home: true } : {}),
  };
}

/** Keeps every well-formed part of a config file; the rest comes from the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return defaultRuntimeConfig;
  const remotes = isRecord(raw.remotes) ? raw.remotes : {};
  return {
    apiBaseUrl:
      typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl : defaultRuntimeConfig.apiBaseUrl,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        remoteFrom(remotes[name], defaultRuntimeConfig.remotes[name]),
      ]),
    ) as Record<RemoteName, RemoteConfig>,
  };
}

export interface MountedArea {
  remote: RemoteName;
  mount: string;
  access: AreaAccess;
}

/** The areas that own a mount point, in the order of the config's remotes. */
export function mountedAreas(config: RuntimeConfig = current): MountedArea[] {
  return REMOTE_NAMES.flatMap((remote) => {
    // A mount point without a declared guard gets the strictest one.
    const { mount, access = 'admin' } = config.remotes[remote];
    return mount ? [{ remote, mount, access }] : [];
  });
}

/** Where an area starts (`/<mount>`), from the config; null when it is not mounted. */
export function areaStartPath(remote: RemoteName, config: RuntimeConfig = current): string | null {
  const { mount } = config.remotes[remote];
  return mount ? `/${mount}` : null;
}

/** The mounted area that serves the signed-in home at `/`, if the config names one. */
export function homeArea(config: RuntimeConfig = current): MountedArea | null {
  return (
    mountedAreas(config).find(
      (area) => config.remotes[area.remote].home === true && area.access !== 'public',
    ) ?? null
  );
}

/** Fetches the JSON config (no cache); a missing or broken file falls back to the defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    current = response.ok ? parseRuntimeConfig(await response.json()) : defaultRuntimeConfig;
  } catch {
    current = defaultRuntimeConfig;
  }
  return current;
}
