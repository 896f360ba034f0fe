import { registerLocales } from '@lyceum/platform';

/** Registers every src/locales/<lng>/<file>.json of this remote as the namespace `public-<file>`. */
registerLocales('public', import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ }));
