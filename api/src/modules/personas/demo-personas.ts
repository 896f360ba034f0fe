import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { PersonaTranslation, type PersonaTranslations } from '@lyceum/contracts';
import type { Database } from '../../db';
import { createPersonasRepository } from './personas-repository';
import { createPersonasService } from './personas-service';

const OptionalText = Type.Union([Type.String(), Type.Null()]);
const ProfileFile = Type.String({ pattern: '^[\\w.-]+\\.md$' });

/**
 * A demo persona as its file describes it; `profile` names a Markdown file beside that file, and
 * so does each translation's.
 */
const DemoPersona = Type.Object({
  name: Type.String(),
  vector_database_key: Type.String(),
  birth_date: OptionalText,
  death_date: OptionalText,
  short_description: Type.String(),
  tags: Type.String(),
  profile: ProfileFile,
  known_through: Type.Optional(OptionalText),
  translations: Type.Optional(
    Type.Record(
      Type.String({ pattern: '^[a-z]{2,3}$' }),
      Type.Object({
        ...PersonaTranslation.properties,
        profile: Type.Optional(ProfileFile),
      }),
    ),
  ),
});
type DemoPersona = Static<typeof DemoPersona>;

const demoPersonasValidator = Compile(Type.Array(DemoPersona));

/** The demo personas of `file` (a JSON list), checked. */
export async function readDemoPersonas(file: string): Promise<DemoPersona[]> {
  const value: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!demoPersonasValidator.Check(value)) {
    const [error] = demoPersonasValidator.Errors(value);
    throw new Error(`${file}: ${error?.instancePath ?? ''} ${error?.message ?? 'is not valid'}`);
  }
  return value;
}

/** A demo persona's known_through and texts in other languages, its profiles read. */
async function languagesOf(persona: DemoPersona, dir: string) {
  const translations: PersonaTranslations = {};
  const profiles: Record<string, string> = {};
  for (const [language, { profile, ...texts }] of Object.entries(persona.translations ?? {})) {
    translations[language] = texts;
    if (profile) profiles[language] = await readFile(path.join(dir, profile), 'utf8');
  }
  return {
    known_through: persona.known_through ?? null,
    translations,
    profile_translations: profiles,
  };
}

/**
 * Creates the demo personas of `file` that no persona has the name of yet, through the same
 * checks as the back office's form (their collections must hold ideas), with how their words
 * reach us and their texts in other languages; answers the names created. Running it again
 * creates nothing; a demo persona created before it had texts in other languages gets them.
 */
export async function seedDemoPersonas(db: Database, file: string): Promise<string[]> {
  const repository = createPersonasRepository(db);
  const service = createPersonasService({ db });
  const dir = path.dirname(file);
  const created: string[] = [];
  for (const persona of await readDemoPersonas(file)) {
    const existing = await repository.byNameOrSlug(persona.name);
    if (existing) {
      if (Object.keys(existing.translations).length === 0 && persona.translations) {
        await repository.setLanguages(existing.id, await languagesOf(persona, dir));
      }
      continue;
    }
    const saved = await service.create({
      fields: {
        name: persona.name,
        vector_database_key: persona.vector_database_key,
        birth_date: persona.birth_date ?? '',
        death_date: persona.death_date ?? '',
        short_description: persona.short_description,
        tags: persona.tags,
      },
      profile: {
        filename: persona.profile,
        bytes: await readFile(path.join(dir, persona.profile)),
      },
    });
    await repository.setLanguages(saved.id, await languagesOf(persona, dir));
    created.push(persona.name);
  }
  return created;
}
