import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { helper, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { readFromPrimary } from '../db/replica-reads.js';
import type { Logger } from '../../logger.js';

/** One public answer, kept with its compressed forms so a hit costs no compression. */
export interface CachedAnswer {
  /** The JSON text as sent. */
  body: Buffer;
  /** Compressed forms, made on first demand (compressedAs) and kept with the answer. */
  br?: Buffer;
  gzip?: Buffer;
  /** A hash of the body; each encoding's ETag is derived from it (a strong ETag names one representation). */
  hash: string;
}

/** Answers below this size go as they are (as compressJson does). */
export const COMPRESS_FROM = 1024;

export function cachedAnswer(json: string): CachedAnswer {
  const body = Buffer.from(json);
  return { body, hash: createHash('sha1').update(body).digest('base64url') };
}

/** The answer's body in this encoding, compressed once and kept on the answer. */
export function compressedAs(answer: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a small part of its default (11) cost.
    answer.br ??= brotliCompressSync(answer.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body, { level: 6 });
  return answer.gzip;
}

interface Entry {
  answer: CachedAnswer;
  /** The generation of each tag when the answer was made. */
  generations: number[];
}

/**
 * The bytes an entry may come to hold (issue 54, S9): its body, and as much again for each of the
 * two compressed forms that compressedAs may add after it is kept (a compressed form is never
 * larger than the body by more than a few bytes, and is usually a fifth of it), its key (UTF-16)
 * and the objects around them. Counted once, when the entry is kept, so an upper bound.
 */
export function entryBytes(key: string, answer: CachedAnswer): number {
  const compressed = (answer.br?.length ?? answer.body.length) + (answer.gzip?.length ?? answer.body.length);
  return answer.body.length + compressed + key.length * 2 + answer.hash.length * 2 + 512;
}

/**
 * The server's cache of anonymous public answers (issue 12): in memory by default, in Redis when
 * REDIS_URL is set (shared by every instance). Each answer is tagged with the entities it shows
 * (root entity names: Resource, News, …); a write to one of them moves that tag's generation on, and
 * an answer made at an older generation is never served again. Writes are seen by a MikroORM
 * subscriber on every flush, and again when the transaction commits (a request that read between
 * the flush and the commit would otherwise cache the old rows under the new generation). Entries
 * also expire after their kind's max-age, which bounds what no flush announces (a scheduled
 * publication time passing).
 */
export class PublicCache {
  private readonly memory?: LRUCache<string, Entry>;
  private readonly generations = new Map<string, number>();
  private readonly redis?: Redis;
  private readonly byTransaction = new WeakMap<object, Set<string>>();
  private redisDown = false;
  /**
   * Tags whose move could not be sent to Redis (it was away): until it is, nothing is served from
   * or kept in Redis, since entries from before the write would still look current there.
   */
  private readonly unsent = new Set<string>();

  constructor(
    options: { maxEntries: number; maxBytes?: number; redisUrl?: string; namespace?: string },
    private readonly log: Logger,
  ) {
    if (options.maxEntries <= 0) return;
    if (options.redisUrl) {
      this.redis = new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        keyPrefix: `lp:public:${options.namespace ?? ''}:`,
      });
      this.redis.on('error', (err) => {
        if (!this.redisDown) log.warn({ err }, 'Redis unreachable: public answers are not cached until it is back');
        this.redisDown = true;
      });
      this.redis.on('ready', () => {
        this.redisDown = false;
        void this.sendInvalidations([]);
      });
    } else {
      // Bounded in bytes as well as in entries (issue 54, S9): one guest's junk query parameters
      // made 392 MB of entries in 28 s under the entry cap alone. An answer larger than the whole
      // budget is not kept (lru-cache's maxEntrySize defaults to maxSize).
      this.memory = new LRUCache({
        max: options.maxEntries,
        maxSize: options.maxBytes ?? 64 * 1024 * 1024,
        sizeCalculation: (entry, key) => entryBytes(key, entry.answer),
      });
    }
  }

  /** The bytes the in-memory entries are counted at (entryBytes), 0 with Redis. */
  get bytes(): number {
    return this.memory?.calculatedSize ?? 0;
  }

  get enabled(): boolean {
    return Boolean(this.memory || this.redis);
  }

  /**
   * The answer kept for this key at the tags' current generations, if any, and those generations:
   * a miss is made and kept under them (read before the answer is made, so a write during the
   * request leaves it already stale).
   */
  async lookup(key: string, tags: string[]): Promise<{ hit?: CachedAnswer; generations: number[] }> {
    const found = await this.find(key, tags);
    // A miss is made and kept for every visitor: from the primary, as a replica may not have the
    // write that moved a generation yet, and its old rows would be kept under the new one.
    if (!found.hit) readFromPrimary({ wrote: false });
    return found;
  }

  private async find(key: string, tags: string[]): Promise<{ hit?: CachedAnswer; generations: number[] }> {
    const generations = await this.generationsOf(tags);
    if (this.memory) {
      const entry = this.memory.get(key);
      if (entry && generations.every((generation, i) => generation === entry.generations[i])) return { hit: entry.answer, generations };
      if (entry) this.memory.delete(key);
      return { generations };
    }
    // Moves that failed while Redis was away are sent again before Redis is read.
    if (this.unsent.size && this.redis?.status === 'ready') await this.sendInvalidations([]);
    if (!this.redisUsable()) return { generations };
    const raw = await this.redis!.getBuffer(`${generations.join('.')}:${key}`).catch(() => null);
    return { hit: raw ? decode(raw) : undefined, generations };
  }

  /** Keeps an answer made at `generations` (as lookup gave them). */
  async set(key: string, tags: string[], generations: number[], ttlSeconds: number, answer: CachedAnswer) {
    // In Redis, with what was compressed for the first asker; other encodings are made per hit.
    if (this.memory) {
      this.memory.set(key, { answer, generations }, { ttl: ttlSeconds * 1000 });
      return;
    }
    if (!this.redisUsable()) return;
    await this.redis!.set(`${generations.join('.')}:${key}`, encode(answer), 'EX', ttlSeconds).catch(() => undefined);
  }

  private async generationsOf(tags: string[]): Promise<number[]> {
    if (this.memory) return tags.map((tag) => this.generations.get(tag) ?? 0);
    if (!this.redis || this.redis.status !== 'ready' || tags.length === 0) return tags.map(() => 0);
    const values = await this.redis.mget(tags.map((tag) => `gen:${tag}`)).catch(() => tags.map(() => null));
    return values.map((value) => Number(value ?? 0));
  }

  /** Moves the tags on: answers showing these entities are stale from now on. */
  async invalidate(tags: Iterable<string>) {
    const list = [...tags];
    if (list.length === 0) return;
    if (this.memory) {
      for (const tag of list) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
      return;
    }
    if (this.redis) await this.sendInvalidations(list);
  }

  private redisUsable(): boolean {
    return this.redis?.status === 'ready' && this.unsent.size === 0;
  }

  /** Moves these tags and any not sent before on in Redis; what fails is kept for the next try. */
  private async sendInvalidations(tags: string[]) {
    const sending = new Set([...tags, ...this.unsent]);
    if (sending.size === 0) return;
    this.unsent.clear();
    const pipeline = this.redis!.pipeline();
    for (const tag of sending) pipeline.incr(`gen:${tag}`);
    const results = await pipeline.exec().catch(() => null);
    const failed = !results || results.some(([err]) => err);
    if (!failed) return;
    // Moving a tag twice is harmless: a retry sends them all again.
    for (const tag of sending) this.unsent.add(tag);
    this.log.warn({ tags: [...sending] }, 'public cache not invalidated in Redis; not used until it is');
  }

  /** The MikroORM subscriber that turns every flush's changes into invalidations. */
  subscriber(): EventSubscriber {
    return {
      afterFlush: async ({ em, uow }: FlushEventArgs) => {
        const tags = new Set([
          ...uow.getChangeSets().map((changeSet) => changeSet.meta.root.className),
          // A many-to-many collection changed alone (the resources of a book list or of a topic's
          // section) gives its owner no change set: its owner's tag moves too.
          ...uow.getCollectionUpdates().map((collection) => helper(collection.owner).__meta.root.className),
        ]);
        if (tags.size === 0) return;
        await this.invalidate(tags);
        const transaction = em.getTransactionContext<object>();
        if (transaction) {
          const pending = this.byTransaction.get(transaction) ?? new Set<string>();
          for (const tag of tags) pending.add(tag);
          this.byTransaction.set(transaction, pending);
        }
      },
      afterTransactionCommit: async ({ transaction }: TransactionEventArgs) => {
        const tags = transaction ? this.byTransaction.get(transaction as object) : undefined;
        if (tags) await this.invalidate(tags);
      },
    };
  }

  async close() {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis!.disconnect());
  }
}

/** hash, then the three bodies, each prefixed by its length (0 = absent). */
function encode(answer: CachedAnswer): Buffer {
  const parts = [Buffer.from(answer.hash), answer.body, answer.br ?? Buffer.alloc(0), answer.gzip ?? Buffer.alloc(0)];
  const lengths = Buffer.alloc(16);
  parts.forEach((part, i) => lengths.writeUInt32BE(part.length, i * 4));
  return Buffer.concat([lengths, ...parts]);
}

function decode(raw: Buffer): CachedAnswer {
  const parts: Buffer[] = [];
  let at = 16;
  for (let i = 0; i < 4; i++) {
    const length = raw.readUInt32BE(i * 4);
    parts.push(raw.subarray(at, at + length));
    at += length;
  }
  const [hash, body, br, gzip] = parts;
  return { hash: hash.toString(), body, br: br.length ? br : undefined, gzip: gzip.length ? gzip : undefined };
}
