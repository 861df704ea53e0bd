/**
 * The server renderer of the public site (issue 12): the portal's server imports the build of this
 * file (client/dist-ssr/entry-server.js, `vite build --ssr`) and calls `render` for a guest's page
 * request. It renders the matched route with react-router's static handler, runs the page's
 * queries through the server's own `execute` (in process, no HTTP) until the tree asks for no more,
 * and answers the HTML with the data the browser needs to hydrate it (boot.tsx).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print, type FormattedExecutionResult } from 'graphql';
import { useState, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { from } from 'rxjs';
import { App } from './App';
import { createCache as createApolloCache } from './apollo/cache';
import { routes, SITE_ROUTE_ID } from './router';
import { serializeForScript, type ServerRenderedData } from './lib/ssr-data';
import { HeadCollector, HeadCollectorContext, headHtml } from './lib/page-head';
import { setSite, type SiteIdentity } from './lib/site';
import { FACETS } from './features/search/search-params';

/** One GraphQL operation as the server's `execute` takes it. */
export interface ServerOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** The page's URL (absolute). */
  url: string;
  /** The request's headers (the guard reads the user agent). */
  headers: Record<string, string>;
  /** Runs an operation against the schema as a guest. */
  execute(operation: ServerOperation): Promise<FormattedExecutionResult>;
  /** Aborted when the server stops waiting (its time budget): the render then throws. */
  signal: AbortSignal;
  /** The library (SITE_NAME, LIBRARY_PHONE…, PUBLIC_URL): the header and footer, the head's titles and absolute links. */
  site: SiteIdentity;
}

export type RenderResult =
  /** `head` goes into the head (the page's title, description, links, tags, JSON-LD and styles), `html` inside #root, `data` (escaped for a script element) beside it. */
  | { kind: 'page'; status: number; head: string; html: string; data: string }
  /** Not a page to render on the server (a login-only page, a redirect, a route error): send index.html. */
  | { kind: 'skip'; reason: string };

/**
 * Whether `pathname` is a public site page the server renders: under the site layout, a page of its
 * own (not a redirect element, not the not-found splat that also catches /admin/… before its
 * routes are discovered), and not the back office.
 */
export function isServerRendered(pathname: string): boolean {
  if (/^\/admin(\/|$)/.test(pathname)) return false;
  const matches = matchRoutes(routes, pathname);
  if (!matches?.some((match) => match.route.id === SITE_ROUTE_ID)) return false;
  const leaf = matches[matches.length - 1].route;
  return !!leaf.lazy && leaf.path !== '*';
}

/**
 * Every query parameter a public page reads (issue 54, S6): the server renders and keeps a page for
 * these alone, and drops any other (`?cb=<random>`, a tracker's tag), which would otherwise make a
 * page of its own for each value and cost a render each time. One list for every page: a parameter
 * that one page reads changes no other page's answer, only its cache key. A page that comes to read
 * a new parameter adds it here (entry-server.test.ts checks the site's `params.get('…')` calls
 * against it); one left out would be rendered as if absent on the server, then read in the browser.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [
  ...FACETS.map((facet) => facet.name),
  ...['action', 'article', 'by', 'category', 'date', 'direction', 'district', 'edition', 'from', 'id', 'keyword', 'page', 'period'],
  ...['q', 'query', 'redirect', 'sort', 'state', 'status', 'tab', 'to', 'type', 'utm_medium', 'when'],
];

/** The query parameters the page at `pathname` reads (the server's contract; the same list for every page). */
export function queryParameters(_pathname: string): readonly string[] {
  return PAGE_QUERY_PARAMETERS;
}

/**
 * Loads every server-rendered page's modules (the portal calls it at start-up), so the first guest
 * to ask for a page does not wait for its code to load within the render's time budget.
 */
export async function preloadPages(): Promise<void> {
  const loads: Array<Promise<unknown>> = [];
  const visit = (list: RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
      if (typeof route.lazy === 'function' && (route.id === SITE_ROUTE_ID || isServerRendered(path))) loads.push(route.lazy());
      visit(route.children ?? [], path);
    }
  };
  visit(routes, '');
  // A page whose code cannot load here is only rendered in the browser: its render fails and falls back.
  await Promise.allSettled(loads);
}

/**
 * A fresh emotion cache per render pass (a shared one would hold back styles an earlier pass already
 * took), in emotion's "compat" mode: styles are kept in the cache instead of written as a `<style>`
 * before each element, and go into the page's head (`styleElements`). Hundreds of
 * style elements through the body each made the browser recompute styles as it parsed them.
 */
function EmotionPass({ onCache, children }: { onCache(cache: EmotionCache): void; children: ReactNode }) {
  const [cache] = useState(() => {
    const created = createCache({ key: 'css' });
    created.compat = true;
    onCache(created);
    return created;
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/** A fresh head collector per render pass, as for the styles: the last pass's holds the page's head. */
function HeadPass({ onCollector, children }: { onCollector(collector: HeadCollector): void; children: ReactNode }) {
  const [collector] = useState(() => {
    const created = new HeadCollector();
    onCollector(created);
    return created;
  });
  return <HeadCollectorContext value={collector}>{children}</HeadCollectorContext>;
}

/**
 * The styles a render used, as emotion's browser side takes them over: `data-emotion="css <names>"`
 * marks those names inserted, so hydrating inserts none of them again; each global style (Chakra's
 * reset and tokens: no `.css-<name>` rule) goes in an element of its own, `css-global <name>`,
 * which its `<Global>` adopts instead of inserting the same sheet again.
 */
function styleElements(cache: EmotionCache | undefined): string {
  const styles = Object.entries(cache?.inserted ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  // No style rule of the portal holds "</style", but an element must not end early if one did.
  const safe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  const isGlobal = ([name, rules]: [string, string]) => !rules.includes(`.css-${name}`);
  // data-s: "already in the head" to emotion, which would otherwise insert each element into the head
  // again (where it is: the end of the head), and the browser recompute every element's style.
  const globals = styles.filter(isGlobal).map(([name, rules]) => `<style data-emotion="css-global ${name}" data-s="">${safe(rules)}</style>`);
  const components = styles.filter((style) => !isGlobal(style));
  const names = components.map(([name]) => name).join(' ');
  return `${globals.join('')}<style data-emotion="css ${names}" data-s="">${safe(components.map(([, rules]) => rules).join(''))}</style>`;
}

/** An Apollo client whose link runs the operation in the server (no network). */
function serverClient(execute: RenderRequest['execute']) {
  const link = new ApolloLink((operation) =>
    from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })),
  );
  return new ApolloClient({ ssrMode: true, link, cache: createApolloCache() });
}

export async function render({ url, headers, execute, signal, site }: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(url);
  if (!isServerRendered(pathname)) return { kind: 'skip', reason: 'not a server-rendered page' };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { headers, signal }));
  if (context instanceof Response) return { kind: 'skip', reason: `the route answered ${context.status}` };
  // A page whose code cannot run here (it reaches for the browser as it loads) is rendered in the browser.
  if (context.errors) return { kind: 'skip', reason: `the route failed: ${String(Object.values(context.errors)[0])}` };

  // The same for every render of this process: the page reads it as the browser's copy does (lib/site.ts).
  setSite(site);
  const client = serverClient(execute);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The cache of the last pass holds the styles of the HTML it rendered.
  let lastCache: EmotionCache | undefined;
  let lastHead: HeadCollector | undefined;
  const tree = (
    <EmotionPass onCache={(cache) => (lastCache = cache)}>
      <HeadPass onCollector={(collector) => (lastHead = collector)}>
        <App client={client}>
          {/* hydrate={false}: the CSP allows no inline script; the hydration data goes as JSON (lib/ssr-data.ts). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </HeadPass>
    </EmotionPass>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // No boundary outlined for progressive reveal: that needs React's inline scripts, which the CSP refuses.
    renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  if (aborted) throw new Error('server render aborted');
  const data: ServerRenderedData = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    apollo: client.extract(),
  };
  const head = headHtml(lastHead?.head, site, pathname + search) + styleElements(lastCache);
  return { kind: 'page', status: context.statusCode, head, html: result, data: serializeForScript(data) };
}
