/** Who may open an area's pages: any visitor, a signed-in user, or an administrator. */
export type AreaAccess = 'public' | 'user' | 'admin';

export interface AppEntry {
  /** The app's folder, relative to the repository's root. */
  folder: string;
  /** The workspace package name (for `pnpm --filter`). */
  package: string;
  /** The port it listens on during development and tests. */
  port: number;
}

export interface RemoteEntry extends AppEntry {
  /** The federation container name. */
  name: string;
  /** Where the area's routes start (`flashcards` serves `/flashcards/*`); the public remote has none. */
  mount?: string;
  /** The guard in front of the mount point. */
  access?: AreaAccess;
  /** The area's home page is the signed-in home at `/`. */
  home?: boolean;
}

/** apps.json. */
export interface Apps {
  api: AppEntry;
  host: AppEntry & { name?: string };
  remotes: Record<string, RemoteEntry>;
}

/** A front-end with its key: `host` or a remote's key. */
export interface FrontEnd extends RemoteEntry {
  key: string;
}

export interface RuntimeConfigRemote {
  name: string;
  manifest: string;
  mount?: string;
  access?: AreaAccess;
  home?: boolean;
}

/** The shape of runtime-config.json. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, RuntimeConfigRemote>;
}

/** Absolute path of apps.json. */
export const APPS_FILE: string;
/** The repository's root folder. */
export const ROOT: string;
export function readApps(): Apps;
export function frontEnd(key: string, apps?: Apps): FrontEnd;
export function frontEnds(apps?: Apps): FrontEnd[];
export function localOrigin(port: number): string;
export function devRuntimeConfig(apps?: Apps, origin?: (port: number) => string): RuntimeConfig;
