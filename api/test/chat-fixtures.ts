import type { ChatStreamEventName } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { readThinkers } from '../scripts/thinkers';
import { createVectorDbRepository } from '../src/modules/vector-db/vector-db-repository';
import { slugOf } from '../src/modules/personas/persona-slug';
import { createPersonasRepository } from '../src/modules/personas/personas-repository';

/** The demo thinkers the chat tests talk to, each with the collection of its ideas. */
export const CHAT_PERSONAS = [
  {
    name: 'Seneca',
    key: 'seneca',
    birth: '4 BC',
    death: 'AD 65',
    description: 'Stoic philosopher, statesman and letter writer.',
    tags: 'Stoicism, Ethics, Letters',
    profile: '# Seneca\n\nI wrote letters to my friend Lucilius on how to live well.',
    knownThrough: null,
    translations: {
      fr: {
        name: 'Sénèque',
        short_description: 'Philosophe stoïcien, homme d’État et épistolier.',
        tags: 'Stoïcisme, Éthique, Lettres',
      },
    },
  },
  {
    name: 'Marcus Aurelius',
    key: 'marcus-aurelius',
    birth: '121',
    death: '180',
    description: 'Roman emperor and Stoic.',
    tags: 'Stoicism',
    profile: '# Marcus Aurelius\n\nI kept notebooks to myself.',
    knownThrough: null,
    translations: { fr: { name: 'Marc Aurèle' } },
  },
  {
    name: 'Epictetus',
    key: 'epictetus',
    birth: '50',
    death: '135',
    description: 'Stoic teacher, once a slave.',
    tags: 'Stoicism',
    profile: '# Epictetus\n\nMy pupil Arrian wrote down my lessons.',
    knownThrough: 'Arrian',
    translations: { fr: { name: 'Épictète', known_through: 'Arrien' } },
  },
  {
    name: 'Michel de Montaigne',
    key: 'montaigne',
    birth: '1533',
    death: '1592',
    description: 'Author of the Essays.',
    tags: 'Humanism, Scepticism',
    profile: '# Montaigne\n\nI am myself the matter of my book.',
    knownThrough: null,
    translations: {},
  },
  {
    // A persona whose collection was never imported: it has nothing to draw on.
    name: 'Hypatia',
    key: 'hypatia',
    birth: null,
    death: '415',
    description: 'Mathematician and philosopher of Alexandria.',
    tags: 'Neoplatonism',
    profile: '# Hypatia',
    knownThrough: null,
    translations: {},
  },
] as const;

/** Imports the demo ideas of the personas' collections and creates the personas. */
export async function seedChat(app: FastifyInstance): Promise<void> {
  const vectorDb = createVectorDbRepository(app.db, { vectors: app.db.vectorSearch });
  const keys = new Set<string>(CHAT_PERSONAS.map((p) => p.key));
  for (const thinker of readThinkers().filter((t) => keys.has(t.collection))) {
    const collectionId = await vectorDb.ensureCollection(thinker.collection, thinker.author);
    await vectorDb.insertIdeas(
      collectionId,
      thinker.ideas.map(({ id, ...idea }) => ({ source_id: id, ...idea })),
    );
  }
  const personas = createPersonasRepository(app.db);
  for (const persona of CHAT_PERSONAS) {
    const saved = await personas.insert(
      {
        name: persona.name,
        slug: slugOf(persona.name),
        vector_database_key: persona.key,
        birth_date: persona.birth,
        death_date: persona.death,
        short_description: persona.description,
        tags: persona.tags,
      },
      persona.profile,
    );
    await personas.setLanguages(saved.id, {
      known_through: persona.knownThrough,
      translations: persona.translations,
      profile_translations: {},
    });
  }
}

/** The ids of the ideas of the collection `name`. */
export async function ideaIdsOf(app: FastifyInstance, name: string): Promise<Set<number>> {
  const rows = await app.db.query<{ id: number }>(
    `SELECT i.id::int AS id FROM ideas i JOIN idea_collections c ON c.id = i.collection_id
      WHERE c.name = $1`,
    [name],
  );
  return new Set(rows.map((row) => row.id));
}

export interface StreamEvent {
  event: ChatStreamEventName;
  data: unknown;
}

/** The server-sent events of a stream's body, in order. */
export function parseEvents(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) as ChatStreamEventName;
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
