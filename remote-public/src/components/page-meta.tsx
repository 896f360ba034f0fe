import { PRODUCT_NAME, documentTitle } from '@lyceum/platform';
import { OG_IMAGE_URL } from '../lib/hero-image';
import { absoluteUrl } from '../lib/paths';
import { useMetaDescription } from '../lib/use-meta-description';
import { useSiteLanguage } from '../lib/use-site-language';

const OG_LOCALES = { en: 'en_US', fr: 'fr_FR' } as const;

interface PageMetaProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** Path without the language prefix, e.g. '/about'. */
  path: string;
  /** Pages reached only through a private link (confirm, unsubscribe) stay out of the index. */
  noindex?: boolean;
  /** False for pages that exist only without a language prefix (status, e-mail links). */
  localized?: boolean;
}

/**
 * React 19 hoists <title>, <meta> and <link> into <head> wherever they are rendered, so each
 * page declares its own metadata here and it disappears with the page. The title reads
 * "<page> — Lyceum" like every other route's. The description is the exception: the HTML
 * template already has one (the default of pages without PageMeta), so the page's text goes into
 * that element instead of a second one.
 */
export function PageMeta({
  title,
  description,
  path,
  noindex = false,
  localized = true,
}: PageMetaProps) {
  const { language } = useSiteLanguage();
  useMetaDescription(description);
  const fullTitle = documentTitle(title);
  const canonical = absoluteUrl(localized ? language : 'en', path);
  const alternate = language === 'en' ? 'fr' : 'en';
  return (
    <>
      <title>{fullTitle}</title>
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {localized && (
        <>
          <link rel="alternate" hrefLang="en" href={absoluteUrl('en', path)} />
          <link rel="alternate" hrefLang="fr" href={absoluteUrl('fr', path)} />
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl('en', path)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[alternate]} />
      <meta property="og:image" content={OG_IMAGE_URL} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={OG_IMAGE_URL} />
    </>
  );
}
