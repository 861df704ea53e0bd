/**
 * Requests that carry `X-API-Key` (integrators, issue 18): the key must be known and enabled, and
 * each request counts against its per-minute and per-day quotas in the shared rate-limit store
 * (Redis or PostgreSQL, so the quotas hold across instances). Over a quota: 429 with Retry-After.
 * Requests without the header are not affected: the site and its readers need no key.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ERROR_CODES } from '../../../core/errors/app-error.js';
import { sendError } from '../../../core/errors/send-error.js';
import { PgNotices } from '../../../core/db/pg-notices.js';
import type { Services } from '../../../core/services.js';
import { ApiKey } from './api-key.entity.js';
import { hashApiKey } from './api-key.secret.js';

interface KnownKey {
  id: number;
  perMinute: number;
  perDay: number;
}

/** The channel on which a change to a key is told to every instance (core/db/pg-notices.ts). */
export const API_KEYS_CHANNEL = 'library_portal_api_keys';

/**
 * How long an instance trusts what it read of a key when it hears nothing: a change is announced
 * (below), so this only bounds a notice lost while the listening connection was down.
 */
const CACHE_MS = 30_000;
const CACHE_MAX = 1000;

type KeyCache = Map<string, { key: KnownKey | null; until: number }>;

/**
 * Each instance's keys, by its ORM's configuration (what a forked EntityManager in a CRUD hook
 * shares with the instance): two portals in one process, as in the tests, are two instances.
 */
const caches = new WeakMap<object, KeyCache>();

function cacheOf(services: Services): KeyCache {
  let cache = caches.get(services.orm.config);
  if (!cache) {
    caches.set(services.orm.config, (cache = new Map()));
    const forget = () => cache!.clear();
    // Every instance forgets what it read when a key changes anywhere, or when notices may have been missed.
    void services.notices
      .subscribe(API_KEYS_CHANNEL, { onNotice: forget, onResume: forget })
      .catch((err: unknown) => services.log.warn({ err }, 'could not listen for API key changes'));
  }
  return cache;
}

/**
 * A key changed (disabled, enabled, removed, rotated): this instance forgets what it read at once,
 * and every instance (this one again) when `em`'s transaction commits. Called inside the change's
 * transaction, so no instance can read the old row again after it heard.
 */
export async function apiKeysChanged(em: EntityManager): Promise<void> {
  caches.get(em.config)?.clear();
  await PgNotices.notify(em, API_KEYS_CHANNEL);
}

async function keyFor(services: Services, presented: string): Promise<KnownKey | null> {
  const cache = cacheOf(services);
  const hash = hashApiKey(presented);
  const kept = cache.get(hash);
  if (kept && kept.until > Date.now()) return kept.key;
  const row = await services.orm.em.fork().findOne(ApiKey, { secretHash: hash, enabled: true }, { fields: ['id', 'perMinute', 'perDay'] });
  const key = row ? { id: row.id, perMinute: row.perMinute, perDay: row.perDay } : null;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(hash, { key, until: Date.now() + CACHE_MS });
  return key;
}

/** Adds a batch of uses to their keys' counters: one statement whatever the number of requests. */
async function writeUses(em: EntityManager, rows: Array<{ id: number; at: Date }>) {
  await em.getConnection().execute(
    `update api_key k set requests = k.requests + u.n, last_used_at = greatest(k.last_used_at, u.at)
     from (select id, count(*)::int as n, max(at) as at from json_to_recordset(?::json) as b(id int, at timestamptz) group by id) u
     where k.id = u.id`,
    [JSON.stringify(rows)],
  );
}

/** A refusal in the shape of the face it is on: GraphQL's error list, or REST's envelope. */
function refuse(face: 'graphql' | 'rest', res: Response, error: AppError) {
  if (face === 'rest') return sendError(res, error);
  res.status(ERROR_CODES[error.code].http).json({ errors: [{ message: error.message, extensions: error.extensions }] });
}

export function apiKeyGuard(services: Services, face: 'graphql' | 'rest'): RequestHandler {
  cacheOf(services);
  return async (req: Request, res: Response, next) => {
    const presented = req.get('x-api-key');
    if (presented === undefined) return next();
    try {
      const key = presented.length <= 200 ? await keyFor(services, presented) : null;
      if (!key) return refuse(face, res, new AppError('UNAUTHENTICATED', '接口密钥无效或已停用'));
      for (const [window, limit, seconds, message] of [
        ['minute', key.perMinute, 60, '接口调用超过每分钟限额'],
        ['day', key.perDay, 86_400, '接口调用超过每日限额'],
      ] as const) {
        // The limit is part of the rule's name: a changed quota starts a counter of its own.
        const { allowed, retryAfterMs } = await services.rateLimiter.consume(
          { name: `api-key-${window}-${limit}`, limit, windowSeconds: seconds },
          String(key.id),
        );
        if (!allowed) {
          const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
          res.setHeader('Retry-After', String(retryAfter));
          return refuse(face, res, new AppError('TOO_MANY_REQUESTS', `${message}，请 ${retryAfter} 秒后再试`));
        }
      }
      services.writes.add('api-key-use', writeUses, { id: key.id, at: new Date() });
      next();
    } catch (error) {
      next(error);
    }
  };
}
