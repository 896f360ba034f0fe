// What the persona tests share: sample personas, the mocked API's answers and the render.
import type { Persona, VectorKeyValidation } from '@lyceum/contracts';
import { KEY_VALIDATION_DEBOUNCE_MS } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { admin, renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { PERSONAS_PATH } from '../features/personas/api/get-personas';
import { PersonaManagementView } from '../features/personas/persona-management-view';
// The area registers the texts when it loads; this view is rendered without it.
import './locales';
import { noAnswer, settle, type Answer } from './api-answers';

export { PERSONAS_PATH };
export const VALIDATE_PATH = `${PERSONAS_PATH}/validate-vector-key/`;

export const seneca: Persona = {
  id: 1,
  name: 'Seneca',
  slug: 'seneca',
  vector_database_key: 'seneca',
  birth_date: '4 BC',
  death_date: 'AD 65',
  short_description: 'Stoic philosopher and statesman.',
  tags: 'Stoicism, Ethics, ,Letters',
  has_profile_file: true,
  // He wrote his own books: his words reach us through no one else.
  known_through: null,
  translations: {
    fr: {
      name: 'Sénèque',
      short_description: 'Philosophe stoïcien et homme d’État.',
      tags: 'Stoïcisme, Éthique, Lettres',
    },
  },
  created_at: '2024-03-05T10:00:00.000Z',
  updated_at: '2024-04-20T10:00:00.000Z',
};

export const socrates: Persona = {
  ...seneca,
  id: 2,
  name: 'Socrates',
  slug: 'socrates',
  vector_database_key: 'plato',
  birth_date: null,
  death_date: null,
  short_description: 'Asks questions.',
  tags: 'Dialectic',
  has_profile_file: false,
  // He wrote nothing: his words reach us through Plato's dialogues.
  known_through: 'Plato',
  translations: {
    fr: { name: 'Socrate', short_description: 'Pose des questions.', known_through: 'Platon' },
  },
};

export const valid: VectorKeyValidation = {
  is_valid: true,
  error_message: null,
  error_code: null,
  available_authors: [],
};

export const unknownKey = (key: string): VectorKeyValidation => ({
  is_valid: false,
  error_message: `No collection named "${key}" exists`,
  error_code: 'personas.collection_not_found',
  available_authors: ['Seneca (seneca)', 'Marcus Aurelius (marcus_aurelius)'],
});

export { noAnswer, serverError } from './api-answers';

const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);
const put = jest.mocked(apiClient.put);
const del = jest.mocked(apiClient.delete);

export interface GetAnswers {
  /** The list (`GET /api/admin/personas`). */
  list?: Answer;
  /** The key check, given the key. */
  key?: Answer;
  /** A profile's text, given the persona id. */
  profile?: Answer;
}

/** The GET answers by path: `.json()` for the list and the key check, `.text()` for a profile. */
export function answerGets({ list = [], key = valid, profile = '' }: GetAnswers) {
  get.mockImplementation(((path: string) => {
    let answer: () => Promise<unknown> = () => Promise.reject(noAnswer);
    if (path === PERSONAS_PATH) answer = () => settle(list, undefined);
    else if (path.startsWith(VALIDATE_PATH)) {
      answer = () => settle(key, decodeURIComponent(path.slice(VALIDATE_PATH.length)));
    } else {
      const id = /^\/api\/admin\/personas\/(\d+)\/profile$/.exec(path)?.[1];
      if (id) answer = () => settle(profile, Number(id));
    }
    return { json: answer, text: answer };
  }) as never);
}

/** A POST or PUT's answer (`await apiClient.post(...)`), given the FormData sent. */
export function answerSave(value: Answer = undefined) {
  const save = ((_path: string, options: { body: FormData }) =>
    settle(value, options.body)) as never;
  post.mockImplementation(save);
  put.mockImplementation(save);
}

/** A DELETE's answer, given its path. */
export function answerDelete(value: Answer = undefined) {
  del.mockImplementation(((path: string) => settle(value, path)) as never);
}

/** The keys the key check was asked about, in order. */
export const checkedKeys = () =>
  get.mock.calls
    .map(([path]) => path)
    .filter((path) => path.startsWith(VALIDATE_PATH))
    .map((path) => decodeURIComponent(path.slice(VALIDATE_PATH.length)));

export const getPaths = () => get.mock.calls.map(([path]) => path);

/** The fields of the FormData sent by each POST or PUT, with its path. */
export function savedForms(method: 'post' | 'put') {
  const mock = method === 'post' ? post : put;
  return mock.mock.calls.map(([path, options]) => ({
    path,
    fields: Object.fromEntries((options as { body: FormData }).body.entries()),
  }));
}

export const deletedPaths = () => del.mock.calls.map(([path]) => path);

export function resetApi() {
  for (const mock of [get, post, put, del]) mock.mockReset();
}

export function renderView(language: 'en' | 'fr' = 'en') {
  const onBack = jest.fn();
  const result = renderWithProviders(<PersonaManagementView onBack={onBack} />, {
    route: '/back-office',
    session: admin,
    language,
  });
  return { ...result, onBack };
}

/** A Markdown profile file, as the admin chooses it. */
export const markdownFile = (text: string, name = 'profile.md') =>
  new File([text], name, { type: 'text/markdown' });

/** Types into a field as a change event, as a keystroke would end. */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Chooses a file in the profile field, or the French profile's (found by name, in any language). */
export function choose(file: File, field: 'profile_file' | 'profile_file_fr' = 'profile_file') {
  const input = document.querySelector<HTMLInputElement>(`input[name="${field}"]`)!;
  fireEvent.change(input, { target: { files: [file] } });
}

/** Lets the debounce of the key check run out, under fake timers. */
export const settleKey = () => act(() => jest.advanceTimersByTimeAsync(KEY_VALIDATION_DEBOUNCE_MS));

/** A promise settled from outside, to look at the screen while a call is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
