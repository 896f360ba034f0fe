import { expect, test, type Page } from '@playwright/test';
import { HOST, languageStored } from './helpers';

/**
 * What the top bar's boxes look like on screen: overlaps between its visible items, items whose
 * text runs over more than one line, and whether the bar scrolls sideways.
 */
async function topBarLayout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header');
    if (!bar) throw new Error('no top bar');
    const items = [...bar.querySelectorAll<HTMLElement>('a, button, select, h1, [data-testid]')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => !element.closest('[hidden]'))
      .filter(
        (element) =>
          ![...bar.querySelectorAll('a, button, select, h1, [data-testid]')].some(
            (other) => other !== element && other.contains(element),
          ),
      );
    const boxes = items.map((element) => ({
      name: (element.textContent ?? element.getAttribute('aria-label') ?? '').trim(),
      box: element.getBoundingClientRect(),
      element,
    }));
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        if (!apart) overlaps.push(`${boxes[i]!.name} × ${boxes[j]!.name}`);
      }
    }
    const wrapped = boxes
      .filter(({ element }) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map(({ name }) => name);
    return {
      overlaps,
      wrapped,
      scrolls: bar.scrollWidth > bar.clientWidth + 1,
      page: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
    };
  });
}

for (const width of [320, 390]) {
  for (const path of ['/', '/fr', '/about', '/fr/faq']) {
    test(`guest top bar at ${width} px on ${path}: nothing wraps or overlaps`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByTestId('language-select')).toBeVisible();
      expect(await topBarLayout(page)).toEqual({
        overlaps: [],
        wrapped: [],
        scrolls: false,
        page: false,
      });
    });
  }
}

test('an unprefixed public page follows a stored French preference to its /fr path', async ({
  page,
}) => {
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await languageStored(page, 'fr');
  await page.goto('/faq?ref=mail#technical');
  await expect(page).toHaveURL(`${HOST}/fr/faq?ref=mail#technical`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/');
  await expect(page).toHaveURL(`${HOST}/fr`);
});
