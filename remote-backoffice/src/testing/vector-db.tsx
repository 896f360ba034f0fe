// What the vector database tests share: the sample data, the mocked API's answers and the render.
import type { BrowseIdeasBody, BrowseIdeasResponse, Collection, Idea } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { admin, renderWithProviders } from '@lyceum/platform/testing';
import { VectorDbView } from '../features/vector-db/vector-db-view';
import { noAnswer, settle, type Answer } from './api-answers';

export const COLLECTIONS_PATH = '/api/admin/vector-db/collections';

export const plato: Collection = {
  name: 'plato',
  author: 'Plato',
  health_status: 'healthy',
  ideas_count: 42,
  vector_size: 384,
  vectors_count: 42,
  size_mb: 12.3456,
};

export const aristotle: Collection = {
  name: 'aristotle',
  author: 'Aristotle',
  health_status: 'missing_vectors',
  ideas_count: 1500,
  vector_size: 0,
  vectors_count: 0,
};

export function idea(id: number, overrides: Partial<Idea> = {}): Idea {
  return {
    id,
    statement: `Statement ${id}`,
    attributed_to: 'Socrates',
    book_title: 'The Republic',
    context: `Context ${id}`,
    key_phrases: [],
    questions: [],
    supporting_arguments: [],
    quotes: [],
    character_perspectives: [],
    language: 'en',
    // Most ideas have neither a translation nor a relation to another thinker's idea.
    translations: {},
    relations: [],
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function page(
  ideas: Idea[],
  pageNumber = 1,
  totalPages = 1,
  totalCount = ideas.length,
): BrowseIdeasResponse {
  return { ideas, page: pageNumber, total_pages: totalPages, total_count: totalCount };
}

export { noAnswer, serverError } from './api-answers';

const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);
const del = jest.mocked(apiClient.delete);

/** The collections list's answer (`apiClient.get(...).json()`). */
export function answerCollections(value: Answer) {
  get.mockImplementation(((path: string) => ({
    json: () => (path === COLLECTIONS_PATH ? settle(value, undefined) : Promise.reject(noAnswer)),
  })) as never);
}

/** The browse call's answer for each body it is sent (`apiClient.post(...).json()`). */
export function answerBrowse(value: Answer) {
  post.mockImplementation(((_path: string, options: { json: BrowseIdeasBody }) => ({
    json: () => settle(value, options.json),
  })) as never);
}

/** A DELETE's answer for each path (`await apiClient.delete(...)`). */
export function answerDelete(value: Answer = undefined) {
  del.mockImplementation(((path: string) => settle(value, path)) as never);
}

/** The bodies the browse call was sent, in order. */
export const browseBodies = () =>
  post.mock.calls.map(([, options]) => (options as { json: BrowseIdeasBody }).json);

export const deletedPaths = () => del.mock.calls.map(([path]) => path);

export const getCalls = () => get.mock.calls.length;

export function resetApi() {
  get.mockReset();
  post.mockReset();
  del.mockReset();
}

export function renderView(language: 'en' | 'fr' = 'en') {
  const onBack = jest.fn();
  const result = renderWithProviders(<VectorDbView onBack={onBack} />, {
    route: '/back-office',
    session: admin,
    language,
  });
  return { ...result, onBack };
}

/** A promise settled from outside, to look at the screen while a call is running. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
