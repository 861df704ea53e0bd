import type { EntityManager } from '@mikro-orm/postgresql';

/** The reader-driven counters other domains move (collections, passed comments, passed scores, downloads). */
export interface CounterChange {
  collections?: number;
  comments?: number;
  /** Passed scores added (+1) or taken away (-1)… */
  scoreCount?: number;
  /** …and the change in their sum. */
  scoreTotal?: number;
  /** Downloads by readers (reading/download.service.ts). */
  downloads?: number;
}

const COLUMNS: Record<keyof CounterChange, string> = {
  collections: 'collections',
  comments: 'comments',
  scoreCount: 'score_count',
  scoreTotal: 'score_total',
  downloads: 'downloads',
};

/**
 * Moves a resource's counters by deltas in one UPDATE, in the caller's transaction. Arithmetic on
 * the row (never a count read first) keeps them right under concurrency: a second writer waits for
 * the row lock and applies its delta to the first one's result. The average follows the sum.
 */
export async function changeResourceCounters(em: EntityManager, resourceId: number, change: CounterChange): Promise<void> {
  const entries = (Object.entries(change) as [keyof CounterChange, number | undefined][]).filter(([, delta]) => delta);
  if (!entries.length) return;
  const sets = entries.map(([key]) => `${COLUMNS[key]} = greatest(${COLUMNS[key]} + ?, 0)`);
  if (change.scoreCount || change.scoreTotal) {
    // Assignments in one UPDATE all read the old row: the average is computed from the new values.
    const count = `greatest(score_count + ${Number(change.scoreCount ?? 0)}, 0)`;
    const total = `greatest(score_total + ${Number(change.scoreTotal ?? 0)}, 0)`;
    sets.push(`score_average = case when ${count} = 0 then 0 else ${total}::float / ${count} end`);
  }
  await em.execute(`update resource set ${sets.join(', ')} where id = ?`, [...entries.map(([, delta]) => delta), resourceId]);
}
