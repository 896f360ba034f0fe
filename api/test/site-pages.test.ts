import { SITE_PAGES, sitePath } from '@lyceum/contracts';

describe('the pages the apps share', () => {
  it('gives absolute paths, with the token of an e-mailed link in place', () => {
    expect(sitePath('signIn')).toBe('/signin');
    expect(sitePath('resetPassword', 'abc_DEF-123')).toBe('/reset-password/abc_DEF-123');
    expect(sitePath('confirmEmail', 'a/b?c')).toBe('/confirm-email/a%2Fb%3Fc');
  });

  it('refuses a link page without its token', () => {
    expect(() => sitePath('verifyEmail')).toThrow('verifyEmail needs a token');
  });

  it('names every link page with a token parameter', () => {
    for (const page of [
      'newsletterConfirm',
      'verifyEmail',
      'resetPassword',
      'confirmEmail',
    ] as const) {
      expect(SITE_PAGES[page]).toMatch(/\/:token$/);
    }
  });
});
