import { IDEA_STANCES, type IdeaStance } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db';
import type { IdeaRow } from '../vector-db/vector-db-service';
import type { LlmClient } from './llm-client';

/** What a judge may answer: a stance, or that the two ideas do not bear on each other. */
export type JudgedStance = IdeaStance | 'unrelated';

export interface Judgement {
  stance: JudgedStance;
  /** Where they differ (or what they share), by language. */
  note: Record<string, string>;
}

/** The first words of the judge's instructions (a test server tells its requests by them). */
export const STANCE_PROMPT_START = 'You compare two ideas of two thinkers.';

/** A note longer than this is cut: a counterpoint's note is one line. */
export const JUDGED_NOTE_MAX = 300;

const PROMPT = [
  STANCE_PROMPT_START,
  'Say how idea B stands towards idea A: "disagrees" (it opposes it on the same question), "qualifies" (it grants part of it and limits or conditions the rest), "agrees", or "unrelated" (they do not bear on the same question).',
  'Judge only by what the two ideas say. Answer in exactly three lines:',
  'stance: <disagrees|qualifies|agrees|unrelated>',
  'en: <one sentence in English: where they differ, or what they share>',
  'fr: <the same sentence in French>',
].join('\n');

/** The judge's answer read: its stance and notes; null when it cannot be read. */
export function readJudgement(text: string): Judgement | null {
  const line = (name: string) =>
    new RegExp(`^\\s*${name}\\s*:\\s*(.+)$`, 'im').exec(text)?.[1]?.trim() ?? null;
  const stance = line('stance')
    ?.toLowerCase()
    .replace(/[^a-z]/g, '');
  const known = [...IDEA_STANCES, 'unrelated'] as const;
  if (!stance || !(known as readonly string[]).includes(stance)) return null;
  const note: Record<string, string> = {};
  for (const language of ['en', 'fr']) {
    const value = line(language);
    if (value) note[language] = value.slice(0, JUDGED_NOTE_MAX);
  }
  return { stance: stance as JudgedStance, note };
}

/**
 * Stances between ideas no relation links, judged by the configured language model and kept: a
 * pair is asked once (a judgement that cannot be read is not kept, and asked again next time).
 */
export function createStanceJudge(
  db: Queryable,
  llm: LlmClient,
  { model, log }: { model: string; log: Pick<FastifyBaseLogger, 'warn'> },
) {
  return {
    /** How `other` stands towards `idea`; null when the model could not say. */
    async judge(idea: IdeaRow, other: IdeaRow, signal?: AbortSignal): Promise<Judgement | null> {
      const [kept] = await db.query<Judgement>(
        'SELECT stance, note FROM idea_stances WHERE idea_id = $1 AND other_id = $2',
        [idea.id, other.id],
      );
      if (kept) return kept;
      let text = '';
      try {
        for await (const piece of llm.stream(
          [
            { role: 'system', content: PROMPT },
            {
              role: 'user',
              content: `Idea A (${idea.attributed_to}): ${idea.statement}\nIdea B (${other.attributed_to}): ${other.statement}`,
            },
          ],
          signal ?? new AbortController().signal,
        )) {
          text += piece;
        }
      } catch (error) {
        if (!signal?.aborted) log.warn({ err: error }, 'a stance could not be judged');
        return null;
      }
      const judgement = readJudgement(text);
      if (!judgement) {
        log.warn('the model answered a stance that cannot be read');
        return null;
      }
      await db.query(
        `INSERT INTO idea_stances (idea_id, other_id, stance, note, model)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (idea_id, other_id) DO NOTHING`,
        [idea.id, other.id, judgement.stance, JSON.stringify(judgement.note), model],
      );
      return judgement;
    },
  };
}

export type StanceJudge = ReturnType<typeof createStanceJudge>;
