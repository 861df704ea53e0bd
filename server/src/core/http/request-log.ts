import type { RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

/** Probes of load balancers and scrapers: not worth a line each. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

type Level = 'error' | 'warn' | 'info';

/** Paths whose last segment is a secret: a granted download's ticket (its link opens the file). */
const SECRET_SEGMENT_AFTER = ['/files/download/'];
/** A segment that reads as a random secret (a ticket, a token, a signed key): 24 or more URL-safe characters with a digit. */
const RANDOM_SEGMENT = /^(?=[^/]*\d)[\w-]{24,}$/;
/** The most query parameters a line names (a junk query string is not worth a long line). */
const MAX_PARAMETERS = 20;

/**
 * The request's address as the log shows it (issue 54, S17): the path, with a download ticket or
 * any segment that reads as a random secret replaced by `…`, and the query string's parameter
 * names with none of their values (`?keyword=…&page=…`): a value may be a token, an SMS code, a
 * reader's search or a filter's SQL-bound text, and a log is read by more people than the database.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const secret = SECRET_SEGMENT_AFTER.find((prefix) => path.startsWith(prefix));
  const shownPath = secret
    ? `${secret}…`
    : path
        .split('/')
        .map((segment) => (RANDOM_SEGMENT.test(segment) ? '…' : segment))
        .join('/');
  if (at === -1) return shownPath;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // Left as sent.
      }
      return `${encodeURIComponent(decoded.slice(0, 40))}=…`;
    });
  const shown = names.slice(0, MAX_PARAMETERS).join('&');
  return `${shownPath}?${shown}${names.length > MAX_PARAMETERS ? `&(${names.length - MAX_PARAMETERS} more)` : ''}`;
}

/**
 * One line per request, written when its response finishes (or its connection closes first):
 * method, path, status, time and SQL statements, with the request's id; no headers, cookies or
 * addresses, no query values and no download tickets (loggedUrl). 5xx are errors, 4xx warnings, the rest info. The fields are pino-http's, which wrote
 * these lines before: pino-http made two child loggers per request and serialised the request into
 * one of them whether or not a line was written (3% of a public list's CPU in issue 12's profile);
 * here a line is put together only when its level is logged.
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    if (QUIET_PATHS.has(req.path)) return next();
    const started = Date.now();
    // As the request came: routers rewrite req.url on the way.
    const { method } = req;
    const url = loggedUrl(req.originalUrl);
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
