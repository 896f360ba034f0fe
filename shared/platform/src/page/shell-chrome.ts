import { createContext, useContext, useEffect, useLayoutEffect } from 'react';

/**
 * What a page brings that the shell would otherwise provide: `app`, the signed-in layout with
 * its own header (the shell leaves out the public top bar); `main`, its own `<main>` landmark
 * (the public site's pages, whose footer sits after it), so the shell's wrapper is no landmark.
 */
export type ShellPart = 'app' | 'main';

/** Provided by the host's shell: a page says what it brings while it is on screen. */
export const ShellChromeContext = createContext<(part: ShellPart, present: boolean) => void>(
  () => undefined,
);

/** The skip link's target on a page that brings its own `<main>`. */
export const PAGE_MAIN_ID = 'page-main';

/**
 * Tells the shell, while the calling component is mounted, that the page brings `part`. The
 * signed-in layout says so before the browser paints, so the public top bar never shows above
 * it; a page's own `<main>` right after (only a landmark role and the skip link's target change),
 * so the page's first paint does not wait for the shell to render again.
 */
export function useShellPart(part: ShellPart): void {
  const setPresent = useContext(ShellChromeContext);
  const useTell = part === 'app' ? useLayoutEffect : useEffect;
  useTell(() => {
    setPresent(part, true);
    return () => setPresent(part, false);
  }, [part, setPresent]);
}
