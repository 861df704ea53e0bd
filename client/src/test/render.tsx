import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { Toaster } from '../components/ui/ToasterView';
import { GlobalStateProvider } from '../lib/global-state';
import { RootLayout } from '../routes/RootLayout';
import { portalSystem } from '../theme';

/** Renders routes inside the app's providers (Chakra, Apollo against msw, global state, root hosts). */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter([{ path: '/', element: <RootLayout />, children: routes }], { initialEntries: [initialPath] });
  const client = createApolloClient();
  const result = render(
    <ChakraProvider value={portalSystem()}>
      <ApolloProvider client={client}>
        <GlobalStateProvider>
          <RouterProvider router={router} useTransitions={false} />
          <Toaster />
        </GlobalStateProvider>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { ...result, router, client };
}

/** Renders one element at `path` (default '/'). */
export function renderPage(element: ReactNode, path = '/') {
  return renderRoutes(
    [{ path: path.split('?')[0].replace(/^\//, '') || undefined, index: path === '/' ? true : undefined, element } as RouteObject],
    path,
  );
}
