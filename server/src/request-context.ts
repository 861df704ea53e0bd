import type { Request } from 'express';
import type { Context } from './core/context.js';
import { ADMIN_STATEMENT_LIMIT, queryCounter } from './core/db/query-counter.js';
import { AuthService } from './modules/auth/index.js';
import type { Services } from './services.js';

/** Builds the per-request Context: a forked EntityManager, the caller's IP, the viewer from the bearer token. */
export async function createContext(services: Services, req: Request): Promise<Context> {
  const em = services.orm.em.fork();
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const viewer = token ? await new AuthService(services).viewerFromToken(em, token) : undefined;
  const count = queryCounter.getStore();
  if (count) count.limit = viewer?.kind === 'admin' ? ADMIN_STATEMENT_LIMIT : services.config.statementLimit;
  return { em, viewer, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', req, services };
}
