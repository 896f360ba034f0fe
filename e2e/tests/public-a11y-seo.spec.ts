import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { headAttribute, PUBLIC_PAGES } from './public-helpers';
import { HOST } from './helpers';

const ORIGIN = HOST;

// Each test reads public pages only: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const { path, fr } of PUBLIC_PAGES) {
  for (const [url, language] of [
    [path, 'en'],
    [fr, 'fr'],
  ] as const) {
    if (!url) continue;
    test(`${url} has no axe-core violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
}

test.describe('search-engine metadata', () => {
  for (const { path, fr } of PUBLIC_PAGES.filter((page) => page.fr)) {
    test(`${path} and ${fr} declare canonical, alternates and Open Graph locales`, async ({
      page,
    }) => {
      const english = path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`;
      const french = `${ORIGIN}${fr}`;
      for (const [url, canonical, locale, alternate] of [
        [path, english, 'en_US', 'fr_FR'],
        [fr, french, 'fr_FR', 'en_US'],
      ] as const) {
        await page.goto(url!);
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
        expect(await headAttribute(page, 'link[hreflang="en"]', 'href')).toBe(english);
        expect(await headAttribute(page, 'link[hreflang="fr"]', 'href')).toBe(french);
        expect(await headAttribute(page, 'link[hreflang="x-default"]', 'href')).toBe(english);
        expect(await headAttribute(page, 'meta[property="og:locale"]', 'content')).toBe(locale);
        expect(await headAttribute(page, 'meta[property="og:locale:alternate"]', 'content')).toBe(
          alternate,
        );
        expect(await headAttribute(page, 'meta[name="twitter:card"]', 'content')).toBe(
          'summary_large_image',
        );
        expect(await headAttribute(page, 'meta[name="description"]', 'content')).toBeTruthy();
        expect(await page.title()).toMatch(/ — Lyceum$/);
      }
    });
  }

  test('the FAQ emits FAQPage and about emits Organization JSON-LD', async ({ page }) => {
    await page.goto('/fr/faq');
    const faq = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@type'?: string; mainEntity?: unknown[] };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(6);
    await page.goto('/about');
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Lyceum' });
  });

  test('robots.txt and sitemap.xml are served at the site root', async ({ request }) => {
    const robots = await request.get(`${ORIGIN}/robots.txt`);
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await request.get(`${ORIGIN}/sitemap.xml`);
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${ORIGIN}/fr/about</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/about</loc>`);
  });
});
