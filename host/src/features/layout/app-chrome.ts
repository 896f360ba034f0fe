import { useShellPart } from '@lyceum/platform';

/** The skip link's target when the signed-in layout is on screen: its content, past the sidebar. */
export const APP_CONTENT_ID = 'app-content';

/** Called by the signed-in layout: while it is shown, the shell leaves out the public top bar. */
export function useAppChrome(): void {
  useShellPart('app');
}
