import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  hasLanguageVersions,
  hasParameter,
  publicPage,
  publicPageUrls,
  sitePath,
  type LanguageCode,
  type PublicPageKey,
} from '@lyceum/contracts/constants';
import { PRODUCT_NAME, documentTitle } from '@lyceum/platform';
import { OG_IMAGE_URL } from '../lib/hero-image';
import { absoluteUrl, siteOrigin } from '../lib/paths';
import { useMetaDescription } from '../lib/use-meta-description';
import { useSiteLanguage } from '../lib/use-site-language';

const OG_LOCALES: Record<LanguageCode, string> = { en: 'en_US', fr: 'fr_FR' };

interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Which public page this is (the contracts' list gives its address and languages). */
  page: PublicPageKey;
}

/**
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they are rendered, so each
 * page declares its own metadata here and it disappears with the page. The title reads
 * "<page> — Lyceum" like every other route's. The description is the exception: the HTML
 * template already has one (the default of pages without PageMeta), so the page's text goes into
 * that element instead of a second one. A page at a fixed address with language versions is
 * canonical in the reader's language and lists its versions as alternates; any other page at a
 * fixed address has one canonical address, the default language's. A page whose address holds an
 * e-mailed link's token names no address at all: the token is private, and the page prerendered
 * without one must not name an address the page then changes. Rendered on the server (a
 * prerendered page), there is no template: the description is one of the tags.
 */
export function PageMeta({ title, description, page }: PageMetaProps) {
  const { language } = useSiteLanguage();
  useMetaDescription(description);
  const definition = publicPage(page);
  // A page sitemap.xml leaves out (a form, a private link) stays out of search indexes; another
  // address of a page is not one, its canonical address says which.
  const indexed = definition.sitemap !== null || definition.aliasOf !== undefined;
  const localized = hasLanguageVersions(definition) && !hasParameter(definition);
  const fullTitle = documentTitle(title);
  const path = hasParameter(definition) ? null : sitePath(page);
  const canonical =
    path === null ? null : absoluteUrl(localized ? language : DEFAULT_LANGUAGE, path);
  const versions = Object.entries(publicPageUrls(definition));
  return (
    <>
      <title>{fullTitle}</title>
      {/* Prerendered, the page carries its description in its own head (see the note above). */}
      {typeof document === 'undefined' && <meta name="description" content={description} />}
      {!indexed && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {localized && path !== null && (
        <>
          {versions.map(([code, url]) => (
            <link key={code} rel="alternate" hrefLang={code} href={`${siteOrigin()}${url}`} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(DEFAULT_LANGUAGE, path)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((code) => code !== language).map((code) => (
        <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code]} />
      ))}
      <meta property="og:image" content={OG_IMAGE_URL} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={OG_IMAGE_URL} />
    </>
  );
}
