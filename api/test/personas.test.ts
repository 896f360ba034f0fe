import {
  errorDetail,
  PERSONA_DATE_MAX,
  PERSONA_DESCRIPTION_MAX,
  PERSONA_NAME_MAX,
  PERSONA_TAGS_MAX,
  PROFILE_MAX_BYTES,
  type CharacterInfo,
  type DiscoverPersona,
  type ErrorCode,
  type Persona,
  type PersonaTextField,
  type VectorKeyValidation,
} from '@lyceum/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createVectorDbRepository } from '../src/modules/vector-db/vector-db-repository';
import { seedDemoPersonas } from '../src/modules/personas/demo-personas';
import { freeSlug, slugOf } from '../src/modules/personas/persona-slug';
import { createPersonasRepository } from '../src/modules/personas/personas-repository';
import { DEMO_PERSONAS } from '../src/seed';
import { readThinkers } from '../scripts/thinkers';
import { multipart, type UploadPart } from './checkpoint-files';
import { adminHeaders, bearer, buildTestApp, tokenFor, type TestApp } from './helper';

const ADMIN = '/api/admin/personas';
const PROFILE =
  '# Seneca\n\nA Stoic of Rome, who wrote letters to Lucilius. « Vivre » — ünïcödé.\n';

/** Sent as a file part with an empty file name, as a browser sends a file input left empty. */
const EMPTY_INPUT = '(empty input)';

const FIELDS = {
  name: 'Seneca',
  vector_database_key: 'seneca',
  birth_date: 'c. 4 BC',
  death_date: 'AD 65',
  short_description: 'Roman Stoic and adviser to Nero.',
  tags: 'Stoicism, Ethics',
};

interface Profile {
  filename: string;
  content: Buffer | string;
}
const profileFile = (content: Buffer | string = PROFILE, filename = 'seneca.md'): Profile => ({
  filename,
  content,
});

/** Text fields of the form, over the defaults; undefined leaves one out. */
type Fields = Partial<Record<PersonaTextField, string | undefined>>;

/** The persona form's parts: the fields (undefined leaves one out) and the profile file. */
function formParts(fields: Fields = {}, profile: Profile | null = profileFile()): UploadPart[] {
  const parts: UploadPart[] = Object.entries({ ...FIELDS, ...fields })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, content]) => ({ name, content }));
  if (profile) parts.push({ name: 'profile_file', ...profile });
  return parts;
}

const FRENCH_PROFILE = '# Socrate\n\nIl ne savait qu’une chose : qu’il ne savait rien.\n';

/** The French profile's file part. */
const frenchProfileFile = (content: Buffer | string = FRENCH_PROFILE, filename = 'socrate.md') => ({
  name: 'profile_file_fr',
  filename,
  content,
});

/** A thinker known through another's books, with French texts (the form's fields). */
const SOCRATES = {
  name: 'Socrates',
  short_description: 'Athenian who asked questions.',
  tags: 'Dialectic, Ethics',
  known_through: '  Plato ',
  name_fr: ' Socrate ',
  short_description_fr: 'Athénien qui posait des questions.',
  tags_fr: 'Dialectique,, éthique, Éthique ',
  known_through_fr: 'Platon',
};

const idea = (source_id: string, statement: string) => ({
  source_id,
  statement,
  attributed_to: 'Someone',
  book_title: 'A Book',
  context: '',
  key_phrases: [],
  supporting_arguments: [],
  quotes: [],
  character_perspectives: [],
  language: 'en',
});

describe('slugs', () => {
  it('lowercase the name, fold accents and ligatures, and dash every run of other characters', () => {
    expect(slugOf('Marcus Aurélius')).toBe('marcus-aurelius');
    expect(slugOf('  Michel de Montaigne!  ')).toBe('michel-de-montaigne');
    expect(slugOf('Lætitia Œuvre & Co.')).toBe('laetitia-oeuvre-co');
    expect(slugOf('Σωκράτης')).toBe('σωκρατης');
    expect(slugOf('?!')).toBe('persona');
  });

  it('take the first free of name, name-2, name-3…', () => {
    expect(freeSlug('seneca', new Set())).toBe('seneca');
    expect(freeSlug('seneca', new Set(['seneca', 'seneca-2', 'seneca-4']))).toBe('seneca-3');
    // The fixed segments of the persona calls are never a slug.
    expect(freeSlug('characters', new Set())).toBe('characters-2');
    expect(freeSlug('discover', new Set())).toBe('discover-2');
  });
});

describe('personas', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let learner: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ SIGNUP_MODE: 'open', ADMIN_EMAILS: 'chief@lyceum.test' });
    const vectorDb = createVectorDbRepository(t.app.db, { vectors: t.app.db.vectorSearch });
    const seneca = await vectorDb.ensureCollection('seneca', 'Seneca');
    await vectorDb.insertIdeas(seneca, [idea('s1', 'Time is all we own.')]);
    const marcus = await vectorDb.ensureCollection('marcus-aurelius', 'Marcus Aurelius');
    await vectorDb.insertIdeas(marcus, [idea('m1', 'The obstacle is the way.')]);
    await vectorDb.ensureCollection('empty-shelf', 'Nobody');
    learner = bearer(await tokenFor(t.app, 'reader', 'reader@lyceum.test'));
    admin = await adminHeaders(t.app, 'chief', 'chief@lyceum.test');
  });
  afterAll(() => t.close());

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    parts: UploadPart[],
    headers: Record<string, string> = admin,
  ) {
    const body = multipart(parts);
    return t.app.inject({
      method,
      url,
      // A file input left empty: a file part whose file name is empty.
      payload: Buffer.from(
        body.payload.toString('latin1').replace(`filename="${EMPTY_INPUT}"`, 'filename=""'),
        'latin1',
      ),
      headers: { ...body.headers, ...headers },
    });
  }
  const create = (parts: UploadPart[], headers = admin) => send('POST', ADMIN, parts, headers);
  const update = (id: number, parts: UploadPart[]) => send('PUT', `${ADMIN}/${id}`, parts);
  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `${ADMIN}/${id}`, headers: admin });

  /** A new persona (its fields over the defaults, and any further parts), answered by the API. */
  async function created(fields: Fields = {}, extra: UploadPart[] = []) {
    const response = await create([...formParts(fields), ...extra]);
    expect([response.statusCode, response.body]).toEqual([201, expect.any(String)]);
    return response.json<Persona>();
  }

  const refusal = (code: ErrorCode, field?: string) => ({
    detail: errorDetail(code, field),
    code,
    ...(field ? { field } : {}),
  });

  afterEach(async () => {
    await t.app.db.query('DELETE FROM personas');
  });

  describe('management', () => {
    it('creates a persona from the form: trimmed fields, tags once each, the key as the collection spells it', async () => {
      const response = await create(
        formParts({
          name: '  Seneca ',
          vector_database_key: 'SENECA',
          birth_date: '  ',
          tags: ' Stoicism,, ethics ,Ethics, ',
        }),
      );
      expect(response.statusCode).toBe(201);
      const persona = response.json<Persona>();
      expect(persona).toEqual({
        id: expect.any(Number) as number,
        name: 'Seneca',
        slug: 'seneca',
        vector_database_key: 'seneca',
        birth_date: null,
        death_date: 'AD 65',
        short_description: 'Roman Stoic and adviser to Nero.',
        tags: 'Stoicism, ethics',
        has_profile_file: true,
        known_through: null,
        translations: {},
        created_at: expect.any(String) as string,
        updated_at: expect.any(String) as string,
      });

      const list = await get(ADMIN);
      expect(list.json()).toEqual([persona]);
      const profile = await get(`${ADMIN}/${persona.id}/profile`);
      expect(profile.statusCode).toBe(200);
      expect(profile.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(profile.body).toBe(PROFILE);
    });

    it('takes tags longer than the limit as typed when they are within it once cleaned', async () => {
      const tags = `${'Ethics, ethics,'.repeat(40)} Logic`;
      expect(tags.length).toBeGreaterThan(PERSONA_TAGS_MAX);
      const response = await create(formParts({ tags }));
      expect(response.statusCode).toBe(201);
      expect(response.json<Persona>().tags).toBe('Ethics, Logic');
    });

    it('lists by name and gives each name a free slug', async () => {
      await created({ name: 'Marcus Aurélius', vector_database_key: 'marcus-aurelius' });
      await created({ name: 'Marcus-Aurelius', vector_database_key: 'marcus-aurelius' });
      await created({ name: 'seneca' });
      const list = (await get(ADMIN)).json<Persona[]>();
      expect(list.map((p) => [p.name, p.slug])).toEqual([
        ['Marcus Aurélius', 'marcus-aurelius'],
        ['Marcus-Aurelius', 'marcus-aurelius-2'],
        ['seneca', 'seneca'],
      ]);
    });

    it('refuses a second persona of the same name, whatever the case', async () => {
      await created();
      const response = await create(formParts({ name: 'SENECA' }));
      expect([response.statusCode, response.json()]).toEqual([
        409,
        refusal('personas.name_taken', 'name'),
      ]);
    });

    it('accepts a profile of exactly the largest size', async () => {
      const content = Buffer.alloc(PROFILE_MAX_BYTES, 'a');
      const response = await create(formParts({}, profileFile(content)));
      expect(response.statusCode).toBe(201);
      const persona = response.json<Persona>();
      expect((await get(`${ADMIN}/${persona.id}/profile`)).body).toBe(content.toString());
    });

    it('saves an edit: without a file the profile stays, with one it is replaced', async () => {
      const persona = await created();
      const edited = await update(
        persona.id,
        formParts({ short_description: 'Tutor of Nero.', death_date: '' }, null),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        id: persona.id,
        slug: 'seneca',
        short_description: 'Tutor of Nero.',
        death_date: null,
        has_profile_file: true,
      });
      expect((await get(`${ADMIN}/${persona.id}/profile`)).body).toBe(PROFILE);

      const replaced = await update(persona.id, formParts({}, profileFile('# New profile\n')));
      expect(replaced.statusCode).toBe(200);
      expect((await get(`${ADMIN}/${persona.id}/profile`)).body).toBe('# New profile\n');
    });

    it('gives a renamed persona the slug of its new name, and refuses another persona’s name', async () => {
      const seneca = await created();
      const marcus = await created({ name: 'Marcus Aurelius' });
      const renamed = await update(seneca.id, formParts({ name: 'Lucius Seneca' }, null));
      expect(renamed.json()).toMatchObject({ name: 'Lucius Seneca', slug: 'lucius-seneca' });
      const clash = await update(seneca.id, formParts({ name: 'marcus aurelius' }, null));
      expect([clash.statusCode, clash.json()]).toEqual([
        409,
        refusal('personas.name_taken', 'name'),
      ]);
      // Its own name, in another case, is no clash.
      const recased = await update(marcus.id, formParts({ name: 'MARCUS AURELIUS' }, null));
      expect(recased.json()).toMatchObject({ name: 'MARCUS AURELIUS', slug: 'marcus-aurelius' });
    });

    it('deletes a persona', async () => {
      const persona = await created();
      const deleted = await remove(persona.id);
      expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
      expect((await get(ADMIN)).json()).toEqual([]);
      const again = await remove(persona.id);
      expect([again.statusCode, again.json()]).toEqual([404, refusal('personas.not_found')]);
    });

    it('answers 404 for a persona that does not exist, and for a missing profile', async () => {
      for (const response of [
        await update(999_999, formParts()),
        await get(`${ADMIN}/999999/profile`),
      ]) {
        expect([response.statusCode, response.json()]).toEqual([
          404,
          refusal('personas.not_found'),
        ]);
      }
      const bare = await createPersonasRepository(t.app.db).insert(
        {
          name: 'Bare',
          slug: 'bare',
          vector_database_key: 'seneca',
          birth_date: null,
          death_date: null,
          short_description: 'No profile.',
          tags: 'None',
        },
        null,
      );
      expect((await get(ADMIN)).json()).toEqual([
        expect.objectContaining({ id: bare.id, has_profile_file: false }),
      ]);
      const missing = await get(`${ADMIN}/${bare.id}/profile`);
      expect([missing.statusCode, missing.json()]).toEqual([
        404,
        refusal('personas.profile_not_found'),
      ]);
    });
  });

  describe('known_through and the French texts', () => {
    const character = (slug: string, language: string) =>
      get(`/api/persona/characters/${slug}?language=${language}`, learner);
    const stored = async (id: number) => (await createPersonasRepository(t.app.db).byId(id))!;

    it('saves them from the form; a French reader reads the French texts, others the English ones', async () => {
      const persona = await created(SOCRATES, [frenchProfileFile()]);
      expect(persona).toMatchObject({
        name: 'Socrates',
        known_through: 'Plato',
        translations: {
          fr: {
            name: 'Socrate',
            short_description: 'Athénien qui posait des questions.',
            tags: 'Dialectique, éthique',
            known_through: 'Platon',
          },
        },
      });
      expect((await get(ADMIN)).json()).toEqual([persona]);

      const french = await character('socrates', 'fr');
      expect([french.statusCode, french.json()]).toEqual([
        200,
        {
          name: 'Socrates',
          display_name: 'Socrate',
          slug: 'socrates',
          description: 'Athénien qui posait des questions.',
          period: 'c. 4 BC - AD 65',
          tags: 'Dialectique, éthique',
        },
      ]);
      expect((await character('socrates', 'en')).json()).toMatchObject({
        display_name: 'Socrates',
        description: 'Athenian who asked questions.',
        tags: 'Dialectic, Ethics',
      });

      // The French profile is kept beside the English one, which the profile call still gives.
      const row = await stored(persona.id);
      expect([row.profile_markdown, row.profile_translations]).toEqual([
        PROFILE,
        { fr: FRENCH_PROFILE },
      ]);
      expect((await get(`${ADMIN}/${persona.id}/profile`)).body).toBe(PROFILE);
    });

    it('leaves them out when the fields are empty or not sent', async () => {
      const blank = await created({
        name: 'Blank',
        known_through: ' ',
        name_fr: '',
        short_description_fr: '  ',
        tags_fr: ' , ,',
        known_through_fr: '',
      });
      const absent = await created({ name: 'Absent' });
      for (const persona of [blank, absent]) {
        expect(persona).toMatchObject({ known_through: null, translations: {} });
        expect((await stored(persona.id)).profile_translations).toEqual({});
      }
      // An empty French file input is no French profile.
      const empty = await created({ name: 'Empty input' }, [frenchProfileFile('', EMPTY_INPUT)]);
      expect((await stored(empty.id)).profile_translations).toEqual({});
    });

    it('replaces them on edit: an emptied French text is removed, the French profile stays unless a new one is sent', async () => {
      const persona = await created(SOCRATES, [frenchProfileFile()]);
      // A text in another language than the form's is kept through edits.
      await createPersonasRepository(t.app.db).setLanguages(persona.id, {
        known_through: 'Plato',
        translations: { de: { name: 'Sokrates' } },
        profile_translations: {},
      });

      const edited = await update(persona.id, formParts({ ...SOCRATES, name_fr: '  ' }, null));
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Persona>().translations).toEqual({
        de: { name: 'Sokrates' },
        fr: {
          short_description: 'Athénien qui posait des questions.',
          tags: 'Dialectique, éthique',
          known_through: 'Platon',
        },
      });
      // Without its French name, a French reader reads its own.
      expect((await character('socrates', 'fr')).json()).toMatchObject({
        display_name: 'Socrates',
        description: 'Athénien qui posait des questions.',
      });
      expect((await stored(persona.id)).profile_translations).toEqual({ fr: FRENCH_PROFILE });

      const emptied = await update(
        persona.id,
        formParts(
          {
            ...SOCRATES,
            known_through: '',
            name_fr: '',
            short_description_fr: '',
            tags_fr: '',
            known_through_fr: undefined,
          },
          null,
        ),
      );
      expect(emptied.json()).toMatchObject({
        known_through: null,
        translations: { de: { name: 'Sokrates' } },
      });
      expect((await character('socrates', 'fr')).json()).toMatchObject({
        display_name: 'Socrates',
        description: 'Athenian who asked questions.',
        tags: 'Dialectic, Ethics',
      });
      expect((await stored(persona.id)).profile_translations).toEqual({ fr: FRENCH_PROFILE });

      const replaced = await update(persona.id, [
        ...formParts(SOCRATES, null),
        frenchProfileFile('# Socrate, encore\n', 'nouveau.md'),
      ]);
      expect(replaced.statusCode).toBe(200);
      const row = await stored(persona.id);
      expect([row.profile_markdown, row.profile_translations]).toEqual([
        PROFILE,
        { fr: '# Socrate, encore\n' },
      ]);
    });
  });

  describe('validation', () => {
    const long = (n: number) => 'x'.repeat(n);
    type Case = [string, Fields, Profile | null, number, ErrorCode, string];
    const cases: Case[] = [
      ['no name', { name: undefined }, profileFile(), 400, 'personas.name_required', 'name'],
      ['a blank name', { name: '   ' }, profileFile(), 400, 'personas.name_required', 'name'],
      [
        'a long name',
        { name: long(PERSONA_NAME_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'name',
      ],
      [
        'a control character',
        { name: 'Sen\u0007eca' },
        profileFile(),
        400,
        'validation.control_characters',
        'name',
      ],
      [
        'no key',
        { vector_database_key: undefined },
        profileFile(),
        400,
        'personas.invalid_key',
        'vector_database_key',
      ],
      [
        'an unknown key',
        { vector_database_key: 'plato' },
        profileFile(),
        400,
        'personas.invalid_key',
        'vector_database_key',
      ],
      [
        'an empty collection',
        { vector_database_key: 'empty-shelf' },
        profileFile(),
        400,
        'personas.invalid_key',
        'vector_database_key',
      ],
      [
        'no description',
        { short_description: ' ' },
        profileFile(),
        400,
        'personas.description_required',
        'short_description',
      ],
      [
        'a long description',
        { short_description: long(PERSONA_DESCRIPTION_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'short_description',
      ],
      ['no tag', { tags: ' , ,' }, profileFile(), 400, 'personas.tags_required', 'tags'],
      [
        'long tags',
        { tags: long(PERSONA_TAGS_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'tags',
      ],
      [
        'tags within the limit as typed, past it once joined with ", "',
        { tags: Array.from({ length: 90 }, (_, i) => `t${String(i).padStart(3, '0')}`).join(',') },
        profileFile(),
        400,
        'validation.too_long',
        'tags',
      ],
      [
        'a long date',
        { birth_date: long(PERSONA_DATE_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'birth_date',
      ],
      [
        'a field past what is read',
        { death_date: `${' '.repeat(20_000)}x` },
        profileFile(),
        400,
        'validation.too_long',
        'death_date',
      ],
      [
        'a long known_through',
        { known_through: long(PERSONA_NAME_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'known_through',
      ],
      [
        'a long French name',
        { name_fr: long(PERSONA_NAME_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'name_fr',
      ],
      [
        'a long French description',
        { short_description_fr: long(PERSONA_DESCRIPTION_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'short_description_fr',
      ],
      [
        'long French tags',
        { tags_fr: long(PERSONA_TAGS_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'tags_fr',
      ],
      [
        'a long French known_through',
        { known_through_fr: long(PERSONA_NAME_MAX + 1) },
        profileFile(),
        400,
        'validation.too_long',
        'known_through_fr',
      ],
      [
        'a French field past what is read',
        { short_description_fr: `${' '.repeat(20_000)}x` },
        profileFile(),
        400,
        'validation.too_long',
        'short_description_fr',
      ],
      [
        'a control character in a French text',
        { tags_fr: 'Stoïcisme\u0007' },
        profileFile(),
        400,
        'validation.control_characters',
        'tags_fr',
      ],
      ['no profile', {}, null, 400, 'personas.profile_required', 'profile_file'],
      [
        'an empty file input',
        {},
        { filename: EMPTY_INPUT, content: '' },
        400,
        'personas.profile_required',
        'profile_file',
      ],
      [
        'a profile that is not .md',
        {},
        profileFile(PROFILE, 'seneca.txt'),
        400,
        'personas.profile_invalid',
        'profile_file',
      ],
      [
        'a profile that is not UTF-8',
        {},
        profileFile(Buffer.from([0x23, 0x20, 0xc3, 0x28])),
        400,
        'personas.profile_invalid',
        'profile_file',
      ],
      [
        'a profile with a NUL',
        {},
        profileFile('# Seneca\u0000'),
        400,
        'personas.profile_invalid',
        'profile_file',
      ],
      ['an empty profile', {}, profileFile(' \n'), 400, 'personas.profile_invalid', 'profile_file'],
      [
        'a profile too large',
        {},
        profileFile(Buffer.alloc(PROFILE_MAX_BYTES + 1, 'a')),
        413,
        'personas.profile_too_large',
        'profile_file',
      ],
    ];

    it.each(cases)('refuses %s', async (_name, fields, profile, status, code, field) => {
      const response = await create(formParts(fields, profile));
      expect([response.statusCode, response.json()]).toEqual([status, refusal(code, field)]);
      expect((await get(ADMIN)).json()).toEqual([]);
    });

    const frenchCases: Array<[string, ReturnType<typeof frenchProfileFile>[], number, ErrorCode]> =
      [
        [
          'not .md',
          [frenchProfileFile(FRENCH_PROFILE, 'socrate.txt')],
          400,
          'personas.profile_invalid',
        ],
        [
          'not UTF-8',
          [frenchProfileFile(Buffer.from([0x23, 0x20, 0xc3, 0x28]))],
          400,
          'personas.profile_invalid',
        ],
        ['empty', [frenchProfileFile(' \n')], 400, 'personas.profile_invalid'],
        [
          'too large',
          [frenchProfileFile(Buffer.alloc(PROFILE_MAX_BYTES + 1, 'a'))],
          413,
          'personas.profile_too_large',
        ],
        ['sent twice', [frenchProfileFile(), frenchProfileFile()], 400, 'request.malformed'],
      ];

    it.each(frenchCases)(
      'refuses a French profile that is %s, as it refuses the profile',
      async (_name, extra, status, code) => {
        const response = await create([...formParts(), ...extra]);
        const field = code === 'request.malformed' ? undefined : 'profile_file_fr';
        expect([response.statusCode, response.json()]).toEqual([status, refusal(code, field)]);
        expect((await get(ADMIN)).json()).toEqual([]);
      },
    );

    it('checks an edit the same way, the profile aside', async () => {
      const persona = await created();
      const response = await update(persona.id, formParts({ tags: '' }, null));
      expect([response.statusCode, response.json()]).toEqual([
        400,
        refusal('personas.tags_required', 'tags'),
      ]);
      const large = await update(
        persona.id,
        formParts({}, profileFile(Buffer.alloc(PROFILE_MAX_BYTES + 1, 'a'))),
      );
      expect(large.statusCode).toBe(413);
      expect((await get(`${ADMIN}/${persona.id}/profile`)).body).toBe(PROFILE);
      const french = await update(persona.id, [
        ...formParts({ short_description_fr: long(PERSONA_DESCRIPTION_MAX + 1) }, null),
        frenchProfileFile(FRENCH_PROFILE, 'socrate.txt'),
      ]);
      expect([french.statusCode, french.json()]).toEqual([
        400,
        refusal('validation.too_long', 'short_description_fr'),
      ]);
      const notMarkdown = await update(persona.id, [
        ...formParts({}, null),
        frenchProfileFile(FRENCH_PROFILE, 'socrate.txt'),
      ]);
      expect([notMarkdown.statusCode, notMarkdown.json()]).toEqual([
        400,
        refusal('personas.profile_invalid', 'profile_file_fr'),
      ]);
      expect(
        (await createPersonasRepository(t.app.db).byId(persona.id))?.profile_translations,
      ).toEqual({});
    });

    it('reads only multipart/form-data', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: ADMIN,
        payload: FIELDS,
        headers: admin,
      });
      expect([response.statusCode, response.json()]).toEqual([400, refusal('request.malformed')]);
    });
  });

  describe('vector database keys', () => {
    const validate = async (key: string) =>
      (
        await get(`${ADMIN}/validate-vector-key/${encodeURIComponent(key)}`)
      ).json<VectorKeyValidation>();
    const AUTHORS = [
      'Nobody (empty-shelf)',
      'Marcus Aurelius (marcus-aurelius)',
      'Seneca (seneca)',
    ];

    it('accepts the name of a collection holding ideas, whatever the case', async () => {
      expect(await validate('Seneca')).toEqual({
        is_valid: true,
        error_message: null,
        error_code: null,
        available_authors: AUTHORS,
      });
    });

    it('says why a key is refused, in English and as a code, with the collections there are', async () => {
      expect(await validate('plato')).toEqual({
        is_valid: false,
        error_message: 'No collection named "plato" exists',
        error_code: 'personas.collection_not_found',
        available_authors: AUTHORS,
      });
      expect(await validate('empty-shelf')).toEqual({
        is_valid: false,
        error_message: 'The collection "empty-shelf" has no ideas',
        error_code: 'personas.collection_empty',
        available_authors: AUTHORS,
      });
    });
  });

  describe('access', () => {
    it('refuses the management to a learner (403) and to a visitor (401)', async () => {
      const persona = await created();
      const learnerCalls = [
        await get(ADMIN, learner),
        await get(`${ADMIN}/${persona.id}/profile`, learner),
        await get(`${ADMIN}/validate-vector-key/seneca`, learner),
        await create(formParts({ name: 'Other' }), learner),
      ];
      for (const response of learnerCalls) {
        expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([
          403,
          'auth.admin_required',
        ]);
      }
      for (const url of [ADMIN, '/api/persona/discover', '/api/persona/characters']) {
        const response = await get(url, {});
        expect([url, response.statusCode]).toEqual([url, 401]);
      }
      expect((await get(ADMIN)).json()).toHaveLength(1);
    });
  });

  describe('what learners see', () => {
    it('lists the personas by name, without their collection key', async () => {
      await created({ name: 'Seneca' });
      await created({
        name: 'Marcus Aurelius',
        vector_database_key: 'marcus-aurelius',
        birth_date: '',
        death_date: 'AD 180',
      });
      const discover = await get('/api/persona/discover', learner);
      expect(discover.statusCode).toBe(200);
      expect(discover.json<DiscoverPersona[]>()).toEqual([
        {
          id: expect.any(Number) as number,
          name: 'Marcus Aurelius',
          display_name: 'Marcus Aurelius',
          slug: 'marcus-aurelius',
          birth_date: null,
          death_date: 'AD 180',
          short_description: FIELDS.short_description,
          tags: FIELDS.tags,
        },
        expect.objectContaining({ name: 'Seneca', slug: 'seneca', birth_date: 'c. 4 BC' }),
      ]);
      expect((await get('/api/persona/characters', learner)).json()).toEqual({
        characters: ['Marcus Aurelius', 'Seneca'],
      });

      // In French where a persona has French texts; its own where not.
      const marcus = await createPersonasRepository(t.app.db).byNameOrSlug('Marcus Aurelius');
      await createPersonasRepository(t.app.db).setLanguages(marcus!.id, {
        known_through: null,
        translations: { fr: { name: 'Marc Aurèle', tags: 'Stoïcisme' } },
        profile_translations: {},
      });
      const french = await get('/api/persona/discover?language=fr', learner);
      expect(french.json<DiscoverPersona[]>()).toEqual([
        expect.objectContaining({
          name: 'Marcus Aurelius',
          display_name: 'Marc Aurèle',
          short_description: FIELDS.short_description,
          tags: 'Stoïcisme',
        }),
        expect.objectContaining({ name: 'Seneca', display_name: 'Seneca' }),
      ]);
      const unknown = await get('/api/persona/discover?language=de', learner);
      expect(unknown.statusCode).toBe(400);
    });

    it('says who a persona is, found by name or slug', async () => {
      await created({
        name: 'Marcus Aurelius',
        vector_database_key: 'marcus-aurelius',
        birth_date: '',
      });
      const expected: CharacterInfo = {
        name: 'Marcus Aurelius',
        display_name: 'Marcus Aurelius',
        slug: 'marcus-aurelius',
        description: FIELDS.short_description,
        period: '? - AD 65',
        tags: FIELDS.tags,
      };
      for (const key of ['Marcus Aurelius', 'marcus aurelius', 'marcus-aurelius']) {
        const response = await get(`/api/persona/characters/${encodeURIComponent(key)}`, learner);
        expect([key, response.statusCode, response.json()]).toEqual([key, 200, expected]);
      }
      const missing = await get('/api/persona/characters/Plato', learner);
      expect([missing.statusCode, missing.json()]).toEqual([404, refusal('personas.not_found')]);
    });

    it('finds a persona by its name before another persona’s slug', async () => {
      const first = await created({ name: 'Marcus Aurelius' });
      const second = await created({ name: 'Marcus-Aurelius' });
      expect(second.slug).toBe('marcus-aurelius-2');
      // Named like the second one's slug, which it cannot have.
      const third = await created({ name: 'marcus-aurelius-2' });
      expect(third.slug).toBe('marcus-aurelius-2-2');
      const personas = createPersonasRepository(t.app.db);
      expect((await personas.byNameOrSlug('marcus-aurelius-2'))?.id).toBe(third.id);
      expect((await personas.byNameOrSlug(' MARCUS-AURELIUS-2-2'))?.id).toBe(third.id);
      expect((await personas.byNameOrSlug('marcus aurelius'))?.id).toBe(first.id);
      expect((await personas.byNameOrSlug('Marcus-Aurelius'))?.id).toBe(second.id);
      expect(await personas.byNameOrSlug('plato')).toBeNull();
    });
  });

  describe('the demo personas', () => {
    it('are created once, each with its profile, when their collections hold ideas', async () => {
      const vectorDb = createVectorDbRepository(t.app.db, { vectors: t.app.db.vectorSearch });
      for (const thinker of readThinkers()) {
        const id = await vectorDb.ensureCollection(thinker.collection, thinker.author);
        await vectorDb.insertIdeas(id, [idea(`${thinker.collection}-demo`, 'An idea.')]);
      }
      const demo = JSON.parse(readFileSync(DEMO_PERSONAS, 'utf8')) as Array<{
        name: string;
        profile: string;
      }>;
      await created({ name: demo[0]?.name ?? '' });

      const first = await seedDemoPersonas(t.app.db, DEMO_PERSONAS);
      expect(first).toEqual(demo.slice(1).map((persona) => persona.name));
      expect(await seedDemoPersonas(t.app.db, DEMO_PERSONAS)).toEqual([]);

      const personas = createPersonasRepository(t.app.db);
      for (const persona of demo.slice(1)) {
        const row = await personas.byNameOrSlug(persona.name);
        expect([persona.name, row?.profile_markdown]).toEqual([
          persona.name,
          readFileSync(path.join(path.dirname(DEMO_PERSONAS), persona.profile), 'utf8'),
        ]);
      }
      expect((await personas.list()).length).toBe(demo.length);
    });
  });
});
