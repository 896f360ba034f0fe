import { COUNTERPOINTS_MAX, type Counterpoint } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { VectorDbReader } from '../vector-db/vector-db-service';
import type { PersonaRow, PersonasService } from '../personas/personas-service';
import { toChatSource } from './chat-sources';
import type { Retriever } from './retrieval';

export interface CounterpointDeps {
  personas: Pick<PersonasService, 'list'>;
  vectorDb: Pick<VectorDbReader, 'collections'>;
  retriever: Retriever;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Other thinkers on the same question: the question is searched in the collection of every other
 * persona (one search each, all at once; a collection shared with the persona asked is skipped),
 * and each one's best idea, when one is found, is kept: at most `COUNTERPOINTS_MAX`, best first.
 * A search that fails is left out (and logged): counterpoints never cost the answer. `language`
 * is the reader's, for questions whose words do not tell theirs.
 */
export async function findCounterpoints(
  { personas, vectorDb, retriever, log }: CounterpointDeps,
  persona: Pick<PersonaRow, 'id' | 'vector_database_key'>,
  { question, language, signal }: { question: string; language: string; signal?: AbortSignal },
): Promise<Counterpoint[]> {
  const [all, collections] = await Promise.all([personas.list(), vectorDb.collections()]);
  const byName = new Map(collections.map((c) => [c.name.toLowerCase(), c.id]));
  const searched = new Set([persona.vector_database_key.toLowerCase()]);
  const others = all.flatMap((other) => {
    const key = other.vector_database_key.toLowerCase();
    const collectionId = byName.get(key);
    if (other.id === persona.id || collectionId === undefined || searched.has(key)) return [];
    searched.add(key);
    return [{ other, collectionId }];
  });
  const found = await Promise.allSettled(
    others.map(async ({ other, collectionId }) => {
      // The same search as the answer's, so its relevance cut applies; only the best is kept.
      const { ideas } = await retriever.retrieve(collectionId, question, {
        limit: 1,
        language,
        ...(signal ? { signal } : {}),
      });
      const best = ideas[0];
      return best ? { other, best } : null;
    }),
  );
  return found
    .flatMap((result) => {
      if (result.status === 'fulfilled') return result.value ? [result.value] : [];
      // Searches cut short because the learner left are no failure.
      if (!signal?.aborted)
        log.warn({ err: result.reason as unknown }, 'a counterpoint search failed');
      return [];
    })
    .sort((a, b) => b.best.score - a.best.score)
    .slice(0, COUNTERPOINTS_MAX)
    .map(({ other, best }) => ({
      ...toChatSource(best),
      character: other.name,
      slug: other.slug,
    }));
}
