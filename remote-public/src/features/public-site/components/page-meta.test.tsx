import '../../../testing/setup';
import { renderWithProviders } from '@lyceum/platform/testing';
import { AboutPage } from '../pages/about-page';
import { FaqPage } from '../pages/faq-page';
import { LandingPage } from '../pages/landing-page';

jest.mock('../landing/hero-image');

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
    expect(document.title).toBe('About Lyceum | Lyceum');
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
    expect(document.title).toBe('Dialoguez avec les grands livres | Lyceum');
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
    expect(data.mainEntity[0]?.name).toBe("Qu'est-ce que Lyceum ?");
  });
});
