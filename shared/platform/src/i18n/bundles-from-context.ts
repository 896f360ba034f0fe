import type { ResourceBundles } from './i18n';

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
  const bundles: ResourceBundles = { en: {}, fr: {} };
  for (const key of context.keys()) {
    const match = /^\.\/(en|fr)\/([\w-]+)\.json$/.exec(key);
    if (!match) continue;
    const [, lng, namespace] = match as unknown as [string, 'en' | 'fr', string];
    const loaded = context(key) as { default?: object } & object;
    bundles[lng][namespace] = loaded.default ?? loaded;
  }
  return bundles;
}
