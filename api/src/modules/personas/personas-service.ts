import {
  ERRORS,
  interpolate,
  type CharacterInfo,
  type DiscoverPersona,
  type Persona,
  type PersonaTranslations,
  type VectorKeyValidation,
} from '@lyceum/contracts';
import type { Database } from '../../db';
import { PgError, pgErrorCode } from '../../db/database';
import { apiError } from '../../lib/http-errors';
import { createVectorDbReader } from '../vector-db/vector-db-service';
import { readPersonaForm, type PersonaForm, type PersonaSubmission } from './persona-form';
import { freeSlug, slugOf } from './persona-slug';
import {
  createPersonasRepository,
  personaText,
  toCharacterInfo,
  toPersona,
  type PersonaLanguages,
  type PersonaListRow,
  type PersonaRow,
  type PersonaValues,
} from './personas-repository';

// What the other modules may know of a persona beyond the service: its row (the chat writes with
// its profile) and what a learner is told of it.
export type { PersonaRow, PersonaText } from './personas-repository';
export { personaText, profileIn, toCharacterInfo } from './personas-repository';

export interface PersonasServiceDeps {
  db: Database;
}

/** Saving gives up after this many clashes with saves running at the same time. */
const SAVE_ATTEMPTS = 3;

function toDiscoverPersona(row: PersonaListRow, language: string): DiscoverPersona {
  const text = personaText(row, language);
  return {
    id: row.id,
    name: row.name,
    display_name: text.name,
    slug: row.slug,
    birth_date: row.birth_date,
    death_date: row.death_date,
    short_description: text.short_description,
    tags: text.tags,
  };
}

/**
 * How a checked form leaves a persona's languages: its known_through; its French texts replacing
 * the ones it had (none given removes them), its other languages kept; its French profile
 * replaced when one was sent.
 */
function formLanguages(form: PersonaForm, current: PersonaRow | null): PersonaLanguages {
  const translations: PersonaTranslations = { ...current?.translations };
  delete translations.fr;
  if (form.french) translations.fr = form.french;
  return {
    known_through: form.known_through,
    translations,
    profile_translations:
      form.frenchProfileMarkdown === null ? {} : { fr: form.frenchProfileMarkdown },
  };
}

/**
 * The personas: the back office's management (a form checked field by field, a vector database
 * key that must name a collection holding ideas, a Markdown profile) and what learners see of
 * them.
 */
export function createPersonasService({ db }: PersonasServiceDeps) {
  const personas = createPersonasRepository(db);
  const vectorDb = createVectorDbReader(db);

  async function existing(id: number): Promise<PersonaRow> {
    const row = await personas.byId(id);
    if (!row) throw apiError('personas.not_found');
    return row;
  }

  /**
   * Saves a checked form as a new persona (`current` null) or over `current`. The key is kept as
   * the collection spells its name. The slug follows the name: a renamed persona gets a new one,
   * the first free of `name`, `name-2`…; an unchanged name keeps its slug.
   */
  async function save(
    submission: PersonaSubmission,
    current: PersonaRow | null,
  ): Promise<PersonaRow> {
    const form = readPersonaForm(submission, { profileRequired: current === null });
    const collection = await vectorDb.collection(form.vector_database_key);
    if (!collection || collection.ideas_count === 0) {
      throw apiError('personas.invalid_key', 'vector_database_key');
    }
    const id = current?.id ?? null;
    for (let attempt = 1; ; attempt += 1) {
      if (await personas.nameTaken(form.name, id)) throw apiError('personas.name_taken', 'name');
      const base = slugOf(form.name);
      const values: PersonaValues = {
        name: form.name,
        slug:
          current && current.name === form.name
            ? current.slug
            : freeSlug(base, await personas.slugsLike(base, id)),
        vector_database_key: collection.name,
        birth_date: form.birth_date,
        death_date: form.death_date,
        short_description: form.short_description,
        tags: form.tags,
      };
      const languages = formLanguages(form, current);
      try {
        if (id === null) return await personas.insert(values, form.profileMarkdown, languages);
        const row = await personas.update(id, values, form.profileMarkdown, languages);
        if (!row) throw apiError('personas.not_found');
        return row;
      } catch (error) {
        // Another save took the name or the slug meanwhile: look again.
        if (pgErrorCode(error) !== PgError.uniqueViolation || attempt >= SAVE_ATTEMPTS) throw error;
      }
    }
  }

  /** The persona named `nameOrSlug` (its name or its slug), with its profile. */
  async function named(nameOrSlug: string): Promise<PersonaRow> {
    const row = await personas.byNameOrSlug(nameOrSlug);
    if (!row) throw apiError('personas.not_found');
    return row;
  }

  return {
    list: async (): Promise<Persona[]> => (await personas.list()).map(toPersona),

    named,

    /**
     * Whether `key` names a collection (whatever the case) that holds ideas; if not, why, in
     * English and as a code, and which collections there are, each as "Author (name)".
     */
    async validateKey(key: string): Promise<VectorKeyValidation> {
      const available = (await vectorDb.collections()).map((c) => `${c.author} (${c.name})`);
      const collection = await vectorDb.collection(key.trim());
      const code = !collection
        ? 'personas.collection_not_found'
        : collection.ideas_count === 0
          ? 'personas.collection_empty'
          : null;
      return {
        is_valid: code === null,
        error_message: code && interpolate(ERRORS[code].detail, { key: key.trim() }),
        error_code: code,
        available_authors: available,
      };
    },

    /** A persona's Markdown profile. */
    async profile(id: number): Promise<string> {
      const found = await personas.profile(id);
      if (!found) throw apiError('personas.not_found');
      if (found.markdown === null) throw apiError('personas.profile_not_found');
      return found.markdown;
    },

    create: async (submission: PersonaSubmission): Promise<Persona> =>
      toPersona(await save(submission, null)),

    /**
     * Saves the form over persona `id`; without a profile file (or a French one) the stored one
     * stays.
     */
    update: async (id: number, submission: PersonaSubmission): Promise<Persona> =>
      toPersona(await save(submission, await existing(id))),

    async remove(id: number): Promise<void> {
      if (!(await personas.delete(id))) throw apiError('personas.not_found');
    },

    /** Every persona as learners see it in `language`, by name. */
    discover: async (language: string): Promise<DiscoverPersona[]> =>
      (await personas.list()).map((row) => toDiscoverPersona(row, language)),

    characters: async () => ({ characters: (await personas.list()).map((row) => row.name) }),

    /** Who a learner talks to, found by name or slug, in `language`. */
    character: async (nameOrSlug: string, language: string): Promise<CharacterInfo> =>
      toCharacterInfo(await named(nameOrSlug), language),
  };
}

export type PersonasService = ReturnType<typeof createPersonasService>;
