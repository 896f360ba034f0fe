import {
  personaPeriod,
  type CharacterInfo,
  type Persona,
  type PersonaTranslations,
} from '@lyceum/contracts';
import type { Queryable } from '../../db';

/** A persona as a list gives it: every column but the profile's text, and whether it has one. */
export interface PersonaListRow {
  id: number;
  name: string;
  /** The name in a URL (`marcus-aurelius`), unique. */
  slug: string;
  /** The name of the idea collection its answers draw on (checked when saved, not a key). */
  vector_database_key: string;
  /** Free text ("470 BC"); null when unknown. */
  birth_date: string | null;
  death_date: string | null;
  short_description: string;
  /** One comma-separated string ("Stoicism, Ethics"); `splitTags` gives the list. */
  tags: string;
  has_profile: boolean;
  /** The author who wrote down its words ("Plato"); null when it wrote its books. */
  known_through: string | null;
  /** Its name, description, tags and known_through in other languages. */
  translations: PersonaTranslations;
  created_at: Date;
  updated_at: Date;
}

/** A persona as the database keeps it. */
export interface PersonaRow extends PersonaListRow {
  /** The Markdown profile its answers are written from; null when none was uploaded. */
  profile_markdown: string | null;
  /** The profile in other languages, by language. */
  profile_translations: Record<string, string>;
}

/** How a persona reads in one language: its translation where it has one, else its own. */
export interface PersonaText {
  name: string;
  short_description: string;
  tags: string;
  known_through: string | null;
}

/** The persona's texts in `language`, each from its translation when it has that one. */
export function personaText(
  row: Pick<
    PersonaListRow,
    'name' | 'short_description' | 'tags' | 'known_through' | 'translations'
  >,
  language: string,
): PersonaText {
  const translated = row.translations[language];
  return {
    name: translated?.name ?? row.name,
    short_description: translated?.short_description ?? row.short_description,
    tags: translated?.tags ?? row.tags,
    known_through:
      translated?.known_through !== undefined ? translated.known_through : row.known_through,
  };
}

/** The profile in `language` when it has one, else its own; null without a profile. */
export const profileIn = (row: PersonaRow, language: string): string | null =>
  row.profile_translations[language] ?? row.profile_markdown;

/** What a persona is saved with; the slug is chosen by the caller (see `freeSlug`). */
export interface PersonaValues {
  name: string;
  slug: string;
  vector_database_key: string;
  birth_date: string | null;
  death_date: string | null;
  short_description: string;
  tags: string;
}

/**
 * How a persona's words reach us and its texts in other languages, as saved with it: the
 * translations by language, the profiles in other languages by language.
 */
export interface PersonaLanguages {
  known_through: string | null;
  translations: PersonaTranslations;
  profile_translations: Record<string, string>;
}

/** A persona known through no one else, with no text in another language. */
const NO_LANGUAGES: PersonaLanguages = {
  known_through: null,
  translations: {},
  profile_translations: {},
};

const languageList = (languages: PersonaLanguages) => [
  languages.known_through,
  JSON.stringify(languages.translations),
  JSON.stringify(languages.profile_translations),
];

const LIST_COLUMNS = `id, name, slug, vector_database_key, birth_date, death_date,
  short_description, tags, profile_markdown IS NOT NULL AS has_profile, known_through,
  translations, created_at, updated_at`;
const COLUMNS = `${LIST_COLUMNS}, profile_markdown, profile_translations`;

/** A persona as the back office lists it: its profile only says whether there is one. */
export const toPersona = (row: PersonaListRow): Persona => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  vector_database_key: row.vector_database_key,
  birth_date: row.birth_date,
  death_date: row.death_date,
  short_description: row.short_description,
  tags: row.tags,
  has_profile_file: row.has_profile,
  known_through: row.known_through,
  translations: row.translations,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * Who a learner talks to, in `language`: name, slug, description, period ("birth - death", or
 * null), tags.
 */
export function toCharacterInfo(row: PersonaListRow, language: string): CharacterInfo {
  const text = personaText(row, language);
  return {
    name: row.name,
    display_name: text.name,
    slug: row.slug,
    description: text.short_description,
    period: personaPeriod(row.birth_date, row.death_date),
    tags: text.tags,
  };
}

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/**
 * The SQL of the personas. The chat reads personas through it too: `byNameOrSlug` finds the one
 * a learner talks to, `list` gives them all (without the profiles' texts, which only an answer
 * needs).
 */
export function createPersonasRepository(db: Queryable) {
  return {
    /** Every persona, by name (whatever the case), without its profile's text. */
    list: () =>
      db.query<PersonaListRow>(`SELECT ${LIST_COLUMNS} FROM personas ORDER BY lower(name), id`),

    byId: async (id: number) =>
      first(await db.query<PersonaRow>(`SELECT ${COLUMNS} FROM personas WHERE id = $1`, [id])),

    /**
     * The persona whose name is `nameOrSlug` whatever the case, else the one whose slug it is
     * (`Marcus Aurelius`, `marcus aurelius` and `marcus-aurelius` all find Marcus Aurelius); null
     * when none. A name match wins over another persona's slug.
     */
    byNameOrSlug: async (nameOrSlug: string) =>
      first(
        await db.query<PersonaRow>(
          `SELECT ${COLUMNS} FROM personas
            WHERE lower(name) = lower($1) OR slug = lower($1)
            ORDER BY lower(name) = lower($1) DESC LIMIT 1`,
          [nameOrSlug.trim()],
        ),
      ),

    /** Whether another persona than `exceptId` has this name, whatever the case. */
    async nameTaken(name: string, exceptId: number | null = null): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM personas WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
        [name, exceptId],
      );
      return rows.length > 0;
    },

    /** The slugs `base` and `base-…` held by other personas than `exceptId`. */
    async slugsLike(base: string, exceptId: number | null = null): Promise<Set<string>> {
      const rows = await db.query<{ slug: string }>(
        `SELECT slug FROM personas
          WHERE (slug = $1 OR left(slug, length($1) + 1) = $1 || '-') AND id IS DISTINCT FROM $2`,
        [base, exceptId],
      );
      return new Set(rows.map((row) => row.slug));
    },

    /** A new persona; without `languages`, known through no one and in its own language only. */
    async insert(
      values: PersonaValues,
      profileMarkdown: string | null,
      languages: PersonaLanguages = NO_LANGUAGES,
    ): Promise<PersonaRow> {
      const [row] = await db.query<PersonaRow>(
        `INSERT INTO personas (name, slug, vector_database_key, birth_date, death_date,
                               short_description, tags, profile_markdown, known_through,
                               translations, profile_translations)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb)
         RETURNING ${COLUMNS}`,
        [...valueList(values), profileMarkdown, ...languageList(languages)],
      );
      if (!row) throw new Error('an inserted persona was not returned');
      return row;
    },

    /**
     * Saves a persona's fields: its known_through and translations are replaced by those given;
     * its profile only when one is given, and each profile in another language given replaces
     * that language's (the others stay). Null: no such persona.
     */
    update: async (
      id: number,
      values: PersonaValues,
      profileMarkdown: string | null,
      languages: PersonaLanguages,
    ) =>
      first(
        await db.query<PersonaRow>(
          `UPDATE personas
              SET name = $2, slug = $3, vector_database_key = $4, birth_date = $5,
                  death_date = $6, short_description = $7, tags = $8,
                  profile_markdown = coalesce($9, profile_markdown), known_through = $10,
                  translations = $11::jsonb,
                  profile_translations = profile_translations || $12::jsonb, updated_at = now()
            WHERE id = $1
           RETURNING ${COLUMNS}`,
          [id, ...valueList(values), profileMarkdown, ...languageList(languages)],
        ),
      ),

    /**
     * Sets how a persona's words reach us and its texts in other languages (each language given
     * replaces the one it had). Null: no such persona.
     */
    setLanguages: async (id: number, values: PersonaLanguages) =>
      first(
        await db.query<PersonaRow>(
          `UPDATE personas
              SET known_through = $2, translations = translations || $3::jsonb,
                  profile_translations = profile_translations || $4::jsonb, updated_at = now()
            WHERE id = $1
           RETURNING ${COLUMNS}`,
          [id, ...languageList(values)],
        ),
      ),

    /** Deletes a persona; false when there is none. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM personas WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    /** A persona's profile: null when there is no such persona, `markdown` null without one. */
    profile: async (id: number) =>
      first(
        await db.query<{ markdown: string | null }>(
          'SELECT profile_markdown AS markdown FROM personas WHERE id = $1',
          [id],
        ),
      ),
  };
}

export type PersonasRepository = ReturnType<typeof createPersonasRepository>;

const valueList = (values: PersonaValues) => [
  values.name,
  values.slug,
  values.vector_database_key,
  values.birth_date,
  values.death_date,
  values.short_description,
  values.tags,
];
