import { sitemapXml } from '@lyceum/contracts/sitemap';

// The builds of this remote and of the host write sitemap.xml from the contracts' list of pages.
const xml = sitemapXml('%PUBLIC_SITE_URL%');

describe('sitemap.xml', () => {
  it('lists the pages it listed when it was written by hand, each in its languages', () => {
    const locations = [...xml.matchAll(/<loc>%PUBLIC_SITE_URL%(.*)<\/loc>/g)].map(([, url]) => url);
    expect(locations).toEqual([
      '/',
      '/fr',
      '/about',
      '/fr/about',
      '/faq',
      '/fr/faq',
      '/contact',
      '/fr/contact',
      '/privacy',
      '/fr/privacy',
      '/terms',
      '/fr/terms',
      '/cookies',
      '/fr/cookies',
      // The status page has no French address (/fr/status leads to the landing): English only.
      '/status',
    ]);
  });

  it('gives a page in several languages its alternates, and the others none', () => {
    expect(xml).toContain(`  <url>
    <loc>%PUBLIC_SITE_URL%/fr</loc>
    <changefreq>weekly</changefreq>
    <priority>1.0</priority>
    <xhtml:link rel="alternate" hreflang="en" href="%PUBLIC_SITE_URL%/"/>
    <xhtml:link rel="alternate" hreflang="fr" href="%PUBLIC_SITE_URL%/fr"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="%PUBLIC_SITE_URL%/"/>
  </url>`);
    expect(xml).toContain(`  <url>
    <loc>%PUBLIC_SITE_URL%/status</loc>
    <changefreq>monthly</changefreq>
    <priority>0.6</priority>
  </url>`);
  });
});
