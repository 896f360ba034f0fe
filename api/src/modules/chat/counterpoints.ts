import {
  COUNTERPOINT_STANCES,
  COUNTERPOINTS_MAX,
  type Counterpoint,
  type Persona,
  type IdeaRelation,
  type IdeaStance,
} from '@lyceum/contracts';
import type { VectorDbReader, IdeaRow } from '../vector-db/vector-db-service';
import { personaText, type PersonaRow, type PersonasService } from '../personas/personas-service';
import { toChatSource } from './chat-sources';
import type { Retriever } from './retrieval';
import type { StanceJudge } from './stance-judge';

/** Under an answer, at most this many ideas of other thinkers that agree with one it cited. */
export const AGREEMENTS_MAX = 2;

export interface CounterpointDeps {
  personas: Pick<PersonasService, 'list'>;
  vectorDb: Pick<VectorDbReader, 'relationsTo' | 'ideasNamed' | 'collections'>;
  /**
   * With a language model: when no relation links the ideas cited, each other thinker's best idea
   * on the question is judged against the first cited idea.
   */
  judged?: { judge: StanceJudge; retriever: Retriever } | null;
}

/** The question an answer was asked, for the judged counterpoints. */
export interface CounterpointQuestion {
  question: string;
  signal?: AbortSignal;
}

/** A relation between a cited idea and another thinker's, seen from the other one. */
interface Related {
  idea: IdeaRow & { collection: string };
  /** The cited idea it stands towards. */
  about: IdeaRow;
  stance: IdeaStance;
  relation: IdeaRelation;
}

type Askable = Map<string, Persona>;

/**
 * The ideas of other thinkers judged to stand towards the first cited idea: each other persona's
 * best idea on the question (the chat's own search), judged by the model; those judged unrelated,
 * or that could not be judged, are left out. Each judgement is a relation of its own, its note in
 * the languages the model gave.
 */
async function judgedAgainst(
  { judge, retriever }: NonNullable<CounterpointDeps['judged']>,
  vectorDb: CounterpointDeps['vectorDb'],
  askable: Askable,
  cited: readonly IdeaRow[],
  { question, signal }: CounterpointQuestion,
  language: string,
): Promise<Related[]> {
  const [about] = cited;
  if (!about) return [];
  const collections = await vectorDb.collections();
  const found = await Promise.all(
    collections
      .filter((collection) => askable.has(collection.name.toLowerCase()))
      .map(async (collection) => {
        const { ideas } = await retriever.retrieve(collection.id, question, {
          limit: 1,
          language,
          ...(signal ? { signal } : {}),
        });
        const [best] = ideas;
        if (!best) return [];
        const judgement = await judge.judge(about, best, signal);
        if (!judgement || judgement.stance === 'unrelated') return [];
        const note = judgement.note[language] ?? judgement.note.en ?? '';
        const relation: IdeaRelation = {
          collection: collection.name,
          id: best.source_id,
          stance: judgement.stance,
          note,
        };
        return [
          {
            idea: { ...best, collection: collection.name },
            about,
            stance: judgement.stance,
            relation,
          },
        ];
      }),
  );
  return found.flat();
}

/** The relation's note in `language` where it has a translation, else its own. */
const noteIn = (relation: IdeaRelation, language: string) =>
  relation.translations?.[language]?.note ?? relation.note;

/**
 * Other thinkers on the ideas an answer cited, by the relations the ideas carry: the ideas of
 * other personas' collections that a cited idea names, or that name a cited idea, each with the
 * stance between them (a relation says how its idea stands towards the one it names; disagreeing
 * and agreeing go both ways, and qualifying is shown from either side as a difference). Those
 * that differ come first (at most COUNTERPOINTS_MAX, one per thinker, the first cited idea's
 * first), then those that agree (at most AGREEMENTS_MAX); an idea with no relation brings none.
 */
export async function findCounterpoints(
  { personas, vectorDb, judged }: CounterpointDeps,
  persona: Pick<PersonaRow, 'id' | 'vector_database_key'>,
  cited: readonly IdeaRow[],
  language: string,
  asked?: CounterpointQuestion,
): Promise<Counterpoint[]> {
  if (cited.length === 0) return [];
  const collection = persona.vector_database_key;
  const named = cited.flatMap((about) => about.relations.map((relation) => ({ about, relation })));
  const [all, incoming, outgoing] = await Promise.all([
    personas.list(),
    vectorDb.relationsTo(
      collection,
      cited.map((idea) => idea.source_id),
    ),
    vectorDb.ideasNamed(named.map(({ relation }) => relation)),
  ]);
  const bySource = new Map(cited.map((idea) => [idea.source_id, idea]));
  const found = new Map(
    outgoing.map((idea) => [`${idea.collection.toLowerCase()}\n${idea.source_id}`, idea]),
  );
  const related: Related[] = [
    ...named.flatMap(({ about, relation }) => {
      const idea = found.get(`${relation.collection.toLowerCase()}\n${relation.id}`);
      return idea ? [{ idea, about, stance: relation.stance, relation }] : [];
    }),
    ...incoming.flatMap((idea) => {
      const about = bySource.get(idea.relation.id);
      return about ? [{ idea, about, stance: idea.relation.stance, relation: idea.relation }] : [];
    }),
  ];
  // The thinkers one can ask: another persona whose collection holds the idea.
  const askable: Askable = new Map(
    all
      .filter(
        (other) =>
          other.id !== persona.id &&
          other.vector_database_key.toLowerCase() !== collection.toLowerCase(),
      )
      .map((other) => [other.vector_database_key.toLowerCase(), other]),
  );
  if (related.length === 0 && judged && asked) {
    related.push(...(await judgedAgainst(judged, vectorDb, askable, cited, asked, language)));
  }
  const citedOrder = new Map(cited.map((idea, index) => [idea.id, index]));
  const ordered = related
    .filter(({ idea }) => askable.has(idea.collection.toLowerCase()))
    .sort(
      (a, b) =>
        (citedOrder.get(a.about.id) ?? 0) - (citedOrder.get(b.about.id) ?? 0) ||
        a.idea.id - b.idea.id,
    );
  // An idea is shown once, where it differs if it also agrees with another cited idea.
  const ideas = new Set<number>();
  const pick = (differ: boolean, max: number) => {
    const thinkers = new Set<string>();
    return ordered.filter(({ idea, stance }) => {
      const key = idea.collection.toLowerCase();
      if (COUNTERPOINT_STANCES.includes(stance) !== differ) return false;
      if (thinkers.has(key) || ideas.has(idea.id) || thinkers.size >= max) return false;
      thinkers.add(key);
      ideas.add(idea.id);
      return true;
    });
  };
  return [...pick(true, COUNTERPOINTS_MAX), ...pick(false, AGREEMENTS_MAX)].map(
    ({ idea, about, stance, relation }) => {
      const other = askable.get(idea.collection.toLowerCase());
      if (!other) throw new Error('a counterpoint of a thinker one cannot ask was kept');
      return {
        ...toChatSource(idea, language),
        character: other.name,
        display_name: personaText(other, language).name,
        slug: other.slug,
        stance,
        note: noteIn(relation, language),
        about: about.id,
      };
    },
  );
}
