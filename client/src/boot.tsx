/**
 * The app's start (main.tsx imports it): hydrates a server-rendered page, renders any other from
 * scratch.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { giveBackEarlyInput } from './lib/early-input';
import { nextTask } from './lib/next-task';
import { readServerRenderedData } from './lib/ssr-data';
import { createRouter, routes } from './router';
import { SiteLayoutQuery } from './routes/site/site-layout-query';
import { portalSystem } from './theme';

/**
 * Loads the lazy routes the URL matches and makes them plain routes, so hydrating renders the pages
 * the server rendered instead of suspending to a fallback.
 */
async function resolveMatchedRoutes(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

const root = document.getElementById('root')!;
const serverRendered = readServerRenderedData();

/* No transitions (useTransitions={false}): Apollo's useQuery starts requests during render, and URL-driven
   variables rendered in a transition can alternate between old and new values, re-requesting forever. */
async function hydrate(serverRendered: NonNullable<ReturnType<typeof readServerRenderedData>>) {
  // Tasks of their own: evaluating the app's code is one long task already; building Chakra's
  // system and loading the page's routes (matching them, asking for their chunks) would lengthen it.
  await nextTask();
  portalSystem();
  await nextTask();
  await resolveMatchedRoutes(routes);
  // Until the page has hydrated, every query (network-only ones too) is answered from the restored
  // cache: one sent to the network would render its loading state over the server's markup, a
  // mismatch that makes React throw the page's HTML away (and what a visitor typed in it).
  const client = createApolloClient();
  client.prioritizeCacheValues = true;
  const hydrated = () => {
    client.prioritizeCacheValues = false;
    giveBackEarlyInput(document);
  };
  client.cache.restore(serverRendered.apollo as Parameters<typeof client.cache.restore>[0]);
  // The site shell's query read from the restored cache in a task of its own: a page's first read
  // runs much of Apollo's code for the first time (35–46 ms here, in one component's render), and the
  // result is kept for SiteLayout's useQuery, which reads the same document.
  await nextTask();
  client.readQuery({ query: SiteLayoutQuery });
  // Creating the router (ranking every route) and the root (a listener for every event) are tasks of
  // their own too: on a phone each is 50–100 ms, and together with the cache's restore one long task.
  await nextTask();
  const router = createRouter(serverRendered.router);
  await nextTask();
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a blocking
  // hydration is one long task of the whole page); a click meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <App client={client} onReady={hydrated}>
        <RouterProvider router={router} useTransitions={false} />
      </App>,
    );
  });
}

if (serverRendered) {
  void hydrate(serverRendered);
} else {
  const router = createRouter();
  createRoot(root).render(
    <App client={createApolloClient()}>
      <RouterProvider router={router} useTransitions={false} />
    </App>,
  );
}
