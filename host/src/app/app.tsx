import { AuthProvider, QueryClientProvider, createQueryClient } from '@lyceum/platform';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';

export function App() {
  // The one query cache of the page, shared by every remote through the platform.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Location updates outside transitions: a sign-out and its navigation home render
          together, so the guard of the page being left never sees a signed-out user there. */}
      <BrowserRouter useTransitions={false}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
