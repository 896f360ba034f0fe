import { expect, test } from '@playwright/test';
import { newUser, signInViaUi, signUpViaApi } from './helpers';

// A stand-in for the React DevTools hook: every react-dom copy that starts registers itself.
function installRendererCounter() {
  const renderers = new Map<number, { version?: string }>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string }) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

interface SharedEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

test('exactly one React runs across the host and every remote', async ({ page, request }) => {
  await page.addInitScript(installRendererCounter);
  const user = newUser('single');
  await signUpViaApi(request, user);
  await signInViaUi(page, user);
  const areas: Array<[string, string]> = [
    ['/flashcards', 'Flashcards Library'],
    ['/chat', 'Persona Chat'],
    ['/about', 'About Lyceum'],
  ];
  for (const [path, heading] of areas) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  // Client-side navigation too, so all remotes live in one page.
  await page.getByRole('link', { name: 'Lyceum, go to home' }).click();
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Persona Chat', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Academy' }).click();
  await expect(page.getByRole('heading', { name: 'Flashcards Library', level: 1 })).toBeVisible();

  const report = await page.evaluate(() => {
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;
        };
      }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) (loaded[pkg] ??= []).push(`${version}@${entry.from}`);
        }
      }
    }
    for (const pkg of Object.keys(loaded)) loaded[pkg] = [...new Set(loaded[pkg])];
    return { renderers: hook.renderers.size, loaded };
  });

  expect(report.renderers).toBe(1);
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'i18next',
    'react-i18next',
    'zustand',
    '@lyceum/platform',
  ]) {
    expect(report.loaded[pkg], pkg).toHaveLength(1);
  }
});
