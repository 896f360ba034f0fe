import type { ChallengeAnswerBody, ChallengeAnswerResult } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

/** The server's verdict on one answer; nothing is recorded until it is finalized. */
export function checkAnswer(body: ChallengeAnswerBody): Promise<ChallengeAnswerResult> {
  return apiClient.post('/api/flashcards/challenge', { json: body }).json<ChallengeAnswerResult>();
}
