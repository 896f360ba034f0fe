import { LANGUAGE_STORAGE_KEY, detectLanguage } from './i18n';

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-lyceum-address');
  html.lang = '';
  window.history.replaceState(null, '', '/');
});

describe('the language a page opens in', () => {
  it("is the query's, then the address's on a prerendered page, then the stored one", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    // A prerendered page whose address names its language (`/fr/faq`).
    html.setAttribute('data-lyceum-address', 'language');
    html.lang = 'fr';
    expect(detectLanguage()).toBe('fr');
    // A link asking for a language (`/reset-password/…?lang=en`) has it.
    window.history.replaceState(null, '', '/fr/faq?lang=en');
    expect(detectLanguage()).toBe('en');
  });

  it('is the stored one on a page with a single address', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    html.setAttribute('data-lyceum-address', 'single');
    html.lang = 'en';
    expect(detectLanguage()).toBe('fr');
  });
});
