import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { toastViewDemand } from './components/ui/toaster';
import { AppReady } from './lib/app-ready';
import { GlobalStateProvider } from './lib/global-state';
import { useDemand } from './lib/mount-on-demand';
import { portalSystem } from './theme';

// The toast view loads and mounts with the first toast (lib/mount-on-demand.ts); the toast waits in
// the store meanwhile.
const Toaster = lazy(() => import('./components/ui/ToasterView').then((m) => ({ default: m.Toaster })));

function ToasterOnDemand() {
  return useDemand(toastViewDemand) ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

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
            <ToasterOnDemand />
          </GlobalStateProvider>
        </ApolloProvider>
      </ChakraProvider>
    </StrictMode>
  );
}
