import { createContext, useContext, useLayoutEffect } from 'react';

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

/** Tells the shell, while the calling component is mounted, that the page brings `part`. */
export function useShellPart(part: ShellPart): void {
  const setPresent = useContext(ShellChromeContext);
  useLayoutEffect(() => {
    setPresent(part, true);
    return () => setPresent(part, false);
  }, [part, setPresent]);
}
