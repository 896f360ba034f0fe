import { publicSiteResources } from './resources';

/** Every key path of a resource tree, arrays included (their length is part of the content). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => keyPaths(item, `${prefix}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('public-site locales', () => {
  const namespaces = Object.keys(publicSiteResources.en) as (keyof typeof publicSiteResources.en)[];

  it('has the same namespaces in both languages', () => {
    expect(Object.keys(publicSiteResources.fr).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('has the same keys in English and French in %s', (namespace) => {
    expect(keyPaths(publicSiteResources.fr[namespace]).sort()).toEqual(
      keyPaths(publicSiteResources.en[namespace]).sort(),
    );
  });

  it.each(namespaces)('has no empty text in %s', (namespace) => {
    for (const language of ['en', 'fr'] as const) {
      const tree = publicSiteResources[language][namespace];
      for (const path of keyPaths(tree)) {
        const text = path
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });

  it('keeps the spec texts of the newsletter and contact messages', () => {
    const { newsletter, contact } = publicSiteResources.en;
    expect(newsletter.tooManyAttempts).toBe(
      'Too many subscription attempts. Please try again later.',
    );
    expect(newsletter.alreadySubscribed).toBe('This email is already subscribed.');
    expect(newsletter.emailFailed).toBe(
      'Failed to send confirmation email. Please try again later.',
    );
    expect(newsletter.errorGeneric).toBe('Something went wrong. Please try again.');
    expect(newsletter.emailRequired).toBe('Please enter your email address');
    expect(contact.success).toBe(
      "Your message has been sent successfully. We'll get back to you soon!",
    );
    expect(contact.errors.tooMany).toBe('Too many requests. Please try again later.');
    expect(contact.errors.generic).toBe('Failed to send message. Please try again.');
    expect(contact.errors.network).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('states the minimum age of 13 in the privacy policy, in both languages', () => {
    expect(JSON.stringify(publicSiteResources.en.legal.privacy)).toMatch(/at least 13 years old/);
    expect(JSON.stringify(publicSiteResources.fr.legal.privacy)).toMatch(/au moins 13 ans/);
  });

  it('has the FAQ categories with 3, 1 and 2 questions', () => {
    for (const language of ['en', 'fr'] as const) {
      const { categories } = publicSiteResources[language].faq;
      expect(categories.general.items).toHaveLength(3);
      expect(categories.content.items).toHaveLength(1);
      expect(categories.technical.items).toHaveLength(2);
    }
  });

  it('cycles through the nine verbs of the spec', () => {
    expect(publicSiteResources.en.landing.hero.verbs).toEqual([
      'Pause',
      'Watch',
      'Talk to',
      'Ask',
      'Debate',
      'Explore',
      'Learn from',
      'Challenge',
      'Rethink',
    ]);
    expect(publicSiteResources.en.landing.hero.object).toBe('Books');
    expect(publicSiteResources.fr.landing.hero.verbs).toHaveLength(9);
  });
});
