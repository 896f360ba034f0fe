import { ApiError, i18n } from '@lyceum/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerCollections,
  answerDelete,
  aristotle,
  deletedPaths,
  getCalls,
  noAnswer,
  plato,
  renderView,
  resetApi,
  serverError,
} from '../../testing/vector-db';
// The area registers the texts when it loads; this view is rendered without it.
import '../../testing/locales';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));
// The wizard has its own tests; here it only has to lead back to the collections.
jest.mock('./components/checkpoint-import', () => ({
  CheckpointImport: ({ onViewCollections }: { onViewCollections: () => void }) => (
    <button type="button" onClick={onViewCollections}>
      View Collections
    </button>
  ),
}));

const AUTH = 'Authentication failed. Please log in again and ensure you have admin privileges.';

let confirm: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  resetApi();
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

const card = (author: string) =>
  within(screen.getByRole('heading', { level: 2, name: author }).closest('li')!);

describe('the collections overview', () => {
  test('loads, then shows a card per collection with its health, counts and size', async () => {
    answerCollections([plato, aristotle]);
    const { onBack } = renderView();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vector Database Management' }),
    ).toBeTruthy();
    expect(screen.getByText('Loading collections...')).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Import Checkpoint' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Plato', 'Aristotle']);

    const first = card('Plato');
    expect(first.getByText('plato')).toBeTruthy();
    const healthy = first.getByText('Healthy');
    expect(healthy.className).toBe('bo-health bo-health--healthy');
    expect(first.getByText('Ideas').nextElementSibling?.textContent).toBe('42');
    expect(first.getByText('Vector Size').nextElementSibling?.textContent).toBe('384');
    expect(first.getByText('Size').nextElementSibling?.textContent).toBe('12.35 MB');
    expect(first.getByRole('button', { name: 'Browse Ideas (42)' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete Collection' })).toBeTruthy();

    const second = card('Aristotle');
    expect(second.getByText('Missing vectors').className).toBe('bo-health bo-health--warning');
    expect(second.getByText('Ideas').nextElementSibling?.textContent).toBe('1,500');
    // Without a size the card leaves it out.
    expect(second.queryByText('Size')).toBeNull();
    expect(second.getByRole('button', { name: 'Browse Ideas (1,500)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Admin Dashboard' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('a status it does not know is shown as the server names it, in yellow', async () => {
    answerCollections([{ ...plato, health_status: 'degraded' }]);
    renderView();
    expect((await screen.findByText('degraded')).className).toBe('bo-health bo-health--warning');
  });

  test('a failure reads as the load failure, and Try Again loads again', async () => {
    let calls = 0;
    answerCollections(() => (++calls === 1 ? serverError : [plato]));
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load vector database collections',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  test("the server's detail is shown when it gives one", async () => {
    answerCollections(new ApiError(409, 'The database is being rebuilt', true));
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe('The database is being rebuilt');
  });

  test('no answer reads as the network error, with Try Again', async () => {
    answerCollections(noAnswer);
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network error occurred while loading collections. Please check if the backend is running.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  test.each([
    [401, 'auth.session_invalid'],
    [403, 'auth.admin_required'],
  ])('a %i asks to sign in again as an administrator', async (status, code) => {
    answerCollections(new ApiError(status, 'Refused', true, code));
    renderView();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH);
  });

  test('with no collection, the empty state leads to the import, which leads back', async () => {
    answerCollections([]);
    renderView();
    expect(await screen.findByRole('heading', { name: 'No collections found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import Your First Collection' }));

    const region = screen.getByRole('region', { name: 'Checkpoint import' });
    expect(document.activeElement).toBe(region);
    expect(screen.queryByRole('heading', { name: 'No collections found' })).toBeNull();

    // Coming back asks for the collections again: the import may have added some.
    answerCollections([plato]);
    fireEvent.click(screen.getByRole('button', { name: 'View Collections' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
    expect(getCalls()).toBe(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: '+ Import Checkpoint' }),
      ),
    );
  });

  test('+ Import Checkpoint opens the import, and Back to Collections returns', async () => {
    answerCollections([plato]);
    renderView();
    await screen.findByRole('heading', { level: 2, name: 'Plato' });
    fireEvent.click(screen.getByRole('button', { name: '+ Import Checkpoint' }));
    expect(screen.getByRole('region', { name: 'Checkpoint import' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Collections' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plato' })).toBeTruthy();
  });
});

describe('deleting a collection', () => {
  const named = { ...plato, name: 'plato/dialogues' };

  test('asks first, naming the collection; declining sends nothing', async () => {
    answerCollections([named]);
    answerDelete();
    confirm.mockReturnValue(false);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Collection' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the collection "plato/dialogues" and all its ideas? This action cannot be undone.',
    );
    expect(deletedPaths()).toEqual([]);
  });

  test('confirmed, it deletes with confirm=true and the name escaped, then reloads', async () => {
    let list = [named, aristotle];
    answerCollections(() => list);
    answerDelete(() => {
      list = [aristotle];
    });
    renderView();
    fireEvent.click(
      within((await screen.findByText('plato/dialogues')).closest('li')!).getByRole('button', {
        name: 'Delete Collection',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Collection "plato/dialogues" deleted.',
    );
    expect(deletedPaths()).toEqual([
      '/api/admin/vector-db/collections/plato%2Fdialogues?confirm=true',
    ]);
    await waitFor(() => expect(screen.queryByText('plato/dialogues')).toBeNull());
    expect(getCalls()).toBe(2);
  });

  test.each([
    [serverError, 'Failed to delete collection'],
    [noAnswer, 'Network error occurred while deleting collection.'],
    [new ApiError(403, 'Forbidden', true, 'auth.admin_required'), AUTH],
    [
      new ApiError(404, 'Collection not found', true, 'vector_db.collection_not_found'),
      'Collection not found',
    ],
  ])('a failure (%p) reads %p', async (error, text) => {
    answerCollections([plato]);
    answerDelete(error);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Collection' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // The card stays, its button usable again.
    expect(screen.getByRole('button', { name: 'Delete Collection' })).toBeTruthy();
  });
});

describe('in French', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  test('the cards, their numbers and the empty state read in French', async () => {
    answerCollections([plato, aristotle]);
    renderView('fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gestion de la base vectorielle' }),
    ).toBeTruthy();
    expect(screen.getByText('Chargement des collections...')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Plato' });
    const first = card('Plato');
    expect(first.getByText('Saine')).toBeTruthy();
    expect(first.getByText('Taille').nextElementSibling?.textContent).toBe('12,35 Mo');
    expect(first.getByRole('button', { name: 'Parcourir les idées (42)' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Supprimer la collection' })).toBeTruthy();
    const second = card('Aristotle');
    expect(second.getByText('Vecteurs manquants')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Parcourir les idées (1\u202f500)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Importer un point de contrôle' })).toBeTruthy();
  });

  test('the confirmation and a code the server sends read in French', async () => {
    answerCollections([plato]);
    answerDelete(new ApiError(404, 'Collection not found', true, 'vector_db.collection_not_found'));
    renderView('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la collection' }));
    expect(confirm).toHaveBeenCalledWith(
      'Supprimer la collection «\u202fplato\u202f» et toutes ses idées\u202f? Cette action est irréversible.',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.t('vector_db.collection_not_found', { ns: 'platform-errors', keySeparator: false }),
    );
    expect(screen.getByRole('alert').textContent).not.toBe('Collection not found');
  });

  test('the empty state and the errors read in French', async () => {
    answerCollections(noAnswer);
    renderView('fr');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Une erreur réseau s'est produite lors du chargement des collections. Vérifiez que le serveur fonctionne.",
    );
    answerCollections([]);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Aucune collection trouvée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importer votre première collection' })).toBeTruthy();
  });
});
