import { AuthProvider } from '@lyceum/platform';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    // Location updates outside transitions: a sign-out and its navigation home render together,
    // so the guard of the page being left never sees a signed-out user there.
    <BrowserRouter useTransitions={false}>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </BrowserRouter>
  );
}
