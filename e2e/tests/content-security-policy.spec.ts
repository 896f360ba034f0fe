import { languagePath, sitePath } from '@lyceum/contracts/constants';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signInViaUi, signUpViaApi } from './helpers';

// The static servers give every page a Content-Security-Policy made from the runtime config and
// the hashes of the page's inline scripts. The product must run under it without a single
// violation: the boot shell script, the remotes' scripts and manifests, the API, the pictures.

/**
 * Every violation the page reports (its `securitypolicyviolation` events, from before its first
 * script, across navigations) and every console message of the browser about the policy.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    const { reportViolation: report } = window as unknown as {
      reportViolation: (text: string) => Promise<void>;
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** One page of each kind (the landing, an account page, the status page), in each language. */
const SAMPLED_PAGES: Array<{ path: string; heading: string | RegExp }> = [
  { path: sitePath('landing'), heading: /./ },
  { path: sitePath('signIn'), heading: 'Sign In' },
  { path: sitePath('status'), heading: 'Service status' },
  { path: languagePath('fr', sitePath('landing')), heading: /./ },
  { path: `${sitePath('signIn')}?lang=fr`, heading: 'Connexion' },
  { path: `${sitePath('status')}?lang=fr`, heading: 'État du service' },
];

test.describe('content security policy', () => {
  for (const { path, heading } of SAMPLED_PAGES) {
    test(`${path} runs without a violation`, async ({ page }) => {
      const violations = await watchPolicy(page);
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self' [^;]*'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's API calls and pictures are done too.
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('an inline script the page did not ship is refused', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.some((text) => text.startsWith('script-src'))).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  test('the signed-in areas run without a violation', async ({ page, request }) => {
    const violations = await watchPolicy(page);
    const user = newUser('csp');
    await signUpViaApi(request, user);
    await signInViaUi(page, user);
    for (const [path, heading] of [
      ['/flashcards', 'Flashcards Library'],
      ['/chat', 'Persona Chat'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' /);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
