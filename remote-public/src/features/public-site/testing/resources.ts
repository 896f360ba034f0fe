// The public site's namespaces for tests; at run time src/locales/index.ts registers every JSON file.
import enContact from '../../../locales/en/contact.json';
import enFaq from '../../../locales/en/faq.json';
import enInfo from '../../../locales/en/info.json';
import enLanding from '../../../locales/en/landing.json';
import enLegal from '../../../locales/en/legal.json';
import enNewsletter from '../../../locales/en/newsletter.json';
import enSite from '../../../locales/en/site.json';
import enStatus from '../../../locales/en/status.json';
import frContact from '../../../locales/fr/contact.json';
import frFaq from '../../../locales/fr/faq.json';
import frInfo from '../../../locales/fr/info.json';
import frLanding from '../../../locales/fr/landing.json';
import frLegal from '../../../locales/fr/legal.json';
import frNewsletter from '../../../locales/fr/newsletter.json';
import frSite from '../../../locales/fr/site.json';
import frStatus from '../../../locales/fr/status.json';

/** One namespace per area of the public site, each in both languages. */
export const publicSiteResources = {
  en: {
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

export const PUBLIC_SITE_NAMESPACES = Object.keys(publicSiteResources.en);
