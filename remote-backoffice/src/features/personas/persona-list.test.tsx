import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, i18n } from '@lyceum/platform';
import {
  PERSONAS_PATH,
  answerDelete,
  answerGets,
  deferred,
  deletedPaths,
  getPaths,
  noAnswer,
  renderView,
  resetApi,
  seneca,
  serverError,
  socrates,
} from '../../testing/personas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

let confirm: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  resetApi();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

const row = (name: string) =>
  within(screen.getByRole('heading', { level: 3, name }).closest('li')!);
const fact = (scope: ReturnType<typeof row>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

describe('the persona list', () => {
  test('the heading, subtitle and way back, then Loading personas... until the list comes', async () => {
    const list = deferred<unknown>();
    answerGets({ list: () => list.promise });
    const { onBack } = renderView();
    const heading = screen.getByRole('heading', { level: 1, name: 'Persona Management' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        'Create and manage AI personas, with their profiles and vector database keys.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Existing Personas' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading personas...');

    await act(() => {
      list.resolve([]);
      return list.promise;
    });
    expect(
      await screen.findByText('No personas created yet. Create your first persona to get started.'),
    ).toBeTruthy();
    expect(screen.queryByText('Loading personas...')).toBeNull();
    expect(getPaths()).toEqual([PERSONAS_PATH]);

    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('a row per persona: badge, description, key, period, tag chips and dates', async () => {
    answerGets({ list: [seneca, socrates] });
    renderView();
    const list = await screen.findByRole('list', { name: 'Existing Personas' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Seneca', 'Socrates']);

    const first = row('Seneca');
    expect(first.getByText('Profile Available').className).toBe('bo-badge bo-badge--profile');
    expect(first.getByText('Stoic philosopher and statesman.')).toBeTruthy();
    expect(fact(first, 'Vector Database Key')).toBe('seneca');
    expect(fact(first, 'Period')).toBe('4 BC - AD 65');
    // Split on commas, trimmed, the empty one dropped.
    const tags = first.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Stoicism', 'Ethics', 'Letters']);
    expect(within(tags).getAllByRole('listitem')[0]!.className).toBe('ly-chip');
    expect(tags.className).toBe('ly-chips');
    expect(fact(first, 'Created')).toBe('Mar 5, 2024');
    expect(fact(first, 'Updated')).toBe('Apr 20, 2024');
    expect(first.getByText('Mar 5, 2024').getAttribute('dateTime')).toBe(seneca.created_at);
    expect(first.getByRole('button', { name: 'Edit' }).getAttribute('aria-describedby')).toBe(
      first.getByRole('heading').id,
    );
    expect(first.getByRole('button', { name: 'Delete' })).toBeTruthy();

    const second = row('Socrates');
    expect(second.getByText('No Profile').className).toBe('bo-badge bo-badge--none');
    expect(fact(second, 'Period')).toBe('Unknown period');
  });

  test('in French, the texts and the dates are French', async () => {
    answerGets({ list: [socrates] });
    renderView('fr');
    const first = within((await screen.findByRole('heading', { name: 'Socrates' })).closest('li')!);
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des personas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer une persona' })).toBeTruthy();
    expect(first.getByText('Aucun profil')).toBeTruthy();
    expect(fact(first, 'Période')).toBe('Période inconnue');
    expect(fact(first, 'Créée le')).toBe('5 mars 2024');
    await act(() => i18n.changeLanguage('en'));
  });

  test('a failure to load is the error banner', async () => {
    answerGets({ list: serverError });
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load personas');
    expect(screen.queryByRole('list', { name: 'Existing Personas' })).toBeNull();
  });

  test('no answer at all reads the same', async () => {
    answerGets({ list: noAnswer });
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load personas');
  });
});

describe('deleting a persona', () => {
  test('asks first, naming the persona; declining sends nothing', async () => {
    answerGets({ list: [seneca] });
    answerDelete();
    confirm.mockReturnValue(false);
    renderView();
    await screen.findByRole('heading', { name: 'Seneca' });
    fireEvent.click(row('Seneca').getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Seneca"?');
    expect(deletedPaths()).toEqual([]);
  });

  test('once confirmed, deletes it, loads the list again and focuses its heading', async () => {
    let lists = 0;
    answerGets({ list: () => (++lists === 1 ? [seneca, socrates] : [socrates]) });
    const done = deferred<void>();
    answerDelete(() => done.promise);
    renderView();
    await screen.findByRole('heading', { name: 'Seneca' });
    fireEvent.click(row('Seneca').getByRole('button', { name: 'Delete' }));
    expect(await row('Seneca').findByRole('button', { name: 'Deleting...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(deletedPaths()).toEqual([`${PERSONAS_PATH}/1`]);

    await act(() => {
      done.resolve();
      return done.promise;
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Seneca' })).toBeNull());
    expect(lists).toBe(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Existing Personas' }));
  });

  test.each([
    [
      'a refusal with a detail shows it',
      new ApiError(409, 'Persona is in use', true),
      'Persona is in use',
    ],
    ['a failure without one is the default', serverError, 'Failed to delete persona'],
    ['no answer is the network error', noAnswer, 'Network error occurred.'],
  ])('%s', async (_name, error, text) => {
    answerGets({ list: [seneca] });
    answerDelete(error);
    renderView();
    await screen.findByRole('heading', { name: 'Seneca' });
    fireEvent.click(row('Seneca').getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(row('Seneca').getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  test("a code's text is shown in the interface language", async () => {
    answerGets({ list: [seneca] });
    answerDelete(new ApiError(404, 'Persona not found', true, 'personas.not_found'));
    renderView('fr');
    await screen.findByRole('heading', { name: 'Seneca' });
    fireEvent.click(row('Seneca').getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Persona introuvable');
    await act(() => i18n.changeLanguage('en'));
  });
});
