import { createContext, useContext, useLayoutEffect } from 'react';

/** The skip link's target when the signed-in layout is on screen: its content, past the sidebar. */
export const APP_CONTENT_ID = 'app-content';

/** Tells the shell whether the signed-in layout, which brings its own header, is on screen. */
export const AppChromeContext = createContext<(present: boolean) => void>(() => undefined);

/** Called by the signed-in layout: while it is shown, the shell leaves out the public top bar. */
export function useAppChrome(): void {
  const setPresent = useContext(AppChromeContext);
  useLayoutEffect(() => {
    setPresent(true);
    return () => setPresent(false);
  }, [setPresent]);
}
