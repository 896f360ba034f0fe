import type { ChallengeSession } from '@lyceum/contracts';
import { CHALLENGE_LIMIT_DEFAULT } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';

/** The cards of a new challenge: due ones first, then drafts, never paused ones. */
export function getChallengeSession(
  limit = CHALLENGE_LIMIT_DEFAULT,
  tags: readonly string[] = [],
): Promise<ChallengeSession> {
  const searchParams = new URLSearchParams({ limit: String(limit) });
  for (const tag of tags) searchParams.append('tags', tag);
  return apiClient
    .get('/api/flashcards/challenge_session', { searchParams })
    .json<ChallengeSession>();
}
