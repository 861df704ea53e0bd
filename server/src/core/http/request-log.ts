import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../logger.js';

/** Probes of load balancers and scrapers: not worth a line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

type Response = ServerResponse & { locals?: { sql?: { statements: number } } };

/**
 * One line per request (pino-http): method, path, status, time and SQL statements, with the
 * request's id; no headers, cookies or addresses. 5xx are errors, 4xx warnings, the rest info.
 */
export function requestLog(log: Logger): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? '',
    // The logger's mixin already adds the id to every line.
    quietReqLogger: true,
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0]) },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessObject: (_req, res, value) => ({ ...value, statements: (res as Response).locals?.sql?.statements }),
    customErrorObject: (_req, res, _error, value) => ({ ...value, statements: (res as Response).locals?.sql?.statements }),
  }) as unknown as RequestHandler;
}
