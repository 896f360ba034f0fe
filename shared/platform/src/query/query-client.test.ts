import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { createQueryClient } from './query-client';

test('signing out empties the query cache', () => {
  const client = createQueryClient(QueryClient);
  client.setQueryData(['users', 'me'], { username: 'ada' });
  sessionStore.getState().signOut();
  expect(client.getQueryData(['users', 'me'])).toBeUndefined();
});
