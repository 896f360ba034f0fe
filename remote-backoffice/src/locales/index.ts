import { registerLocales } from '@lyceum/platform';

/** Registers every src/locales/<lng>/*.json of this remote; backoffice.json is `backoffice`. */
registerLocales(
  'backoffice',
  import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ }),
);
