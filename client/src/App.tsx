import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, ClientOnly } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { GlobalStateProvider } from './lib/global-state';
import { system } from './theme';

// The toast view loads after the first page; toasts made before it arrives wait in the store. It
// mounts after hydration (ClientOnly), as the dialog hosts do (RootLayout.tsx).
const Toaster = lazy(() => import('./components/ui/ToasterView').then((m) => ({ default: m.Toaster })));

/**
 * Everything around the router, the same in the browser (boot.tsx) and in the server renderer
 * (entry-server.tsx): a hydrated page must render the very tree the server rendered.
 */
export function App({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <GlobalStateProvider>
            {children}
            <ClientOnly>
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            </ClientOnly>
          </GlobalStateProvider>
        </ApolloProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
