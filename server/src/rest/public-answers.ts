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
import { cachedAnswer, type CachedAnswer } from '../core/http/public-cache.js';
import { sendAnswer } from '../core/http/send-answer.js';
import type { Services } from '../core/services.js';
import { cacheControl, type PublicAnswerPolicy } from '../core/http/public-answer-policy.js';
import { viewerKey } from '../core/http/view-counter.js';
import { clientAddress } from '../request-context.js';

/** Sends an answer in the encoding the client prefers, or 304 when its ETag still matches. */
function send(req: Request, res: Response, policy: PublicAnswerPolicy, answer: CachedAnswer, statements: number) {
  sendAnswer(req, res, answer, {
    contentType: 'application/json; charset=utf-8',
    cacheControl: cacheControl(policy),
    varyAlso: 'Authorization',
    extra: { 'x-sql-statements': String(statements) },
  });
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
  /**
   * What the answer is made from (issue 54, S6): the route and the variables its query string and
   * path give, so a parameter the route does not read (`?cb=<random>`), or the same ones in another
   * order, is the same answer and the same entry.
   */
  key: string,
  answer: () => Promise<{ data: unknown; statements: number }>,
): Promise<void> {
  const cache = services.publicCache;
  const serverCaches = cache.enabled && policy.maxAge > 0;
  const { hit, generations } = serverCaches ? await cache.lookup(key, policy.tags) : { hit: undefined, generations: [] };
  if (hit) {
    if (policy.countsView) services.views.count(policy.countsView, Number(req.params.id), viewerKey(undefined, clientAddress(req)));
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
