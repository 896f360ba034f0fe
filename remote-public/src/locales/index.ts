import { addResources, registerLocales } from '@lyceum/platform';

/** Registers every src/locales/<lng>/<file>.json of this remote as the namespace `public-<file>`. */
registerLocales('public', import.meta.webpackContext('./', { recursive: true, regExp: /\.json$/ }));

// A build made with LYCEUM_FIXTURE=changed-text says so under the about page's heading, for the
// browser test that ships the public site alone and sees its documents follow.
if (process.env.LYCEUM_FIXTURE === 'changed-text') {
  addResources('public', {
    en: { info: { about: { lead: 'This text was deployed with the public site alone.' } } },
  });
}
