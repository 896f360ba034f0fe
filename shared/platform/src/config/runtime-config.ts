/** Where the API and each remote live; fetched at start, never baked into a bundle. */
export type RemoteName = 'public' | 'academy' | 'chat' | 'backoffice';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** URL of each remote's mf-manifest.json. */
  remotes: Record<RemoteName, string>;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    public: 'http://localhost:3001/mf-manifest.json',
    academy: 'http://localhost:3002/mf-manifest.json',
    chat: 'http://localhost:3003/mf-manifest.json',
    backoffice: 'http://localhost:3004/mf-manifest.json',
  },
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

function merge(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return defaultRuntimeConfig;
  const partial = raw as Partial<RuntimeConfig>;
  return {
    apiBaseUrl:
      typeof partial.apiBaseUrl === 'string' ? partial.apiBaseUrl : defaultRuntimeConfig.apiBaseUrl,
    remotes: { ...defaultRuntimeConfig.remotes, ...(partial.remotes ?? {}) },
  };
}

/** Fetches the JSON config (no cache); a missing or broken file falls back to the defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    current = response.ok ? merge(await response.json()) : defaultRuntimeConfig;
  } catch {
    current = defaultRuntimeConfig;
  }
  return current;
}
