// Personas, answers and sources as the API gives them, for tests; `fields` override any value.
import type {
  CharacterInfo,
  ChatMessage,
  ChatResponse,
  ChatSource,
  Counterpoint,
  DiscoverPersona,
} from '@lyceum/contracts';
import { parseRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';

export const seneca: DiscoverPersona = {
  id: 1,
  name: 'Seneca',
  display_name: 'Seneca',
  slug: 'seneca',
  birth_date: '4 BC',
  death_date: '65 AD',
  short_description: 'Stoic philosopher, statesman and dramatist.',
  tags: 'Stoicism, Ethics, Letters, Tragedy',
};

export const plato: DiscoverPersona = {
  id: 2,
  name: 'Plato',
  display_name: 'Plato',
  slug: 'plato',
  birth_date: null,
  death_date: null,
  short_description: 'Founder of the Academy in Athens.',
  tags: 'Idealism',
};

/** Who the chat talks with, as `GET /api/persona/characters/<slug>` answers. */
export const characterOf = (persona: DiscoverPersona): CharacterInfo => ({
  name: persona.name,
  display_name: persona.display_name,
  slug: persona.slug,
  description: persona.short_description,
  period:
    persona.birth_date || persona.death_date
      ? `${persona.birth_date ?? '?'} - ${persona.death_date ?? '?'}`
      : null,
  tags: persona.tags,
});

export const testSource = (ideaId: number, fields: Partial<ChatSource> = {}): ChatSource => ({
  idea_id: ideaId,
  statement: `Idea ${ideaId}`,
  book: 'Letters to Lucilius',
  citation: `Letter ${ideaId}`,
  thinker: 'Seneca',
  language: 'en',
  ...fields,
});

export const testCounterpoint = (
  ideaId: number,
  of: DiscoverPersona,
  fields: Partial<Counterpoint> = {},
): Counterpoint => ({
  ...testSource(ideaId, { thinker: of.name, book: 'Republic', citation: null }),
  statement: `${of.name} thinks otherwise (${ideaId})`,
  character: of.name,
  display_name: of.display_name,
  slug: of.slug,
  stance: 'disagrees',
  note: `${of.name} holds the opposite of idea ${ideaId}.`,
  about: 11,
  ...fields,
});

export const testAnswer = (fields: Partial<ChatResponse> = {}): ChatResponse => ({
  response: 'Time is the one thing we own [1].',
  character: 'Seneca',
  references: { sources: [testSource(11)], total_queries: 2, selection_method: 'hybrid' },
  counterpoints: [],
  generator: 'extractive',
  fallback: false,
  language: 'en',
  suggestions: [],
  unsupported: 0,
  ...fields,
});

export const testMessage = (
  id: string,
  type: ChatMessage['type'],
  content: string,
  fields: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  type,
  content,
  timestamp: '2026-01-01T10:00:00.000Z',
  character: 'Seneca',
  ...fields,
});

/** The mount points of the development config: the chat at /chat (and the home), the Academy at
 * /flashcards. */
export function mountAreas(): void {
  setRuntimeConfig(
    parseRuntimeConfig({
      remotes: {
        academy: { mount: 'flashcards', access: 'user' },
        chat: { mount: 'chat', access: 'user', home: true },
      },
    }),
  );
}
