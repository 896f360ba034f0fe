import { addResources, bundlesFromContext } from '@lyceum/platform';

/** Registers every src/locales/<lng>/<namespace>.json of this remote on the shared i18n. */
addResources(
  bundlesFromContext(import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ })),
);
