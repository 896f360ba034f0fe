import { areaPath, areaStartPath, getRuntimeConfig, homeArea } from '@lyceum/platform';

/**
 * Where this area is mounted: the runtime config's mount point, else the remote's own name, as
 * the dev shell does. Discover is served at `/`, outside the mount, so every link to the chat is
 * absolute.
 */
function chatMount(): string {
  return getRuntimeConfig().remotes.chat.mount ?? 'chat';
}

/** `/chat`, or `/chat/<slug>` for a conversation with that persona. */
export function chatPath(slug?: string): string {
  return areaPath(chatMount(), slug ? encodeURIComponent(slug) : '');
}

/** `/chat/debate/<first>/<second>`: a debate between two personas. */
export function debatePath(first: string, second: string): string {
  return areaPath(
    chatMount(),
    `${DEBATE_SEGMENT}/${encodeURIComponent(first)}/${encodeURIComponent(second)}`,
  );
}

/** The path segment under the chat's mount point where debates are. */
export const DEBATE_SEGMENT = 'debate';

/** The Academy's first page (the flashcards library); null when the Academy is not mounted. */
export function academyPath(): string | null {
  return areaStartPath('academy');
}

/** Discover, when this area serves the signed-in home at `/`; null otherwise. */
export function discoverPath(): string | null {
  return homeArea()?.remote === 'chat' ? '/' : null;
}
