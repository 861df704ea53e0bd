import type { RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

/** Probes of load balancers and scrapers: not worth a line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

type Level = 'error' | 'warn' | 'info';

/**
 * One line per request, written when its response finishes (or its connection closes first):
 * method, path, status, time and SQL statements, with the request's id; no headers, cookies or
 * addresses. 5xx are errors, 4xx warnings, the rest info. The fields are pino-http's, which wrote
 * these lines before: pino-http made two child loggers per request and serialised the request into
 * one of them whether or not a line was written (3% of a public list's CPU in issue 12's profile);
 * here a line is put together only when its level is logged.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (QUIET_PATHS.has(req.path)) return next();
    const started = Date.now();
    // As the request came: routers rewrite req.url on the way.
    const { method, originalUrl: url } = req;
    const reqId = (req as { id?: string }).id;
    const done = (err?: Error) => {
      res.off('finish', done);
      res.off('close', done);
      res.off('error', done);
      const failed = err !== undefined || res.statusCode >= 500;
      const level: Level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const statements = (res.locals as { sql?: { statements: number } }).sql?.statements;
      const line = { reqId, req: { method, url }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started, statements };
      if (failed) log[level]({ ...line, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else log[level](line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
