import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db';
import { createPersonasRepository } from './personas-repository';
import { createPersonasService } from './personas-service';

const OptionalText = Type.Union([Type.String(), Type.Null()]);

/** A demo persona as its file describes it; `profile` names a Markdown file beside that file. */
const DemoPersona = Type.Object({
  name: Type.String(),
  vector_database_key: Type.String(),
  birth_date: OptionalText,
  death_date: OptionalText,
  short_description: Type.String(),
  tags: Type.String(),
  profile: Type.String({ pattern: '^[\\w.-]+\\.md$' }),
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

/**
 * Creates the demo personas of `file` that no persona has the name of yet, through the same
 * checks as the back office's form (their collections must hold ideas); answers the names
 * created. Running it again creates nothing.
 */
export async function seedDemoPersonas(db: Database, file: string): Promise<string[]> {
  const repository = createPersonasRepository(db);
  const service = createPersonasService({ db });
  const created: string[] = [];
  for (const persona of await readDemoPersonas(file)) {
    if (await repository.nameTaken(persona.name)) continue;
    await service.create({
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
        bytes: await readFile(path.join(path.dirname(file), persona.profile)),
      },
    });
    created.push(persona.name);
  }
  return created;
}
