import '../testing/setup';
import { documentTitle } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { AboutPage } from '../features/legal-pages/about-page';
import { ContactPage } from '../features/contact/contact-page';
import { FaqPage } from '../features/faq/faq-page';
import { LandingPage } from '../features/landing/landing-page';
import { PrivacyPage } from '../features/legal-pages/legal-page';
import { StatusPage } from '../features/status/status-page';
import { readText, repoPath } from '../testing/repo-files';

jest.mock('../lib/hero-image');
// The status page stays loading: only its head matters here.
jest.mock('../features/status/api/get-health', () => ({
  useHealth: () => ({ isPending: true, isError: false, isFetching: true, dataUpdatedAt: 0 }),
}));

const origin = window.location.origin;
const attr = (selector: string, name = 'content') =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('page metadata', () => {
  it('sets title, description, canonical, alternates and social tags in English', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.title).toBe('About Lyceum — Lyceum');
    expect(attr('meta[name="description"]')).toMatch(/Why we are building Lyceum/);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/about`);
    expect(attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/about`);
    expect(attr('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(`${origin}/fr/about`);
    expect(attr('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${origin}/about`);
    expect(attr('meta[property="og:locale"]')).toBe('en_US');
    expect(attr('meta[property="og:locale:alternate"]')).toBe('fr_FR');
    expect(attr('meta[property="og:url"]')).toBe(`${origin}/about`);
    expect(attr('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr('meta[property="og:image"]')).toBe('https://lyceum.test/og-image.png');
  });

  it('hoists the tags into <head>', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull();
  });

  it('puts the French page under /fr with the fr_FR locale', () => {
    renderWithProviders(<LandingPage />, { route: '/fr', language: 'fr' });
    expect(document.title).toBe('Dialoguez avec les grands livres — Lyceum');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/fr`);
    expect(attr('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/`);
    expect(attr('meta[property="og:locale"]')).toBe('fr_FR');
    expect(attr('meta[property="og:locale:alternate"]')).toBe('en_US');
  });

  it('emits Organization JSON-LD on the about page', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(jsonLd()).toMatchObject({ '@type': 'Organization', name: 'Lyceum', url: `${origin}/` });
  });

  it('emits FAQPage JSON-LD with all six questions on the FAQ', () => {
    renderWithProviders(<FaqPage />, { route: '/fr/faq', language: 'fr' });
    const data = jsonLd() as { '@type': string; mainEntity: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0]?.name).toBe("Qu'est-ce que Lyceum\u202f?");
  });

  it.each([
    ['/about', <AboutPage />, 'About Lyceum'],
    ['/contact', <ContactPage />, 'Contact us'],
    ['/privacy', <PrivacyPage />, 'Privacy Policy'],
    ['/status', <StatusPage />, 'Service status'],
  ])('titles %s "<page> — Lyceum", the social titles alike', (route, page, name) => {
    renderWithProviders(page, { route });
    expect(document.title).toBe(documentTitle(name));
    expect(document.title).toBe(`${name} — Lyceum`);
    expect(attr('meta[property="og:title"]')).toBe(document.title);
    expect(attr('meta[name="twitter:title"]')).toBe(document.title);
    expect(attr('meta[property="og:site_name"]')).toBe('Lyceum');
  });
});

/** The head of an HTML template, as the browser builds it before any script runs. */
function loadTemplateHead(file: string) {
  const template = new DOMParser().parseFromString(readText(repoPath(file)), 'text/html');
  document.head.replaceChildren(...[...template.head.children].map((node) => node.cloneNode(true)));
}

const descriptions = () =>
  [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  );

describe.each(['host/public/index.html', 'tools/build/index.html'])(
  'the one description, with the template %s',
  (file) => {
    beforeEach(() => loadTemplateHead(file));
    afterEach(() => document.head.replaceChildren());

    it('gives a page without PageMeta the site default', () => {
      renderWithProviders(<p>A page that sets no metadata</p>);
      expect(descriptions()).toEqual([
        'Lyceum: learn from books of ideas and the great thinkers of history.',
      ]);
    });

    it('replaces it with the page’s own while the page is shown, then puts it back', () => {
      const { unmount } = renderWithProviders(<AboutPage />, { route: '/about' });
      expect(descriptions()).toHaveLength(1);
      expect(descriptions()[0]).toMatch(/Why we are building Lyceum/);
      expect(attr('meta[property="og:description"]')).toBe(descriptions()[0]);
      unmount();
      expect(descriptions()).toEqual([
        'Lyceum: learn from books of ideas and the great thinkers of history.',
      ]);
    });
  },
);

it('has exactly one description on a page even without a template', () => {
  const { unmount } = renderWithProviders(<FaqPage />, { route: '/faq' });
  expect(descriptions()).toHaveLength(1);
  unmount();
  expect(descriptions()).toEqual([]);
});
