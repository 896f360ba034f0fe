import { render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './auth-provider';
import { sessionStore } from './session-store';

jest.mock('../api/api-client', () => ({ apiClient: {}, connectSession: jest.fn() }));

function Who() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.username ?? 'guest')}</p>;
}

test('useAuth outside its provider throws the spec message', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Who />)).toThrow('useAuth must be used within an AuthProvider');
});

test('inside the provider a guest restores to signed out', async () => {
  localStorage.clear();
  sessionStore.setState({ loading: true });
  render(
    <AuthProvider>
      <Who />
    </AuthProvider>,
  );
  expect(await screen.findByText('guest')).toBeTruthy();
});
