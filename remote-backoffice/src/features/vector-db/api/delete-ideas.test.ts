import { ApiError, apiClient } from '@lyceum/platform';
import { BulkDeleteRefused, bulkDeleteGuard, deleteIdeas } from './delete-ideas';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { delete: jest.fn() },
}));

const del = jest.mocked(apiClient.delete);
beforeEach(() => del.mockReset());

test('a bulk delete needs a collection and a selection', async () => {
  expect(bulkDeleteGuard('', [1])).toBe('noCollection');
  expect(bulkDeleteGuard('plato', [])).toBe('noSelection');
  expect(bulkDeleteGuard('plato', [1])).toBeNull();
  await expect(deleteIdeas('', [1])).rejects.toEqual(new BulkDeleteRefused('noCollection'));
  await expect(deleteIdeas('plato', [])).rejects.toMatchObject({ guard: 'noSelection' });
  expect(del).not.toHaveBeenCalled();
});

test('collects each refusal and stops when the server stops answering', async () => {
  const refused = new ApiError(404, 'Idea not found', true, 'vector_db.idea_not_found');
  const answers: Record<string, ApiError> = {
    2: refused,
    4: new ApiError(null, 'Failed to fetch'),
  };
  del.mockImplementation(((path: string) => {
    const answer = answers[path.split('/').at(-1)!];
    return answer ? Promise.reject(answer) : Promise.resolve();
  }) as never);
  expect(await deleteIdeas('the stoics', [1, 2, 3, 4, 5])).toEqual({
    requested: 5,
    deleted: [1, 3],
    failures: [{ id: 2, error: refused }],
    interrupted: true,
  });
  expect(del.mock.calls.map(([path]) => path)).toEqual(
    [1, 2, 3, 4].map((id) => `/api/admin/vector-db/collections/the%20stoics/ideas/${id}`),
  );
});
