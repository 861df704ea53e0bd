/**
 * Cacheable public answers on the REST face (issue 12). A root query marked @PublicAnswer() answers
 * a guest (no Authorization header) the same everywhere, so:
 * - the server keeps the answer (core/http/public-cache.ts), tagged with the entities its type can
 *   show, and serves it until a write to one of them or its kind's max-age;
 * - the answer says `Cache-Control: public, max-age, stale-while-revalidate` with a strong ETag per
 *   encoding, and a matching If-None-Match gets 304, so a proxy or CDN can serve it too;
 * - a detail that counts a view says `public, no-cache` instead: a proxy keeps the body but asks
 *   every time (a 304 when unchanged), so every view reaches the server and is counted, apart from
 *   the cached body, in the batched view counter.
 * With an Authorization header the answer may depend on the viewer: `private, no-cache`. Queries
 * not marked, and mutations, are `no-store`.
 */
import type { Request, Response } from 'express';
import { cachedAnswer, compressedAs, COMPRESS_FROM, type CachedAnswer } from '../core/http/public-cache.js';
import type { Services } from '../core/services.js';
import { cacheControl, type PublicAnswerPolicy } from '../core/http/public-answer-policy.js';

/** ETags of one answer: a strong ETag names one representation, so each encoding has its own. */
const etagOf = (answer: CachedAnswer, encoding: string) => `"${answer.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  // If-None-Match compares weakly (RFC 9110 §13.1.2).
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends an answer in the encoding the client prefers, or 304 when its ETag still matches. */
function send(req: Request, res: Response, policy: PublicAnswerPolicy, answer: CachedAnswer, statements: number) {
  const accepted = answer.body.length >= COMPRESS_FROM ? req.acceptsEncodings(['br', 'gzip', 'identity']) : 'identity';
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const etag = etagOf(answer, encoding);
  // Already encoded: the compression middleware leaves the answer alone (static-client.ts).
  res.locals.precompressed = true;
  res.setHeader('Cache-Control', cacheControl(policy));
  res.setHeader('Vary', 'Accept-Encoding, Authorization');
  res.setHeader('ETag', etag);
  res.setHeader('x-sql-statements', String(statements));
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'identity' ? answer.body : compressedAs(answer, encoding);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A guest's answer on a public route: from the server's cache when it is there (counting the view a
 * detail stands for), else made by `answer()` and kept. `answer()` throws on failure, which is then
 * neither cached nor sent here.
 */
export async function answerGuest(
  services: Services,
  policy: PublicAnswerPolicy,
  req: Request,
  res: Response,
  answer: () => Promise<{ data: unknown; statements: number }>,
): Promise<void> {
  const cache = services.publicCache;
  const key = req.originalUrl;
  const serverCaches = cache.enabled && policy.maxAge > 0;
  const { hit, generations } = serverCaches ? await cache.lookup(key, policy.tags) : { hit: undefined, generations: [] };
  if (hit) {
    if (policy.countsView) services.views.count(policy.countsView, Number(req.params.id));
    return send(req, res, policy, hit, 0);
  }
  const { data, statements } = await answer();
  const made = cachedAnswer(JSON.stringify({ code: 200, msg: 'OK', data }));
  send(req, res, policy, made, statements);
  if (serverCaches) await cache.set(key, policy.tags, generations, policy.maxAge, made);
}

/** Headers of every other REST answer: a viewer's own (`private`), or never to be kept. */
export function setPrivateHeaders(res: Response, policy: PublicAnswerPolicy | undefined) {
  if (policy) {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Authorization');
  } else {
    res.setHeader('Cache-Control', 'no-store');
  }
}
