import type { EntityManager } from '@mikro-orm/postgresql';
import { SensitiveFilter } from './sensitive-filter.js';

/** Other instances see a change to the words within this long (the generation check's period). */
export const GENERATION_CHECK_MS = 30_000;
/** After a write here, every use checks, until the write has surely committed. */
const AFTER_WRITE_MS = 10_000;

interface Cached {
  filter: SensitiveFilter;
  /** count and latest update of the words when the filter was built: cheap to compare. */
  generation: string;
  checkedAt: number;
  checkUntil: number;
  building?: Promise<SensitiveFilter>;
}

/** One filter per database (per ORM's metadata: tests run several portals in one process). */
const caches = new WeakMap<object, Cached>();
const keyOf = (em: EntityManager) => em.getMetadata();

/**
 * The generation: how many words and when any last changed. A create, an update, an enable or a
 * disable moves the latest update time; a removal lowers the count. One index-backed aggregate.
 */
async function generationOf(em: EntityManager): Promise<string> {
  const [row] = await em.execute<{ n: string; at: string | null }[]>('select count(*) as n, max(updated_at)::text as at from sensitive_word');
  return `${row.n}:${row.at ?? ''}`;
}

async function build(em: EntityManager): Promise<{ filter: SensitiveFilter; generation: string }> {
  const generation = await generationOf(em);
  const rows = await em.execute<{ word: string }[]>('select word from sensitive_word where enabled order by id');
  return { filter: new SensitiveFilter(rows.map((row) => row.word)), generation };
}

/**
 * The filter of the enabled words, built once and shared by every submission type. Rebuilt at once
 * after a change in this process (`wordsChanged`), and within GENERATION_CHECK_MS of a change made
 * by another instance: a use after that period compares the generation first.
 */
export async function sensitiveFilter(em: EntityManager, now = Date.now()): Promise<SensitiveFilter> {
  const key = keyOf(em);
  const cached = caches.get(key);
  if (!cached) {
    const built = await build(em);
    caches.set(key, { ...built, checkedAt: now, checkUntil: 0 });
    return built.filter;
  }
  if (now - cached.checkedAt < GENERATION_CHECK_MS && now > cached.checkUntil) return cached.filter;
  cached.checkedAt = now;
  if ((await generationOf(em)) === cached.generation) return cached.filter;
  // One rebuild at a time; concurrent submissions wait for it.
  cached.building ??= build(em)
    .then((built) => {
      Object.assign(cached, built);
      return built.filter;
    })
    .finally(() => {
      cached.building = undefined;
    });
  return cached.building;
}

/** The words changed in this process: the next use rebuilds (checked until the write committed). */
export function wordsChanged(em: EntityManager): void {
  const cached = caches.get(keyOf(em));
  if (cached) cached.checkUntil = Date.now() + AFTER_WRITE_MS;
}
