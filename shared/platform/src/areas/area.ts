import type { ComponentType } from 'react';

/** A page module as `import()` returns it: the page is its default export. */
export type PageModule = { default: ComponentType };

export interface AreaRoute {
  /**
   * Relative to the area's mount point: `''` is the area's first page, `import` is
   * `/<mount>/import`; parameters and nesting work as in React Router (`:persona`, `a/b`).
   */
  path: string;
  /** Loads the page on first visit, so an area's first page does not download the others. */
  load: () => Promise<PageModule>;
  /**
   * A key in the area's namespace: the page's name in the window title, in the current language
   * ("Flashcards Library — Lyceum"). Without one the window keeps the product's name.
   */
  titleKey?: string;
}

export interface AreaNavEntry {
  /** Relative to the mount point, like `AreaRoute.path`. */
  to: string;
  /** A key in the area's namespace (`nav.library`). */
  labelKey: string;
}

/** What a remote exposes as `./area`: its pages, its navigation and its not-found state. */
export interface AreaModule {
  /** The i18next namespace of the navigation labels and of the `notFound.*` texts. */
  namespace: string;
  routes: readonly AreaRoute[];
  navigation: readonly AreaNavEntry[];
  /**
   * Shown, inside the layout, for a path under the mount point that no route matches; by default
   * the area's `notFound.title`, `notFound.text` and a `notFound.back` link to its first page.
   */
  NotFound?: ComponentType;
  /**
   * The signed-in home this area serves at `/`, when the runtime config makes the area the home
   * (`home: true`); titled by its `titleKey` like a route.
   */
  home?: Omit<AreaRoute, 'path'>;
}

/** Identity with a type: `export const area = defineArea({...})` in a remote's `area.ts`. */
export const defineArea = (area: AreaModule): AreaModule => area;

/** `/<mount>/<to>` without a trailing slash: `areaPath('flashcards', '')` is `/flashcards`. */
export function areaPath(mount: string, to: string): string {
  return `/${[mount, to].filter(Boolean).join('/')}`;
}
