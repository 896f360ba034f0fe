export type Section = 'discover' | 'chat' | 'academy';

/** Spec 001 shared layout: /chat… → chat; /flashcards… or /settings → academy; else discover. */
export function activeSection(pathname: string): Section {
  if (pathname.startsWith('/chat')) return 'chat';
  if (pathname.startsWith('/flashcards') || pathname.startsWith('/settings')) return 'academy';
  return 'discover';
}
