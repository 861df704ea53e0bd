/**
 * Server-rendered public pages (issue 12): a guest's request for a page of the public site gets the
 * page's HTML, rendered by the client's server entry (client/src/entry-server.tsx, built into
 * client/dist-ssr) with the page's queries run here, in process, as a guest. Anything else, a
 * logged-in viewer (a token cookie), a render past its time budget, or a render that fails (logged),
 * falls through to index.html and the browser renders the page as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getOperationAST, parse, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { Context } from './core/context.js';
import { queryCounter } from './core/db/query-counter.js';
import { siteIdentity, withSiteIdentity, type SiteIdentity } from './core/site-identity.js';
import { guestAnswerPolicy } from './core/graphql/public-answer-headers.js';
import { pageCacheControl, pageTemplate } from './core/http/page-html.js';
import type { PublicAnswerPolicy } from './core/http/public-answer-policy.js';
import { cachedAnswer } from './core/http/public-cache.js';
import { sendAnswer } from './core/http/send-answer.js';
import { compressJson } from './core/http/static-client.js';
import { clientAddress } from './request-context.js';
import { viewerKey } from './core/http/view-counter.js';
import type { Services } from './services.js';

/** A rendered page's headers besides its Cache-Control (the login cookie decides between it and index.html). */
const PAGE_HEADERS = { contentType: 'text/html; charset=utf-8', varyAlso: 'Cookie' };

/** The client's server entry, as built (client/src/entry-server.tsx). */
interface ServerEntry {
  preloadPages(): Promise<void>;
  isServerRendered(pathname: string): boolean;
  /**
   * The query parameters a page reads (issue 54, S6): the page is rendered, and kept, for these
   * alone. An entry built before this existed renders every parameter (each query string its own page).
   */
  queryParameters?(pathname: string): readonly string[];
  render(request: {
    url: string;
    headers: Record<string, string>;
    execute(operation: Operation): Promise<FormattedExecutionResult>;
    signal: AbortSignal;
    /** The library (core/site-identity.ts): the page's header and footer, and its head (title, canonical address, Open Graph tags). */
    site: SiteIdentity;
  }): Promise<{ kind: 'page'; status: number; head: string; html: string; data: string } | { kind: 'skip'; reason: string }>;
}

/** The login cookies the client keeps (client/src/lib/tokens.ts): their holder gets the client-rendered page. */
const LOGIN_COOKIES = ['token', 'adminToken'];

class RenderTimeout extends Error {}

/**
 * How a page may be kept, as its last render showed (issue 12): the entities its answers show (the
 * public cache's tags), the shortest max-age among them and the views it counts. A page is kept only
 * when every answer in it is public; its tags are known once it has been rendered, so a page is kept
 * from its second render on. A detail page counts a view per visit: kept, it counts the view on each
 * answer from the cache, as a REST detail does (rest/public-answers.ts), instead of being rendered
 * again for every visit (a book detail's render is 110–150 ms of the server's CPU on a 2-core
 * machine, a visit answered from the cache 5 ms).
 */
interface PagePlan {
  tags: string[];
  maxAge: number;
  /** As the render said it (public, for the shortest max-age among its answers; revalidated when it counts a view). */
  cacheControl: string;
  /** The views an answer of the page counts: the entity and the `id` argument of each counting query. */
  views: CountedView[];
}

/** A view a page's query counts; `id` undefined when the render could not tell which (then the page is not kept). */
interface CountedView {
  entity: string;
  id: number | undefined;
}

function pagePlan(policies: Array<PublicAnswerPolicy | undefined>, views: CountedView[]): PagePlan | undefined {
  if (policies.length === 0 || policies.some((policy) => !policy)) return undefined;
  if (views.some((view) => view.id === undefined)) return undefined;
  const chosen = policies as PublicAnswerPolicy[];
  const maxAge = Math.min(...chosen.map((policy) => policy.maxAge));
  const tags = [...new Set(chosen.flatMap((policy) => policy.tags))].sort();
  return maxAge > 0 ? { tags, maxAge, cacheControl: pageCacheControl(chosen), views } : undefined;
}

/** The positive whole number an `id` variable holds, else undefined. */
function viewedId(value: unknown): number | undefined {
  const id = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/** One GraphQL operation of a page, as the server entry hands it over. */
interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The middleware that renders public pages, or undefined when there is no server entry (the client
 * was built without it, or SSR=off): then every page is client-rendered.
 */
export async function serverRenderedPages(
  services: Services,
  apollo: ApolloServer<Context>,
  schema: GraphQLSchema,
): Promise<RequestHandler | undefined> {
  const { entry: entryFile, budgetMs } = services.config.ssr;
  const indexFile = join(services.config.clientDir, 'index.html');
  if (!entryFile || !existsSync(entryFile) || !existsSync(indexFile)) {
    services.log.info({ entry: entryFile }, 'server rendering off: no server entry built');
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  await entry.preloadPages();
  const site = siteIdentity(services.config);
  const page = pageTemplate(withSiteIdentity(readFileSync(indexFile, 'utf8'), site));
  const policyOf = guestAnswerPolicy(schema, services);
  // index.html, when a page falls through to it, goes compressed; a rendered page compresses itself.
  const compress = compressJson();
  const cache = services.publicCache;
  /** The plan of each page (by URL) its last render showed; false: not to be kept. */
  const plans = new LRUCache<string, PagePlan | false>({ max: 5000 });

  /** Runs one operation of the page as a guest, with the statement limit of a guest's request. */
  async function execute(req: Request | undefined, policies: Array<PublicAnswerPolicy | undefined>, views: CountedView[], operation: Operation) {
    const ip = req ? clientAddress(req) : '127.0.0.1';
    const contextValue: Context = { em: services.orm.em.fork(), viewer: undefined, ip, req, services };
    const response = await queryCounter.run({ statements: 0, limit: services.config.statementLimit }, () =>
      apollo.executeOperation(operation, { contextValue }),
    );
    if (response.body.kind !== 'single') throw new Error('an incremental answer in a server render');
    const result = response.body.singleResult;
    const policy = policyOf(getOperationAST(parse(operation.query), operation.operationName), !!result.errors?.length);
    policies.push(policy);
    if (policy?.countsView) views.push({ entity: policy.countsView, id: viewedId(operation.variables?.id) });
    return result as FormattedExecutionResult;
  }

  /**
   * The page's address as it is rendered and kept: its path and the query parameters the page reads,
   * sorted (issue 54, S6). Any other parameter (a cache-buster, a tracker's tag) is dropped, so it
   * neither makes a page of its own in the cache nor costs a render: 8 guests asking for
   * `/index?cb=<random>` had every reader's `GET api/news` wait 431 ms instead of 4 ms.
   */
  function pageAddress(req: Request): string {
    const url = new URL(req.originalUrl, 'http://portal.invalid');
    if (!entry.queryParameters) return url.pathname + url.search;
    const read = new Set(entry.queryParameters(url.pathname));
    const kept = [...url.searchParams]
      .filter(([name]) => read.has(name))
      .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
    const search = new URLSearchParams(kept).toString();
    return search ? `${url.pathname}?${search}` : url.pathname;
  }

  async function renderPage(req: Request, res: Response): Promise<boolean> {
    const address = pageAddress(req);
    const key = `page:${address}`;
    const plan = plans.get(key);
    // Generations are read before rendering: a write during the render leaves the page already stale.
    let generations: number[] | undefined;
    if (plan && cache.enabled) {
      const found = await cache.lookup(key, plan.tags);
      if (found.hit) {
        for (const view of plan.views) services.views.count(view.entity, view.id!, viewerKey(undefined, clientAddress(req)));
        sendAnswer(req, res, found.hit, { ...PAGE_HEADERS, cacheControl: plan.cacheControl, extra: { 'x-page-cache': 'hit' } });
        return true;
      }
      generations = found.generations;
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new RenderTimeout());
      }, budgetMs);
    });
    const policies: Array<PublicAnswerPolicy | undefined> = [];
    const views: CountedView[] = [];
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    try {
      const result = await Promise.race([
        entry.render({
          url: new URL(address, 'http://portal.invalid').href,
          headers,
          execute: (operation) => execute(req, policies, views, operation),
          signal: controller.signal,
          site,
        }),
        timeout,
      ]);
      if (result.kind === 'skip') {
        services.log.debug({ path: req.path, reason: result.reason }, 'page not rendered on the server');
        return false;
      }
      const made = cachedAnswer(page(result));
      const madePlan = result.status === 200 ? pagePlan(policies, views) : undefined;
      plans.set(key, madePlan ?? false);
      sendAnswer(req, res, made, {
        ...PAGE_HEADERS,
        status: result.status,
        cacheControl: pageCacheControl(policies),
        extra: { 'x-page-cache': 'miss' },
      });
      // Kept only under the tags its generations were read for (a page whose answers changed kind waits a render).
      if (madePlan && plan && generations && sameTags(plan.tags, madePlan.tags))
        await cache.set(key, madePlan.tags, generations, madePlan.maxAge, made);
      return true;
    } catch (error) {
      if (error instanceof RenderTimeout) services.log.warn({ path: req.path, budgetMs }, 'server render over its budget: index.html sent');
      else services.log.error({ err: error, path: req.path }, 'server render failed: index.html sent');
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  // One render at start-up (the home page: it counts no view and logs no search), so the first guest
  // does not pay for the renderer's first run within the budget.
  // It also learns how the home page may be kept, so the first guest's render of it is kept.
  const started = Date.now();
  const warmUpPolicies: Array<PublicAnswerPolicy | undefined> = [];
  const warmUpViews: CountedView[] = [];
  entry
    .render({
      url: 'http://portal.invalid/index',
      headers: {},
      execute: (operation) => execute(undefined, warmUpPolicies, warmUpViews, operation),
      signal: AbortSignal.timeout(30_000),
      site,
    })
    .then(
      (result) => {
        if (result.kind === 'page' && result.status === 200) plans.set('page:/index', pagePlan(warmUpPolicies, warmUpViews) ?? false);
        services.log.debug({ ms: Date.now() - started }, 'server renderer warmed up');
      },
      (error: unknown) => services.log.warn({ err: error }, 'server renderer warm-up failed'),
    );

  // Whether a path is a rendered page, by path: the entry's answer matches the client's whole route
  // table (react-router ranks every branch anew on each call), 5% of the server's CPU under S6's load.
  const renderedPaths = new LRUCache<string, boolean>({ max: 10_000 });
  const isServerRendered = (path: string) => {
    let rendered = renderedPaths.get(path);
    if (rendered === undefined) renderedPaths.set(path, (rendered = entry.isServerRendered(path)));
    return rendered;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(req.path) || !isServerRendered(req.path)) return next();
    // Who holds a login cookie gets index.html; a shared cache must keep the two answers apart.
    res.vary('Cookie');
    const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
    if (LOGIN_COOKIES.some((name) => cookies[name])) return next();
    compress(req, res, () => {
      renderPage(req, res).then((sent) => !sent && !res.headersSent && next(), next);
    });
  };
}
