import { ApiError, apiClient, i18n } from '@lyceum/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { learner, renderWithProviders } from '../../../testing/test-utils';
import { offline, reply } from '../test-helpers';
import { ExportSection } from './export-section';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn() },
}));

const get = jest.mocked(apiClient.get);
/** What the browser was asked to save: the link's file name and the file's text. */
let saved: { name: string; url: string }[];

/** A response with a JSON file and the given `Content-Disposition`. */
const file = (disposition: string | null) =>
  reply({
    headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}),
    blob: () => Promise.resolve(new Blob(['{"format":"lyceum-account-export"}'])),
  });

beforeEach(async () => {
  get.mockReset();
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:lyceum/export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, url: this.href });
  });
  await act(() => i18n.changeLanguage('en'));
});

afterEach(() => jest.restoreAllMocks());

const download = () => fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

test('saves the file under the server’s name and says so', async () => {
  get.mockReturnValue(file('attachment; filename="lyceum-account-ada-2025.json"'));
  renderWithProviders(<ExportSection />, { session: learner });
  download();
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe('Your data was downloaded as lyceum-account-ada-2025.json.');
  expect(get).toHaveBeenCalledWith('/api/users/me/export');
  expect(saved).toEqual([{ name: 'lyceum-account-ada-2025.json', url: 'blob:lyceum/export' }]);
  expect(document.querySelector('a[download]')).toBeNull();
});

test('without the header the file is named after the account', async () => {
  get.mockReturnValue(file(null));
  renderWithProviders(<ExportSection />, { session: learner });
  download();
  await screen.findByRole('status');
  expect(saved[0]?.name).toBe('lyceum-account-ada.json');
});

test('a refused download says so and saves nothing', async () => {
  get.mockReturnValue(reply(new ApiError(500, 'Internal Server Error', true, 'internal')));
  renderWithProviders(<ExportSection />, { session: learner });
  download();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Failed to download your data. Please try again.',
  );
  expect(saved).toEqual([]);
});

test('a download that never got an answer is a network error', async () => {
  get.mockReturnValue(reply(offline()));
  renderWithProviders(<ExportSection />, { session: learner });
  download();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Network error. Please check your connection and try again.',
  );
});
