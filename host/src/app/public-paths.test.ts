import { LANGUAGE_PAGES } from '../features/language/language-paths';
import { GUEST_PAGES, LANGUAGE_LINK_PAGES, OPEN_PAGES } from './public-paths';

// The route lists come from the contracts' one list of public pages; these are the lists the
// host wrote by hand before, which the routes must keep.
describe('the public routes, from the contracts’ list of pages', () => {
  it('places the same pages at the root, for everyone and for guests only', () => {
    expect(OPEN_PAGES).toEqual([
      'landing',
      'about',
      'faq',
      'contact',
      'privacy',
      'terms',
      'cookies',
      'status',
      'confirm/:token',
      'unsubscribe/:token',
      'verify-email/:token',
      'reset-password/:token',
      'confirm-email/:token',
    ]);
    expect(GUEST_PAGES).toEqual(['signin', 'signup', 'forgot-password']);
  });

  it('places the same pages under /:lang', () => {
    expect(LANGUAGE_PAGES).toEqual(['', 'about', 'faq', 'contact', 'privacy', 'terms', 'cookies']);
    expect(LANGUAGE_LINK_PAGES).toEqual([
      'verify-email/:token',
      'reset-password/:token',
      'confirm-email/:token',
    ]);
  });
});
