// What every component test of this remote starts from; importing this module is enough.
// Components render with the platform's i18n, as in the host. Webpack registers the locale files
// at run time (src/locales/index.ts); jest has no webpack, so they are imported here and
// registered the same way.
import { addResources, i18n } from '@lyceum/platform';
import enAuth from '../locales/en/auth.json';
import enContact from '../locales/en/contact.json';
import enFaq from '../locales/en/faq.json';
import enInfo from '../locales/en/info.json';
import enLanding from '../locales/en/landing.json';
import enLegal from '../locales/en/legal.json';
import enNewsletter from '../locales/en/newsletter.json';
import enSite from '../locales/en/site.json';
import enStatus from '../locales/en/status.json';
import frAuth from '../locales/fr/auth.json';
import frContact from '../locales/fr/contact.json';
import frFaq from '../locales/fr/faq.json';
import frInfo from '../locales/fr/info.json';
import frLanding from '../locales/fr/landing.json';
import frLegal from '../locales/fr/legal.json';
import frNewsletter from '../locales/fr/newsletter.json';
import frSite from '../locales/fr/site.json';
import frStatus from '../locales/fr/status.json';

/** Every locale file of this remote, by language and file name. */
export const publicResources = {
  en: {
    auth: enAuth,
    site: enSite,
    landing: enLanding,
    newsletter: enNewsletter,
    info: enInfo,
    faq: enFaq,
    legal: enLegal,
    contact: enContact,
    status: enStatus,
  },
  fr: {
    auth: frAuth,
    site: frSite,
    landing: frLanding,
    newsletter: frNewsletter,
    info: frInfo,
    faq: frFaq,
    legal: frLegal,
    contact: frContact,
    status: frStatus,
  },
};

addResources('public', publicResources);

// Each test starts in English, whatever language the one before switched to.
beforeEach(() => i18n.changeLanguage('en'));
