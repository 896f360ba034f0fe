import { Type, type Static } from 'typebox';
import { PageNumber } from './common.js';
import {
  CHALLENGE_DIRECTIONS,
  CHALLENGE_LIMIT_DEFAULT,
  CHALLENGE_LIMIT_MAX,
  CHALLENGE_LIMIT_MIN,
  CONFIDENCE_LEVELS,
  FLASHCARD_TEXT_MAX,
  LEARNING_ANALYTICS_LIMIT_DEFAULT,
  LEARNING_ANALYTICS_LIMIT_MAX,
  LEARNING_SESSION_SECONDS_MAX,
  LEARNING_SESSIONS_PAGE_SIZE_DEFAULT,
  LEARNING_SESSIONS_PAGE_SIZE_MAX,
  LEARNING_STATS_DAYS_DEFAULT,
  LEARNING_STATS_DAYS_MAX,
  TAG_NAME_MAX,
  VALIDATION_METHODS,
} from './flashcard-rules.js';
import { Flashcard, RecordId } from './flashcards.js';

export const ChallengeDirection = Type.Enum([...CHALLENGE_DIRECTIONS]);
export type ChallengeDirection = Static<typeof ChallengeDirection>;

export const ConfidenceLevel = Type.Enum([...CONFIDENCE_LEVELS]);
export const ValidationMethod = Type.Enum([...VALIDATION_METHODS]);
export type ValidationMethod = Static<typeof ValidationMethod>;

export const ChallengeSessionQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: CHALLENGE_LIMIT_MIN,
      maximum: CHALLENGE_LIMIT_MAX,
      default: CHALLENGE_LIMIT_DEFAULT,
    }),
  ),
  /** Repeated (`tags=a&tags=b`): cards carrying every one of them. */
  tags: Type.Optional(Type.Array(Type.String({ maxLength: TAG_NAME_MAX }), { maxItems: 20 })),
});
export type ChallengeSessionQuery = Static<typeof ChallengeSessionQuery>;

/** The cards of a challenge: due ones first (weakest memory first), then drafts; never paused. */
export const ChallengeSession = Type.Object({ flashcards: Type.Array(Flashcard) });
export type ChallengeSession = Static<typeof ChallengeSession>;

const Answer = Type.String({ maxLength: FLASHCARD_TEXT_MAX });

export const ChallengeAnswerBody = Type.Object({
  flashcard_id: RecordId,
  challenge_direction: ChallengeDirection,
  user_response: Answer,
  /** Seconds; recorded by the client, not used by the check. */
  response_time: Type.Number({ minimum: 0, maximum: 86_400 }),
  confidence_level: ConfidenceLevel,
});
export type ChallengeAnswerBody = Static<typeof ChallengeAnswerBody>;

/**
 * One piece of the character diff of the answer against the expected text: `equal` in both,
 * `missing` in the expected text only, `extra` in the answer only.
 */
export const DiffSegment = Type.Object({
  kind: Type.Enum(['equal', 'missing', 'extra']),
  text: Type.String(),
});
export type DiffSegment = Static<typeof DiffSegment>;

export const ChallengeAnswerResult = Type.Object({
  is_correct: Type.Boolean(),
  /** The side the learner had to give, as written on the card. */
  correct_answer: Type.String(),
  /** Other answers accepted: the alternatives written in it, and those learned from overrides. */
  alternative_answers: Type.Array(Type.String()),
  /** Answers the learner rejected before by overriding a verdict of right. */
  false_positives: Type.Array(Type.String()),
  validation_method: ValidationMethod,
  can_override: Type.Boolean(),
  diff: Type.Array(DiffSegment),
});
export type ChallengeAnswerResult = Static<typeof ChallengeAnswerResult>;

/**
 * The verdict that stands for an answer, after any override: one FSRS review (right → Good,
 * wrong → Again). An override teaches the card the answer, to accept or to reject next time.
 */
export const ChallengeFinalizeBody = Type.Object({
  flashcard_id: RecordId,
  is_correct: Type.Boolean(),
  confidence_level: ConfidenceLevel,
  response_time: Type.Number({ minimum: 0, maximum: 86_400 }),
  user_answer: Type.Optional(Answer),
  challenge_direction: ChallengeDirection,
  was_overridden: Type.Boolean(),
  original_validation_result: Type.Boolean(),
});
export type ChallengeFinalizeBody = Static<typeof ChallengeFinalizeBody>;

/** A finished (or left) challenge session, as the challenge screen records it. */
export const LearningSessionBody = Type.Object({
  session_date: Type.String({ format: 'date-time' }),
  /** Cards answered at least once. */
  total_cards: Type.Integer({ minimum: 0, maximum: 10_000 }),
  /** Of those, the cards answered right the first time. */
  correct_answers: Type.Integer({ minimum: 0, maximum: 10_000 }),
  session_duration_seconds: Type.Integer({ minimum: 0, maximum: LEARNING_SESSION_SECONDS_MAX }),
  tags_filter: Type.Optional(
    Type.Union([
      Type.Array(Type.String({ maxLength: TAG_NAME_MAX }), { maxItems: 20 }),
      Type.Null(),
    ]),
  ),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /**
   * Chosen by the client once per session: saving again with the same id answers the session
   * already saved, so a retry or a save on unload never records it twice.
   */
  client_session_id: Type.Optional(Type.String({ format: 'uuid' })),
});
export type LearningSessionBody = Static<typeof LearningSessionBody>;

export const LearningSession = Type.Object({
  id: Type.Integer(),
  session_date: Type.String({ format: 'date-time' }),
  total_cards: Type.Integer(),
  correct_answers: Type.Integer(),
  /** correct_answers / total_cards, in percent with one decimal (0 without cards). */
  accuracy_percentage: Type.Number(),
  session_duration_seconds: Type.Integer(),
  tags_filter: Type.Union([Type.Array(Type.String()), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type LearningSession = Static<typeof LearningSession>;

export const LearningSessionListQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LEARNING_SESSIONS_PAGE_SIZE_MAX,
      default: LEARNING_SESSIONS_PAGE_SIZE_DEFAULT,
    }),
  ),
});
export type LearningSessionListQuery = Static<typeof LearningSessionListQuery>;

/** The user's sessions, newest first. */
export const LearningSessionList = Type.Object({
  sessions: Type.Array(LearningSession),
  page: Type.Integer(),
  total_count: Type.Integer(),
  total_pages: Type.Integer(),
});
export type LearningSessionList = Static<typeof LearningSessionList>;

/** An IANA time zone such as Europe/Paris; days are counted in it (UTC when omitted). */
const TimeZone = Type.String({ minLength: 1, maxLength: 64 });

export const LearningStatsQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LEARNING_STATS_DAYS_MAX,
      default: LEARNING_STATS_DAYS_DEFAULT,
    }),
  ),
  tz: Type.Optional(TimeZone),
});
export type LearningStatsQuery = Static<typeof LearningStatsQuery>;

/** One day with at least one session, in the time zone asked. */
export const LearningStatsEntry = Type.Object({
  /** The day, `YYYY-MM-DD`. */
  date: Type.String({ format: 'date' }),
  /** The day's right-first-time cards over its cards, in percent with one decimal. */
  accuracy_percentage: Type.Number(),
  total_cards: Type.Integer(),
  session_duration_minutes: Type.Number(),
  /** How many sessions the day holds. */
  session_count: Type.Integer(),
});
export type LearningStatsEntry = Static<typeof LearningStatsEntry>;

export const LearningAnalyticsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LEARNING_ANALYTICS_LIMIT_MAX,
      default: LEARNING_ANALYTICS_LIMIT_DEFAULT,
    }),
  ),
});
export type LearningAnalyticsQuery = Static<typeof LearningAnalyticsQuery>;

/** Totals over the user's latest `limit` sessions. */
export const LearningAnalytics = Type.Object({
  total_sessions: Type.Integer(),
  /** All their right-first-time cards over all their cards, in percent with one decimal. */
  average_accuracy: Type.Number(),
  total_cards_studied: Type.Integer(),
  total_study_time_minutes: Type.Number(),
});
export type LearningAnalytics = Static<typeof LearningAnalytics>;
