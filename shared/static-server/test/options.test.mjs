import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_LANGUAGE, LANGUAGES, PUBLIC_PAGES } from '@lyceum/contracts/constants';
import { pagePattern, parseServeArgs, publicPagesHintsPaths } from '../src/options.mjs';

test('a page route becomes a hints pattern; a parameter only as its last segment', () => {
  assert.equal(pagePattern(''), '/');
  assert.equal(pagePattern('about'), '/about');
  assert.equal(pagePattern('confirm/:token'), '/confirm/*');
  assert.throws(() => pagePattern('book/:id/page'), /only a last segment/);
});

test('--hints-pages gives the paths the host listed by hand before the pages had one list', () => {
  const { values } = parseServeArgs(['dist', '--hints-remote', 'public', '--hints-pages']);
  assert.equal(values['hints-pages'], true);
  const unprefixed = [
    '/',
    '/landing',
    '/about',
    '/faq',
    '/contact',
    '/privacy',
    '/terms',
    '/cookies',
    '/status',
    '/signin',
    '/signup',
    '/forgot-password',
    '/confirm/*',
    '/unsubscribe/*',
    '/verify-email/*',
    '/reset-password/*',
    '/confirm-email/*',
  ];
  const french = unprefixed.map((path) => (path === '/' ? '/fr' : `/fr${path}`));
  assert.deepEqual(
    publicPagesHintsPaths({
      pages: PUBLIC_PAGES,
      languages: LANGUAGES,
      defaultLanguage: DEFAULT_LANGUAGE,
    }),
    [...unprefixed, ...french],
  );
});
