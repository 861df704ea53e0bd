import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from './core/auth/viewer.js';
import type { Context } from './core/context.js';
import { ADMIN_STATEMENT_LIMIT, queryCounter } from './core/db/query-counter.js';
import { AuthService } from './modules/auth/index.js';
import type { Services } from './services.js';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The viewer of the request's Authorization header (the API's only way to log in). */
export async function headerViewer(services: Services, em: EntityManager, req: Request): Promise<Viewer | undefined> {
  const token = bearerToken(req);
  return token ? new AuthService(services).viewerFromToken(em, token) : undefined;
}

/**
 * The client's address: Express's req.ip, which follows X-Forwarded-For only through the proxies
 * TRUST_PROXY trusts (config-proxy.ts) — never the header itself, which any client can write.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}

/** Builds the per-request Context: a forked EntityManager, the caller's IP, the viewer from the bearer token. */
export async function createContext(services: Services, req: Request): Promise<Context> {
  const em = services.orm.em.fork();
  const viewer = await headerViewer(services, em, req);
  const count = queryCounter.getStore();
  if (count) count.limit = viewer?.kind === 'admin' ? ADMIN_STATEMENT_LIMIT : services.config.statementLimit;
  return { em, viewer, ip: clientAddress(req), req, services };
}

/**
 * Who asks for a file under /uploads. `<img>`, `<audio>`, `<video>` and links send no Authorization
 * header, so the login cookies the client keeps (spec §4: `adminToken`, `token`) count here too —
 * only here: a GET of a file changes nothing, so reading a cookie opens no CSRF hole, while every
 * call of the API still takes the header alone.
 */
export async function fileViewer(services: Services, em: EntityManager, req: Request): Promise<Viewer | undefined> {
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const auth = new AuthService(services);
  for (const token of [bearerToken(req), cookies.adminToken, cookies.token]) {
    const viewer = token ? await auth.viewerFromToken(em, token) : undefined;
    if (viewer) return viewer;
  }
  return undefined;
}
