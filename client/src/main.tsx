import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { GlobalStateProvider } from './lib/global-state';
import { createRouter } from './router';
import { system } from './theme';

const router = createRouter();
// The toast view loads after the first page; toasts made before it arrives wait in the store.
const Toaster = lazy(() => import('./components/ui/ToasterView').then((m) => ({ default: m.Toaster })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <GlobalStateProvider>
          {/* No transitions: Apollo's useQuery starts requests during render, and URL-driven variables
              rendered in a transition can alternate between old and new values, re-requesting forever. */}
          <RouterProvider router={router} useTransitions={false} />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </GlobalStateProvider>
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
