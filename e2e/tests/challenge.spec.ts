import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeLearnerContexts, learnerPage } from './academy-helpers';
import { expectNoAxeViolations } from './axe';
import { API, HOST } from './helpers';
import { ACADEMY, CHALLENGE, LIBRARY, localeText, PROGRESS } from './texts';

closeLearnerContexts();

/** Imports `recto;verso` lines for the learner, with `tags` on each. */
async function importCards(
  request: APIRequestContext,
  token: string,
  lines: string[],
  tags: string[] = [],
) {
  const response = await request.post(`${API}/api/flashcards/import`, {
    headers: { authorization: `Bearer ${token}` },
    data: { text: lines.join('\n'), tags },
  });
  expect(response.status()).toBe(200);
}

/** How many learning sessions the learner has recorded. */
async function savedSessions(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API}/api/learning-sessions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total_count: number }).total_count;
}

/** The day it is in the page's time zone, as the progress chart names days (YYYY-MM-DD). */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

// The Stoic cards carry the tag; a third card does not, so the tag filter leaves it out.
const CARDS = ['Seneca;Who wrote the Letters to Lucilius?', 'Epictetus;Who taught the Discourses?'];

for (const lang of ['en', 'fr'] as const) {
  const challenge = (key: string, values?: Record<string, string | number>) =>
    localeText(CHALLENGE, lang, key, values);
  const progress = (key: string, values?: Record<string, string | number>) =>
    localeText(PROGRESS, lang, key, values);
  // English goes by keyboard (Enter and R), French by mouse (the buttons).
  const byKeyboard = lang === 'en';

  test.describe(`the challenge in ${lang}`, () => {
    test('a tag → a wrong answer overridden → a missed card back → completion → the chart', async ({
      browser,
    }) => {
      const { page, token } = await learnerPage(browser, lang, 1280, 'quiz');
      await importCards(page.request, token, CARDS, ['stoics']);
      await importCards(page.request, token, ['Plato;Who wrote the Republic?']);

      await page.goto('/flashcards/challenge');
      await expect(
        page.getByRole('heading', { level: 1, name: localeText(ACADEMY, lang, 'challenge.title') }),
      ).toBeVisible();
      await page.getByRole('spinbutton', { name: challenge('setup.count') }).fill('5');
      const tag = page.getByRole('button', { name: 'stoics' });
      await tag.click();
      await expect(tag).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: challenge('setup.start') }).click();

      const answer = page.getByRole('textbox', { name: challenge('card.answer') });
      const question = page.locator('.ac-challenge-card__question');
      const card = page.locator('.ac-challenge-card');
      const submit = async (text: string) => {
        await answer.fill(text);
        if (byKeyboard) await answer.press('Enter');
        else await page.getByRole('button', { name: challenge('card.submit') }).click();
      };
      const proceed = async () => {
        if (byKeyboard) await page.keyboard.press('Enter');
        else await page.getByRole('button', { name: challenge('review.continue') }).click();
      };

      // First card: a longer name the check does not know is wrong; the learner marks it right.
      await expect(question).toHaveText('Who wrote the Letters to Lucilius?');
      if (byKeyboard) {
        // Ctrl+E edits the card on screen; Escape closes the dialog and the turn goes on.
        await page.keyboard.press('Control+e');
        const dialog = page.getByRole('dialog', { name: localeText(LIBRARY, lang, 'edit.title') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('textbox').first()).toHaveValue('Seneca');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await submit('Seneca the Younger');
      await expect(
        card.getByRole('heading', { level: 3, name: challenge('review.incorrect') }),
      ).toBeVisible();
      await expect(card).toHaveClass(/ac-challenge-card--wrong/);
      if (byKeyboard) await page.keyboard.press('r');
      else await page.getByRole('button', { name: challenge('review.markRight') }).click();
      await expect(card.getByText(challenge('review.overridden'), { exact: true })).toBeVisible();
      await expect(card).toHaveClass(/ac-challenge-card--right/);
      await expectNoAxeViolations(page);
      await proceed();

      // Second card: missed, so it comes back, marked as seen twice.
      await expect(question).toHaveText('Who taught the Discourses?');
      await submit('Plato');
      await expect(card).toHaveClass(/ac-challenge-card--wrong/);
      await proceed();
      await expect(question).toHaveText('Who taught the Discourses?');
      await expect(card.getByText(challenge('card.seen_other', { count: 2 }))).toBeVisible();
      await expect(card).toHaveClass(/ac-challenge-card--again/);
      await submit('epictète');
      await expect(
        card.getByRole('heading', { level: 3, name: challenge('review.correct') }),
      ).toBeVisible();
      await proceed();

      // Complete: two cards, one right the first time, saved once.
      await expect(page.getByRole('heading', { name: challenge('done.heading') })).toBeVisible();
      await expect(page.locator('.ac-challenge-done__figures')).toContainText(/50[.,]0\s?%/);
      await expect(page.getByText(challenge('saved'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expect.poll(() => savedSessions(page.request, token)).toBe(1);

      // The library's progress chart has today's point, and its table today's row.
      await page.getByRole('button', { name: challenge('done.library') }).click();
      await expect(page).toHaveURL(`${HOST}/flashcards`);
      const panel = page.locator('.ac-progress');
      await expect(
        panel.getByRole('heading', { name: progress('heading', { days: 30 }) }),
      ).toBeVisible();
      await expect(
        panel.locator(`.ac-progress__point[data-date="${await today(page)}"]`),
      ).toHaveCount(1);
      await expect(panel.getByRole('table').locator('tbody tr')).toHaveCount(1);
      await expect(panel.getByRole('table').locator('tbody tr td').first()).toHaveText(
        /50[.,]0\s?%/,
      );
      await panel.getByRole('radio', { name: progress('mode.volume') }).click();
      await expect(panel.locator('.ac-progress__bar')).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(await savedSessions(page.request, token)).toBe(1);
    });
  });
}

test('leaving mid-session saves the session once, whether by the app or by closing the page', async ({
  browser,
}) => {
  const challenge = (key: string) => localeText(CHALLENGE, 'en', key);
  const { page, token } = await learnerPage(browser, 'en', 1280, 'quitter');
  await importCards(page.request, token, CARDS);
  const answerOne = async () => {
    await page.goto('/flashcards/challenge');
    await page.getByRole('button', { name: challenge('setup.start') }).click();
    const answer = page.getByRole('textbox', { name: challenge('card.answer') });
    await answer.fill('Zeno');
    await answer.press('Enter');
    const proceed = page.getByRole('button', { name: challenge('review.continue') });
    await expect(proceed).toBeVisible();
    await page.keyboard.press('Enter');
    // The verdict is recorded once the review gives way to the next card; leaving before that
    // leaves nothing answered to save.
    await expect(proceed).toBeHidden();
    await expect(page.locator('.ac-challenge-card__question')).toBeVisible();
  };

  // Closing the page (here: going to another site) sends the session with a keepalive request.
  await answerOne();
  await page.goto('about:blank');
  await expect.poll(() => savedSessions(page.request, token)).toBe(1);

  // Leaving the screen inside the app saves it; the page hiding afterwards does not save again.
  await answerOne();
  await page
    .getByRole('link', { name: localeText(ACADEMY, 'en', 'nav.library') })
    .first()
    .click();
  await expect(page).toHaveURL(`${HOST}/flashcards`);
  await expect.poll(() => savedSessions(page.request, token)).toBe(2);
  await page.goto('about:blank');
  await page.waitForTimeout(1000);
  expect(await savedSessions(page.request, token)).toBe(2);

  const response = await page.request.get(`${API}/api/learning-sessions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { sessions } = (await response.json()) as {
    sessions: Array<{ total_cards: number; correct_answers: number }>;
  };
  expect(
    sessions.map(({ total_cards, correct_answers }) => [total_cards, correct_answers]),
  ).toEqual([
    [1, 0],
    [1, 0],
  ]);
});

test('on a phone, in French, the challenge and the chart it feeds fit the screen', async ({
  browser,
}) => {
  const challenge = (key: string) => localeText(CHALLENGE, 'fr', key);
  const { page, token } = await learnerPage(browser, 'fr', 390, 'mobile');
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await importCards(page.request, token, CARDS);
  await page.goto('/flashcards/challenge');
  await page.getByRole('button', { name: challenge('setup.start') }).click();
  const answer = page.getByRole('textbox', { name: challenge('card.answer') });
  const question = page.locator('.ac-challenge-card__question');
  await answer.fill('Platon');
  await answer.press('Enter');
  const proceed = page.getByRole('button', { name: challenge('review.continue') });
  await expect(proceed).toBeVisible();
  await expect(page.getByRole('button', { name: challenge('review.markRight') })).toBeVisible();
  expect(await overflow()).toBe(0);
  await expectNoAxeViolations(page);

  // The rest of the session, then the library: the chart and its table for screen readers.
  await proceed.click();
  const rest: Array<[string, string]> = [
    ['Who taught the Discourses?', 'Epictetus'],
    ['Who wrote the Letters to Lucilius?', 'Seneca'],
  ];
  for (const [asked, right] of rest) {
    await expect(question).toHaveText(asked);
    await answer.fill(right);
    await answer.press('Enter');
    await proceed.click();
  }
  await page.getByRole('button', { name: challenge('done.library') }).click();
  await expect(page.locator('.ac-progress__point')).toHaveCount(1);
  await expect(page.locator('.ac-progress').getByRole('table')).toBeAttached();
  expect(await overflow()).toBe(0);
});
