import { sitePath } from '@lyceum/contracts/constants';
export type Section = 'discover' | 'chat' | 'academy';

/** The sidebar's three sections and where each one starts. */
export const SECTIONS: ReadonlyArray<{ id: Section; to: string }> = [
  { id: 'discover', to: '/' },
  { id: 'chat', to: '/chat' },
  { id: 'academy', to: '/flashcards' },
];

const startsWith = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Paths under /chat are the chat; /flashcards and /settings the academy; anything else discover. */
export function activeSection(pathname: string): Section {
  if (startsWith(pathname, '/chat')) return 'chat';
  if (startsWith(pathname, '/flashcards') || startsWith(pathname, sitePath('settings')))
    return 'academy';
  return 'discover';
}
