import { use, type ReactNode } from 'react';

type Provider = (props: { children: ReactNode }) => ReactNode;

let loaded: Provider | null = null;
let pending: Promise<Provider> | null = null;

/**
 * TanStack Query and the page's query client, fetched once, beside the first remote page or the
 * settings rather than before the first render (the shell itself makes no query). A failed fetch
 * is forgotten, so Retry fetches it again.
 */
export function loadQueryProvider(): Promise<Provider> {
  pending ??= import('./query-provider').then(
    ({ QueryProvider }) => (loaded = QueryProvider),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * Gives its children the page's query client. It suspends only while the provider is still on
 * its way: whoever renders it loads the provider beside its own code first.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const Provider = loaded ?? use(loadQueryProvider());
  return <Provider>{children}</Provider>;
}
