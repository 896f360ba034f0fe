import { registerLocales } from '@lyceum/platform';

/** Registers every src/locales/<lng>/*.json of this remote; academy.json is namespace `academy`. */
registerLocales(
  'academy',
  import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ }),
);
