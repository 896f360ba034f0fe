import { createQueryClient } from '@lyceum/platform';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one query cache of the page, shared by every remote's pages through the provider. */
const queryClient = createQueryClient(QueryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
