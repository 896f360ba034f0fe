// sitemap.xml of the public site, from its one list of pages: each page the list gives a sitemap
// listing, once per language it has, with its language versions as alternates. Read by the
// builds (`@lyceum/contracts/sitemap`), never by a browser bundle.
import { DEFAULT_LANGUAGE } from './languages.js';
import { PUBLIC_PAGES, publicPageUrls, type PublicPage } from './public-pages.js';

/** One `<url>`: a page in one language, and its alternates when it has several. */
function urlEntry(page: PublicPage, url: string, siteUrl: string): string[] {
  const urls = publicPageUrls(page);
  const alternates: Array<[string, string | undefined]> =
    Object.keys(urls).length < 2
      ? []
      : [...Object.entries(urls), ['x-default', urls[DEFAULT_LANGUAGE]]];
  return [
    '  <url>',
    `    <loc>${siteUrl}${url}</loc>`,
    `    <changefreq>${page.sitemap?.changefreq}</changefreq>`,
    `    <priority>${page.sitemap?.priority}</priority>`,
    ...alternates.map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${href}"/>`,
    ),
    '  </url>',
  ];
}

/** The sitemap of the site published at `siteUrl` (no trailing slash). */
export function sitemapXml(siteUrl: string, pages: readonly PublicPage[] = PUBLIC_PAGES): string {
  const entries = pages
    .filter((page) => page.sitemap)
    .flatMap((page) =>
      Object.values(publicPageUrls(page)).flatMap((url) => urlEntry(page, url, siteUrl)),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- Public pages in each of their languages (the default one unprefixed, the others under',
    '     /<language>), each listing its alternates. -->',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
