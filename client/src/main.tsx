import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { Toaster } from './components/ui/toaster';
import { GlobalStateProvider } from './lib/global-state';
import { createRouter } from './router';
import { system } from './theme';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>
        <GlobalStateProvider>
          {/* No transitions: Apollo's useQuery starts requests during render, and URL-driven variables
              rendered in a transition can alternate between old and new values, re-requesting forever. */}
          <RouterProvider router={router} useTransitions={false} />
          <Toaster />
        </GlobalStateProvider>
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
