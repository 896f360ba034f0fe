import { LANGUAGES } from '@lyceum/contracts/constants';
import { addResources, type ResourceBundles } from './i18n';

/** What webpack's `import.meta.webpackContext` returns, reduced to what is used here. */
export interface JsonContext {
  keys(): string[];
  (id: string): unknown;
}

/**
 * Builds bundles from every `<lng>/<namespace>.json` in a locales folder, so a team adds a
 * namespace by adding a file.
 */
export function bundlesFromContext(context: JsonContext): ResourceBundles {
  const bundles: ResourceBundles = {};
  const file = new RegExp(`^\\./(${LANGUAGES.join('|')})/([\\w-]+)\\.json$`);
  for (const key of context.keys()) {
    const match = file.exec(key);
    if (!match) continue;
    const [, lng, namespace] = match as unknown as [string, (typeof LANGUAGES)[number], string];
    const loaded = context(key) as { default?: object } & object;
    (bundles[lng] ??= {})[namespace] = loaded.default ?? loaded;
  }
  return bundles;
}

/** Registers every `<lng>/<file>.json` of an app's locales folder under the app's prefix. */
export function registerLocales(app: string, context: JsonContext): void {
  addResources(app, bundlesFromContext(context));
}
