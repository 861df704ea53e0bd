import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import type { Context } from './core/context.js';
import { queryCounter } from './core/db/query-counter.js';
import { AppError, MESSAGES } from './core/errors/app-error.js';
import { toAppError } from './core/errors/format-error.js';
import { refuseRequest, sendGraphQLError } from './core/graphql/refuse.js';
import { publicAnswerHeaders } from './core/graphql/public-answer-headers.js';
import { graphqlMultipart } from './core/upload/multipart-gate.js';
import { serveUploads } from './core/upload/serve-uploads.js';
import { drainableServer } from './core/http/drain.js';
import { compressJson, serveClient } from './core/http/static-client.js';
import { requestId } from './core/http/request-id.js';
import { requestLog } from './core/http/request-log.js';
import { bodyRateFloor } from './core/http/body-rate.js';
import { ReadYourWrites } from './core/http/read-your-writes.js';
import { siteIdentity, withSiteIdentity } from './core/site-identity.js';
import { registerJobHandlers } from './jobs.js';
import { fileAudience, prepareSearch } from './modules/catalogue/index.js';
import { apiKeyGuard } from './modules/open-data/index.js';
import { DownloadService } from './modules/reading/index.js';
import { backupHttp } from './modules/system/index.js';
import { createApolloServer } from './graphql-server.js';
import { createContext, fileViewer, headerViewer } from './request-context.js';
import { createRestRouter } from './rest/router.js';
import { sendError } from './core/errors/send-error.js';
import { refuseDeepBodies } from './core/http/body-depth.js';
import { getSchema } from './schema.js';
import { ReplicaRoutingDriver } from './core/db/replica-reads.js';
import { serverRenderedPages } from './server-render.js';
import { modules } from './modules.js';
import type { Services } from './services.js';

/** Compares a secret in constant time (the metrics token). */
function safeEqual(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface App {
  app: Express;
  httpServer: Server;
  apollo: ApolloServer<Context>;
  /** Stops accepting requests and lets running ones finish. */
  stop(): Promise<void>;
}

/** Express 5 with everything the portal serves: GraphQL, REST, uploads, the built client. */
export async function createApp(services: Services): Promise<App> {
  const app = express();
  const httpServer = createServer(app);
  // Idle keep-alive connections outlive the clients' own idle timeouts (proxies: 60 s; undici: 4 s),
  // so a client never reuses a socket the server is closing at that moment (ECONNRESET).
  httpServer.keepAliveTimeout = 65_000;
  // Slow senders (issue 54, S16): headers within HEADERS_TIMEOUT_SECONDS (66 s, over the keep-alive
  // timeout), a whole request within REQUEST_TIMEOUT_SECONDS (900 s: a 50 MiB upload at 0.5 Mbit/s),
  // and a body at least BODY_MIN_BYTES_PER_SECOND per window (bodyRateFloor below). Node checks its
  // two timeouts every connectionsCheckingInterval (30 s by default).
  const { http } = services.config;
  httpServer.headersTimeout = http.headersTimeoutMs;
  httpServer.requestTimeout = Math.max(http.requestTimeoutMs, http.headersTimeoutMs + 1000);
  const schema = await getSchema();
  const drain = drainableServer(httpServer);
  // Measured only where someone can read the measures (METRICS_TOKEN).
  // (prom-client is loaded only then: issue 54.)
  const metrics = services.config.metricsToken ? new (await import('./core/http/metrics.js')).PortalMetrics(services) : undefined;
  const apollo = createApolloServer(schema, services.log, {
    introspection: services.config.graphqlIntrospection,
    publicAnswers: publicAnswerHeaders(schema, services) as ApolloServerPlugin<Context>,
    metrics: metrics?.apolloPlugin<Context>(),
  });
  await apollo.start();

  app.disable('x-powered-by');
  // First: every later line of the request's log carries its id (core/http/request-id.ts).
  app.use(requestId());
  app.use(
    bodyRateFloor({ minBytesPerSecond: services.config.http.bodyMinBytesPerSecond, windowMs: services.config.http.bodyRateWindowMs }, services.log),
  );
  if (services.config.requestLog) app.use(requestLog(services.log));
  // The proxies TRUST_PROXY names (default: one on this host) give the client's address and protocol (req.ip, req.secure).
  app.set('trust proxy', services.config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // A plain-http tile server of the library map (MAP_TILE_URL) is allowed by its origin.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...httpTileOrigin(services.config.map.tileUrl)],
          mediaSrc: ["'self'", 'blob:'],
          // blob: the e-book reader's EPUB stylesheets and fonts, which epubjs unpacks into blob URLs.
          styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          // GraphiQL's editor (Monaco) runs web workers and ships its icon font.
          workerSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:', 'blob:'],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Each request counts its SQL statements (x-sql-statements on GraphQL and REST responses; the request log and metrics read it).
  app.use((_req, res, next) => {
    const store = { statements: 0 };
    res.locals.sql = store;
    queryCounter.run(store, next);
  });
  // With read replicas, each request's reads go to one unless it or its client wrote just before (read-your-writes.ts).
  const replicas = services.config.databaseReplicas;
  if (replicas.urls.length) app.use(new ReadYourWrites(services.config.jwtSecret, replicas.stickySeconds).middleware());
  if (metrics) app.use(metrics.middleware());
  // Before every other route: while a backup is restored everything answers 503 but the restore's status (issue 17).
  app.use(backupHttp(services));

  app.get('/healthz', async (_req, res) => {
    const ok = await services.orm.isConnected();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unavailable' });
  });
  // Ready for traffic: the database answers and every migration this build knows is applied.
  const driver = services.orm.em.getDriver();
  const replicaHealth = driver instanceof ReplicaRoutingDriver ? driver.replicaHealth : undefined;
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!(await services.orm.isConnected())) return void res.status(503).json({ status: 'database unavailable' });
    try {
      const pending = await services.orm.getMigrator().getPendingMigrations();
      if (pending.length) return void res.status(503).json({ status: 'migrations pending', pending: pending.map((m) => m.name) });
    } catch {
      return void res.status(503).json({ status: 'database unavailable' });
    }
    // Replicas are reported, not required: with none healthy, reads go to the primary.
    res.json({ status: 'ready', ...(replicaHealth ? { replicas: replicaHealth.report() } : {}) });
  });
  // Prometheus metrics, for the holder of METRICS_TOKEN only; without the setting there is no such page.
  app.get('/metrics', async (req, res) => {
    const token = services.config.metricsToken;
    if (!token || !metrics) return void res.status(404).end();
    if (!safeEqual(req.get('authorization') ?? '', `Bearer ${token}`)) {
      return void res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').end();
    }
    res
      .set('Cache-Control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });

  app.use(
    '/graphql',
    apiKeyGuard(services, 'graphql'),
    compressJson(),
    graphqlMultipart({ maxFileSize: services.config.upload.maxFileSize, maxFiles: services.config.upload.maxFiles }, (req) =>
      headerViewer(services, services.orm.em.fork(), req),
    ),
    express.json({ limit: '2mb' }),
    refuseDeepBodies,
    expressMiddleware(apollo, {
      // A context that cannot be made (the database is gone while the token is checked) refuses the
      // request with its own status (503), not Apollo's 500 for a throwing context function.
      context: async ({ req }) => {
        try {
          return await createContext(services, req);
        } catch (error) {
          throw refuseRequest(toAppError(error, services.log));
        }
      },
    }),
  );
  app.use(
    '/api',
    apiKeyGuard(services, 'rest'),
    compressJson(),
    (_req, res, next) => {
      const store = queryCounter.getStore();
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (store) res.setHeader('x-sql-statements', String(store.statements));
        return json(body);
      };
      next();
    },
    createRestRouter(schema, services),
  );
  app.use(
    '/uploads',
    serveUploads(services.storage, async (req, url) => {
      const em = services.orm.em.fork();
      const viewer = await fileViewer(services, em, req);
      // Who may open the resource (catalogue), then, for a file it offers for download, the
      // download's grant and the day's allowance (reading, issue 54 S10): never public then.
      const audience = await fileAudience(em, viewer, url);
      return (await DownloadService.directFile(em, services, viewer, url)) ? 'private' : audience;
    }),
  );

  for (const module of modules) if (module.routes) app.use(module.routes(services));

  // The built client, with history-API fallback for its routes.
  const index = join(services.config.clientDir, 'index.html');
  if (existsSync(index)) {
    // The site's root is its home page (spec §2), answered here rather than by the app shell's script,
    // so crawlers and link previews follow it. 301: /index is the home page's one address (its canonical link).
    app.get('/', (req, res) => res.redirect(301, `/index${req.originalUrl.slice(1)}`));
    app.use(serveClient(services.config.clientDir));
    // A guest's public page comes rendered (server-render.ts); the rest falls through to index.html.
    const renderedPages = await serverRenderedPages(services, apollo, schema);
    if (renderedPages) app.use(renderedPages);
    // Client routes have no file extension: a missing /x.json or /x.js is a 404, not the app shell,
    // which carries the library's name and contact (core/site-identity.ts).
    const shell = withSiteIdentity(readFileSync(index, 'utf8'), siteIdentity(services.config));
    app.get('/{*path}', compressJson(), (req, res) =>
      extname(req.path) ? res.status(404).end() : res.set('Cache-Control', 'no-cache').type('html').send(shell),
    );
  } else {
    // No client built (API-only run): say where the API is.
    app.get('/', (_req, res) => res.json({ name: 'library-portal', graphql: '/graphql', rest: '/api', uploads: '/uploads' }));
  }

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    const onGraphQL = req.baseUrl.startsWith('/graphql') || req.path.startsWith('/graphql');
    const send = (appError: AppError) => (onGraphQL ? sendGraphQLError(res, appError) : sendError(res, appError));
    if (error instanceof AppError) return send(error);
    const type = (error as { type?: string }).type;
    // /graphql answers these in the GraphQL shape with their HTTP status; REST keeps the spec's shape.
    if (type === 'entity.parse.failed') return send(onGraphQL ? AppError.badRequest(MESSAGES.notJson) : AppError.badInput('body', MESSAGES.notJson));
    if (type === 'entity.too.large')
      return send(onGraphQL ? new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge) : AppError.badInput('body', MESSAGES.bodyTooLarge));
    // Express could not decode a path parameter (`%E0%A4%A`).
    if (error instanceof URIError || /^Failed to decode param/.test((error as Error).message ?? ''))
      return send(AppError.badRequest(MESSAGES.badPercentEncoding));
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return send(AppError.badRequest(MESSAGES.badRequest));
    // Anything else (a database outage included, logged once per interval) by the one error model.
    send(toAppError(error, services.log));
  });

  // Before any request: a token issued before the last restore must not open an account.
  await services.sessions.start();
  await services.notices.start();
  registerJobHandlers(services);
  await services.jobs.start({ concurrency: services.config.jobWorkers, pollMs: services.config.jobPollMs });
  await prepareSearch(services);

  return {
    app,
    httpServer,
    apollo,
    stop: async () => {
      // In-flight requests finish; keep-alive clients are told to close, never reset (D14).
      await drain.drain();
      await apollo.stop();
      // After the requests (they may queue jobs): running jobs get a few seconds to finish, the rest are retried later.
      await services.jobs.stop({ graceMs: 5000 });
      await services.background.close();
      await services.rateLimiter.close();
      // Views counted since the last interval are written before the database closes.
      await services.views.close();
      await services.writes.close();
      await services.publicCache.close();
      await services.sessions.stop();
      await services.notices.stop();
    },
  };
}

/** The origin of a plain-http tile template ({s} subdomains as a wildcard), for the CSP; none for https or a site path. */
function httpTileOrigin(template: string): string[] {
  const match = /^http:\/\/([^/]+)/.exec(template);
  return match ? [`http://${match[1].replace(/\{s\}/g, '*')}`] : [];
}
