import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PUBLIC_PAGES, publicPageUrls } from '@lyceum/contracts/constants';
import { pagePattern, parseServeArgs, publicPagesHintsPaths } from '../src/options.mjs';

test("a page's address becomes a hints pattern; a parameter only as its last segment", () => {
  assert.equal(pagePattern('/'), '/');
  assert.equal(pagePattern('/fr/about'), '/fr/about');
  assert.equal(pagePattern('/fr/confirm-email/:token'), '/fr/confirm-email/*');
  assert.throws(() => pagePattern('/book/:id/page'), /only a last segment/);
});

test('--hints-pages gives every address of the public pages, in the languages each has', () => {
  const { values } = parseServeArgs(['dist', '--hints-remote', 'public', '--hints-pages']);
  assert.equal(values['hints-pages'], true);
  const paths = publicPagesHintsPaths(PUBLIC_PAGES, publicPageUrls);
  assert.deepEqual(paths, [
    '/',
    '/fr',
    '/landing',
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
    '/status',
    '/signin',
    '/signup',
    '/forgot-password',
    '/confirm/*',
    '/unsubscribe/*',
    '/verify-email/*',
    '/fr/verify-email/*',
    '/reset-password/*',
    '/fr/reset-password/*',
    '/confirm-email/*',
    '/fr/confirm-email/*',
  ]);
});
