import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, ClientOnly } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { AppReady } from './lib/app-ready';
import { GlobalStateProvider } from './lib/global-state';
import { portalSystem } from './theme';

// The toast view loads after the first page; toasts made before it arrives wait in the store. It
// mounts after hydration (ClientOnly), as the dialog hosts do (RootLayout.tsx).
const Toaster = lazy(() => import('./components/ui/ToasterView').then((m) => ({ default: m.Toaster })));

/**
 * Everything around the router, the same in the browser (boot.tsx) and in the server renderer
 * (entry-server.tsx): a hydrated page must render the very tree the server rendered (React's useId
 * follows the tree's shape). `onReady`: called once the app works (lib/app-ready.tsx).
 */
export function App({ client, children, onReady }: { client: ApolloClient; children: ReactNode; onReady?: () => void }) {
  return (
    <StrictMode>
      <ChakraProvider value={portalSystem()}>
        <ApolloProvider client={client}>
          <GlobalStateProvider>
            {children}
            {/* Here, not beside the router in boot.tsx: an extra sibling there only would change every useId below. */}
            <AppReady onReady={onReady} />
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
