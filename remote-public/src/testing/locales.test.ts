import { codeText } from '@lyceum/platform';
import { publicResources } from './setup';
import { LANGUAGES } from '@lyceum/contracts/constants';

// Every key exists in English and in French: the platform's locales test checks each app. Here,
// what this remote's texts must say.

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

describe('public locales', () => {
  const files = Object.keys(publicResources.en) as (keyof typeof publicResources.en)[];

  it.each(files)('has no empty text in %s', (file) => {
    for (const language of LANGUAGES) {
      const tree = publicResources[language][file];
      for (const path of keyPaths(tree)) {
        const text = path
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
    }
  });

  it('keeps the texts the newsletter and contact forms must show', () => {
    const { newsletter, contact } = publicResources.en;
    expect(newsletter.errorGeneric).toBe('Something went wrong. Please try again.');
    expect(newsletter.emailRequired).toBe('Please enter your email address');
    expect(contact.success).toBe(
      "Your message has been sent successfully. We'll get back to you soon!",
    );
    expect(contact.errors.generic).toBe('Failed to send message. Please try again.');
    expect(contact.errors.network).toBe(
      'Network error. Please check your connection and try again.',
    );
    // The server's refusals read as the error catalogue says.
    expect(codeText('newsletter.too_many_attempts')).toBe(
      'Too many subscription attempts. Please try again later.',
    );
    expect(codeText('newsletter.already_subscribed')).toBe('This email is already subscribed.');
    expect(codeText('newsletter.email_failed')).toBe(
      'Failed to send confirmation email. Please try again later.',
    );
    expect(codeText('rate_limited')).toBe('Too many requests. Please try again later.');
  });

  it('states the minimum age of 13 in the privacy policy, in both languages', () => {
    expect(JSON.stringify(publicResources.en.legal.privacy)).toMatch(/at least 13 years old/);
    expect(JSON.stringify(publicResources.fr.legal.privacy)).toMatch(/au moins 13 ans/);
  });

  it('has the FAQ categories with 3, 1 and 2 questions', () => {
    for (const language of LANGUAGES) {
      const { categories } = publicResources[language].faq;
      expect(categories.general.items).toHaveLength(3);
      expect(categories.content.items).toHaveLength(1);
      expect(categories.technical.items).toHaveLength(2);
    }
  });

  it('cycles through the nine verbs of the hero', () => {
    expect(publicResources.en.landing.hero.verbs).toEqual([
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
    expect(publicResources.en.landing.hero.object).toBe('Books');
    expect(publicResources.fr.landing.hero.verbs).toHaveLength(9);
  });
});
