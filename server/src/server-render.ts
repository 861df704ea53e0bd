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
import compression from 'compression';
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getOperationAST, parse, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { Context } from './core/context.js';
import { queryCounter } from './core/db/query-counter.js';
import { guestAnswerPolicy } from './core/graphql/public-answer-headers.js';
import { pageCacheControl, pageTemplate } from './core/http/page-html.js';
import type { PublicAnswerPolicy } from './core/http/public-answer-policy.js';
import type { Services } from './services.js';

/** The client's server entry, as built (client/src/entry-server.tsx). */
interface ServerEntry {
  preloadPages(): Promise<void>;
  isServerRendered(pathname: string): boolean;
  render(request: {
    url: string;
    headers: Record<string, string>;
    execute(operation: Operation): Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<{ kind: 'page'; status: number; head: string; html: string; data: string } | { kind: 'skip'; reason: string }>;
}

/** The login cookies the client keeps (client/src/lib/tokens.ts): their holder gets the client-rendered page. */
const LOGIN_COOKIES = ['token', 'adminToken'];

class RenderTimeout extends Error {}

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
  const page = pageTemplate(readFileSync(indexFile, 'utf8'));
  const policyOf = guestAnswerPolicy(schema, services);
  const compress = compression({ threshold: 1024 });

  /** Runs one operation of the page as a guest, with the statement limit of a guest's request. */
  async function execute(req: Request | undefined, policies: Array<PublicAnswerPolicy | undefined>, operation: Operation) {
    const ip = req ? (req.ip ?? req.socket.remoteAddress ?? 'unknown') : '127.0.0.1';
    const contextValue: Context = { em: services.orm.em.fork(), viewer: undefined, ip, req, services };
    const response = await queryCounter.run({ statements: 0, limit: services.config.statementLimit }, () =>
      apollo.executeOperation(operation, { contextValue }),
    );
    if (response.body.kind !== 'single') throw new Error('an incremental answer in a server render');
    const result = response.body.singleResult;
    policies.push(policyOf(getOperationAST(parse(operation.query), operation.operationName), !!result.errors?.length));
    return result as FormattedExecutionResult;
  }

  async function renderPage(req: Request, res: Response): Promise<boolean> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new RenderTimeout());
      }, budgetMs);
    });
    const policies: Array<PublicAnswerPolicy | undefined> = [];
    const headers = Object.fromEntries(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
    try {
      const result = await Promise.race([
        entry.render({
          url: new URL(req.originalUrl, 'http://portal.invalid').href,
          headers,
          execute: (operation) => execute(req, policies, operation),
          signal: controller.signal,
        }),
        timeout,
      ]);
      if (result.kind === 'skip') {
        services.log.debug({ path: req.path, reason: result.reason }, 'page not rendered on the server');
        return false;
      }
      res
        .status(result.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': pageCacheControl(policies) })
        .send(page(result));
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
  const started = Date.now();
  entry
    .render({
      url: 'http://portal.invalid/index',
      headers: {},
      execute: (operation) => execute(undefined, [], operation),
      signal: AbortSignal.timeout(30_000),
    })
    .then(
      () => services.log.debug({ ms: Date.now() - started }, 'server renderer warmed up'),
      (error: unknown) => services.log.warn({ err: error }, 'server renderer warm-up failed'),
    );

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || extname(req.path) || !entry.isServerRendered(req.path)) return next();
    // Who holds a login cookie gets index.html; a shared cache must keep the two answers apart.
    res.vary('Cookie');
    const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
    if (LOGIN_COOKIES.some((name) => cookies[name])) return next();
    compress(req, res, () => {
      renderPage(req, res).then((sent) => !sent && !res.headersSent && next(), next);
    });
  };
}
