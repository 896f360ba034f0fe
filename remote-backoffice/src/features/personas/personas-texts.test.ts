import { frenchTypographyProblems, stringsOf } from '@lyceum/build/french-typography';
import {
  PERSONA_DESCRIPTION_MAX,
  PERSONA_NAME_MAX,
  PERSONA_TAGS_MAX,
} from '@lyceum/contracts/constants';
import { ApiError, i18n } from '@lyceum/platform';
import type { TFunction } from 'i18next';
import en from '../../locales/en/personas.json';
import fr from '../../locales/fr/personas.json';
import { personaErrorText } from './persona-error';
import { authorKey, fieldMax, initialValues, personaFormProblems } from './persona-form-rules';
import { renderMarkdown } from './render-markdown';
import { seneca, socrates } from '../../testing/personas';
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const keys = (texts: unknown) => stringsOf(texts).map(([key]) => key);
const t: TFunction<'backoffice-personas'> = i18n.getFixedT('en', 'backoffice-personas');

describe('the texts', () => {
  test('English and French have the same keys', () => {
    expect(keys(fr)).toEqual(keys(en));
  });

  test('French puts a narrow no-break space before : ; ! ? and inside « »', () => {
    expect(stringsOf(fr).flatMap(([, text]) => frenchTypographyProblems(text))).toEqual([]);
  });

  test('the screen reads as specified', () => {
    expect(en.createNew).toBe('Create New Persona');
    expect(en.form.createTitle).toBe('Create New Persona');
    expect(en.form.editTitle).toBe('Edit Persona');
    expect(en.form.saving).toBe('Saving...');
    expect(en.key.validating).toBe('Validating...');
    expect(en.key.valid).toBe('Valid vector database key');
    expect(en.list.title).toBe('Existing Personas');
    expect(en.list.loading).toBe('Loading personas...');
    expect(en.list.profile).toBe('Profile Available');
    expect(en.list.noProfile).toBe('No Profile');
    expect(en.list.unknownPeriod).toBe('Unknown period');
    expect(t('list.confirmDelete', { name: 'Seneca' })).toBe(
      'Are you sure you want to delete "Seneca"?',
    );
  });
});

describe('personaErrorText', () => {
  const errorText = (_error: unknown, fallback: string) => fallback;

  test('a save answered with a readable failure shows no status', () => {
    const internal = new ApiError(500, 'Internal Server Error', true, 'internal');
    expect(personaErrorText(internal, 'create', t, errorText)).toBe('Failed to create persona');
  });

  test('only a save adds the status, and only a save or a delete has a network text', () => {
    const unreadable = new ApiError(502, 'Bad Gateway', false);
    const offline = new ApiError(null, 'Failed to fetch');
    expect(personaErrorText(unreadable, 'delete', t, errorText)).toBe('Failed to delete persona');
    expect(personaErrorText(offline, 'load', t, errorText)).toBe('Failed to load personas');
    expect(personaErrorText(offline, 'validateKey', t, errorText)).toBe(
      'Failed to validate vector database key',
    );
    expect(personaErrorText(offline, 'update', t, errorText)).toBe(
      'Network error occurred while saving persona',
    );
  });

  test("a persona code's text is given the key it is about", () => {
    const missing = new ApiError(404, 'x', true, 'personas.collection_not_found');
    expect(personaErrorText(missing, 'create', t, errorText, 'zeno')).toBe(
      'No collection named "zeno" exists',
    );
  });
});

describe('the form rules', () => {
  const context = { keyCheck: { state: 'valid', key: 'seneca' } as const, profile: null };
  const filled = { ...initialValues(seneca), profile_file: '' };

  test('an edit needs no file; a create does', () => {
    expect(
      Object.values(personaFormProblems(filled, { ...context, editing: true })).filter(Boolean),
    ).toEqual([]);
    expect(personaFormProblems(filled, { ...context, editing: false }).profile_file).toBe(
      'Please upload a profile file',
    );
  });

  test('a key the server has not found valid cannot be sent', () => {
    for (const keyCheck of [
      { state: 'blank' },
      { state: 'waiting' },
      { state: 'checking' },
      { state: 'failed', key: 'x', error: new Error('x') },
    ] as const) {
      expect(
        personaFormProblems(filled, { keyCheck, profile: null, editing: true }).vector_database_key,
      ).toBe('Please provide a valid vector database key');
    }
  });

  test('an empty name, description or tag list is refused in the words of the server', () => {
    const blank = { ...filled, name: ' ', short_description: '', tags: ' , ,' };
    const problems = personaFormProblems(blank, { ...context, editing: true });
    expect([problems.name, problems.short_description, problems.tags]).toEqual([
      'Please provide a name',
      'Please provide a short description',
      'Please provide at least one tag',
    ]);
  });

  test('the tags are measured as they will be sent: cleaned and joined with ", "', () => {
    // 90 names of 4 characters: 449 characters as typed, 538 once joined (the limit is 500).
    const names = Array.from({ length: 90 }, (_, i) => `t${String(i).padStart(3, '0')}`);
    const typed = { ...filled, tags: names.join(',') };
    expect(typed.tags.length).toBeLessThanOrEqual(PERSONA_TAGS_MAX);
    expect(personaFormProblems(typed, { ...context, editing: true }).tags).toBe(
      'This value is too long',
    );
    // Repeated names count once: 606 characters as typed, "Ethics, Logic" as sent.
    const repeated = { ...filled, tags: `${'Ethics, ethics,'.repeat(40)} Logic` };
    expect(repeated.tags.length).toBeGreaterThan(PERSONA_TAGS_MAX);
    expect(personaFormProblems(repeated, { ...context, editing: true }).tags).toBeUndefined();
  });

  test('the tags input takes a typed list of any length; the other inputs stop at the limit', () => {
    expect(fieldMax('tags')).toBeUndefined();
    expect(fieldMax('tags_fr')).toBeUndefined();
    expect(fieldMax('name')).toBe(PERSONA_NAME_MAX);
    expect(fieldMax('short_description')).toBe(PERSONA_DESCRIPTION_MAX);
    // The optional texts have the limits of their English counterparts.
    expect(fieldMax('known_through')).toBe(PERSONA_NAME_MAX);
    expect(fieldMax('name_fr')).toBe(PERSONA_NAME_MAX);
    expect(fieldMax('short_description_fr')).toBe(PERSONA_DESCRIPTION_MAX);
    expect(fieldMax('known_through_fr')).toBe(PERSONA_NAME_MAX);
  });

  test('the optional texts may stay empty; the French tags are measured once joined', () => {
    const empty = {
      ...filled,
      known_through: ' ',
      name_fr: '',
      short_description_fr: '',
      tags_fr: ' , ',
      known_through_fr: '',
    };
    expect(
      Object.values(personaFormProblems(empty, { ...context, editing: true })).filter(Boolean),
    ).toEqual([]);
    const names = Array.from({ length: 90 }, (_, i) => `t${String(i).padStart(3, '0')}`);
    const long = { ...filled, tags_fr: names.join(',') };
    expect(personaFormProblems(long, { ...context, editing: true }).tags_fr).toBe(
      'This value is too long',
    );
  });

  test('an edit starts from the persona’s known_through and French texts', () => {
    expect(initialValues(socrates)).toMatchObject({
      known_through: 'Plato',
      name_fr: 'Socrate',
      short_description_fr: 'Pose des questions.',
      tags_fr: '',
      known_through_fr: 'Platon',
      profile_file_fr: '',
    });
    expect(initialValues()).toMatchObject({ known_through: '', name_fr: '', tags_fr: '' });
  });

  test('fields longer than the server accepts are refused', () => {
    const long = { ...filled, birth_date: 'x'.repeat(51) };
    expect(personaFormProblems(long, { ...context, editing: true }).birth_date).toBe(
      'This value is too long',
    );
  });

  test("an author's key is the part in brackets", () => {
    expect(authorKey('Seneca (seneca)')).toBe('seneca');
    expect(authorKey('Marcus Aurelius (marcus_aurelius) ')).toBe('marcus_aurelius');
    expect(authorKey('plato')).toBe('plato');
  });
});

describe('renderMarkdown', () => {
  test('renders Markdown', async () => {
    expect(await renderMarkdown('# Title\n\n- *one*\n- **two**')).toBe(
      '<h1>Title</h1>\n<ul>\n<li><em>one</em></li>\n<li><strong>two</strong></li>\n</ul>\n',
    );
  });

  test('drops scripts, handlers, javascript: links, frames and styles', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script><img src="a.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">x</a><iframe src="//evil"></iframe>' +
        '<p style="color:red" onclick="alert(4)">text</p><style>p{}</style><form><input></form>',
    );
    expect(html).toBe('<img src="a.png"><a>x</a><p>text</p>');
  });
});
