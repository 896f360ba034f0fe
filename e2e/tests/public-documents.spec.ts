import { expect, test, type Page } from '@playwright/test';
import {
  DEFAULT_LANGUAGE,
  PUBLIC_PAGES,
  publicPage,
  publicPageUrls,
  type LanguageCode,
} from '@lyceum/contracts/constants';
import { HOST, newUser, remoteOrigin, signInViaUi, signUpViaApi } from './helpers';
import { localeText, type Lang } from './texts';

// The public pages are documents first: each address answers its page's HTML, in its language,
// readable before (and without) any script; the app then takes the page over in place.

const SITE = { folder: 'remote-public', file: 'site' };
const FAQ = { folder: 'remote-public', file: 'faq' };
const CONTACT = { folder: 'remote-public', file: 'contact' };
const TOKEN = 'not-a-real-token-000000000000';

/** The text of one element of an HTML document, entities decoded. */
function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const attribute = (html: string, tag: RegExp, name: string): string[] =>
  [...html.matchAll(new RegExp(tag.source, 'g'))].map(([element]) =>
    decode(new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1] ?? ''),
  );

/** Every public page's address in each of its languages (a token page with a sample token). */
const ADDRESSES = PUBLIC_PAGES.flatMap((page) =>
  Object.entries(publicPageUrls(page)).map(([language, url]) => ({
    page,
    language: language as LanguageCode,
    path: url.replace(':token', TOKEN),
  })),
);

test.describe('the public pages as served, before any script', () => {
  test('each is its own document: title, description, language, addresses, sharing tags', async ({
    request,
  }) => {
    for (const { page, language, path } of ADDRESSES) {
      const html = await (await request.get(path)).text();
      const where = `${path}:`;
      expect(html, where).toMatch(new RegExp(`^<!doctype html><html lang="${language}" `));
      const [namespace = '', key = ''] = page.titleKey.split(':');
      const title = localeText(
        { folder: 'remote-public', file: namespace.replace(/^public-/, '') },
        language,
        key,
      );
      expect(attribute(html, /<title>[^<]*<\/title>/, 'x'), where).toHaveLength(1);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''), where).toBe(
        `${title} — Lyceum`,
      );
      const [description] = attribute(html, /<meta name="description"[^>]*>/, 'content');
      expect(description?.length, where).toBeGreaterThan(20);
      expect(attribute(html, /<meta property="og:title"[^>]*>/, 'content'), where).toEqual([
        `${title} — Lyceum`,
      ]);
      expect(attribute(html, /<meta property="og:description"[^>]*>/, 'content'), where).toEqual([
        description,
      ]);
      expect(attribute(html, /<meta property="og:locale"[^>]*>/, 'content'), where).toEqual([
        language === 'fr' ? 'fr_FR' : 'en_US',
      ]);
      const [image] = attribute(html, /<meta property="og:image"[^>]*>/, 'content');
      expect((await request.get(image ?? '')).headers()['content-type'], where).toBe('image/png');
      const canonical = attribute(html, /<link rel="canonical"[^>]*>/, 'href');
      const alternates = attribute(html, /<link rel="alternate"[^>]*>/, 'hrefLang');
      if (path.includes(TOKEN)) {
        // A private link names no address, and stays out of search indexes.
        expect(canonical, where).toEqual([]);
        expect(html, where).toContain('<meta name="robots" content="noindex"/>');
      } else if (page.languages.length > 1 && !('aliasOf' in page)) {
        expect(canonical, where).toEqual([`${HOST}${path}`]);
        expect(alternates, where).toEqual(['en', 'fr', 'x-default']);
      } else {
        // One canonical address, the default language's (an alias's is its page's).
        const shown = 'aliasOf' in page ? publicPage(page.aliasOf) : page;
        expect(canonical, where).toEqual([`${HOST}${publicPageUrls(shown)[DEFAULT_LANGUAGE]}`]);
      }
      // The page itself: its heading, inside the host's top bar and shell.
      expect(html, where).toMatch(/<div id="root"><a class="skip-link"[^>]*>[^<]+<\/a><header/);
      expect(html, where).toMatch(/<main id="page-main"[^>]*>.*<h1[\s>]/s);
    }
  });

  test('the FAQ and the about page carry their structured data, in each language', async ({
    request,
  }) => {
    for (const language of ['en', 'fr'] as const) {
      const prefix = language === 'fr' ? '/fr' : '';
      const faq = await (await request.get(`${prefix}/faq`)).text();
      const data = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq)?.[1] ?? '{}',
      ) as { '@type'?: string; mainEntity?: { name: string }[] };
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity?.[0]?.name).toBe(
        localeText(FAQ, language, 'categories.general.items.0.question'),
      );
      const about = await (await request.get(`${prefix}/about`)).text();
      expect(about).toContain('"@type":"Organization"');
    }
  });

  test('sitemap.xml lists exactly the documents open to search engines, at their own address', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    const indexed: string[] = [];
    for (const { path } of ADDRESSES) {
      const html = await (await request.get(path)).text();
      const [canonical] = attribute(html, /<link rel="canonical"[^>]*>/, 'href');
      if (!html.includes('content="noindex"') && canonical === `${HOST}${path}`) {
        indexed.push(canonical);
      }
    }
    expect(listed.sort()).toEqual(indexed.sort());
  });
});

test.describe('a public page read without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'fr'] as const) {
    test(`reads in full, its links work and its forms say they need scripts (${lang})`, async ({
      page,
    }) => {
      const prefix = lang === 'fr' ? '/fr' : '';
      await page.goto(`${prefix}/faq`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Every answer reads: the questions cannot open them.
      const answer = localeText(FAQ, lang, 'categories.general.items.0.answer');
      await expect(page.getByText(answer)).toBeVisible();
      // The footer's links and the language link lead to documents too.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: localeText(SITE, lang, 'footer.contact') })
        .click();
      await expect(page).toHaveURL(`${HOST}${prefix}/contact`);
      await expect(
        page.getByRole('heading', { name: localeText(CONTACT, lang, 'title'), level: 1 }),
      ).toBeVisible();
      // (Playwright's text and role queries skip what is inside <noscript>: CSS finds it.)
      const note = page.locator('form .ps-needs-script');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(localeText(SITE, lang, 'needsScript'));
      const other: Lang = lang === 'fr' ? 'en' : 'fr';
      await page.locator(`.language-menu__link[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(`${HOST}${other === 'fr' ? '/fr' : ''}/contact`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  }
});

/** Holds back the public remote's files until `release` is called. */
async function holdPublicRemote(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin('public')}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the app has taken #root over. */
const takenOver = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

/** Resolves once the browser has been idle twice in a row, two frames apart. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => requestIdleCallback(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });

test.describe('the app taking a page over', () => {
  test('waits for the first input: no script is fetched before it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/fr');
    await page.waitForLoadState('load');
    await settled(page);
    expect(scripts).toEqual([]);
    expect(await takenOver(page)).toBe(false);
    // The first key (Tab, to the skip link) starts it.
    await page.keyboard.press('Tab');
    await expect.poll(() => takenOver(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('keeps what was typed before it ran, in the same elements', async ({ page }) => {
    const release = await holdPublicRemote(page);
    await page.goto('/contact');
    const name = page.getByLabel(localeText(CONTACT, 'en', 'fields.name'));
    const subject = page.getByLabel(localeText(CONTACT, 'en', 'fields.subject'));
    await name.evaluate((element) => element.setAttribute('data-from-document', ''));
    // Typed while the page is the document alone: its scripts are held back.
    await name.pressSequentially('Ada Lovelace');
    await subject.pressSequentially('Hello');
    release();
    await expect.poll(() => takenOver(page)).toBe(true);
    // The page's state took the typed text: the counter counts it, the check finds it.
    await expect(page.locator('#contact-subject-hint')).toHaveText(
      localeText(CONTACT, 'en', 'counter', { count: 5, max: 200 }),
    );
    await page.getByRole('button', { name: localeText(CONTACT, 'en', 'submit') }).click();
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(localeText(CONTACT, 'en', 'fields.email'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.locator('input[data-from-document]')).toHaveValue('Ada Lovelace');
  });

  test('answers a click made before it ran', async ({ page }) => {
    const release = await holdPublicRemote(page);
    await page.goto('/faq');
    const question = page.getByRole('button', {
      name: localeText(FAQ, 'en', 'categories.general.items.0.question'),
    });
    await question.click();
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText(localeText(FAQ, 'en', 'categories.general.items.0.answer')),
    ).toBeVisible();
  });

  test('a signed-in visitor opening / never sees the landing', async ({ page, request }) => {
    const user = newUser('documents');
    await signUpViaApi(request, user);
    await signInViaUi(page, user);
    // Each frame of the next visit, from its first: the landing's hero must never show.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { landingSeen: string[] }).landingSeen = seen;
      const look = () => {
        const hero = document.querySelector('.landing-hero');
        const shell = document.getElementById('boot-shell');
        const covered = shell !== null && !shell.hidden;
        if (hero && !covered) seen.push(String(performance.now()));
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { landingSeen: string[] }).landingSeen),
    ).toEqual([]);
  });
});
