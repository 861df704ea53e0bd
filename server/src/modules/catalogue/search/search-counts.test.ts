import { describe, expect, it, vi } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../../logger.js';
import { BackgroundWork } from '../../../core/jobs/background-work.js';
import { PublicCache } from '../../../core/http/public-cache.js';
import { SearchCounts } from './search-counts.js';

const log = { warn: vi.fn(), info: vi.fn() } as unknown as Logger;
const matches = { sql: 'from resource r where r.search @@ ?::tsquery', params: ['历史'] };

/** An ORM whose count statement always fails (as past the statement timeout). */
function failingOrm() {
  const attempts = { count: 0 };
  const orm = {
    em: {
      fork: () => ({
        transactional: async () => {
          attempts.count += 1;
          throw new Error('canceling statement due to statement timeout');
        },
      }),
    },
  } as unknown as MikroORM;
  return { orm, attempts };
}

describe('SearchCounts', () => {
  it('does not count again, for a while, a match set whose count failed', async () => {
    const { orm, attempts } = failingOrm();
    const work = new BackgroundWork(log, { maxPending: 4, restRatio: 0 });
    const counts = new SearchCounts(orm, new PublicCache({ maxEntries: 10 }, log), work);
    const { generations } = await counts.known(matches);
    counts.offer(matches, generations);
    await work.idle();
    counts.offer(matches, generations);
    await work.idle();
    expect(attempts.count).toBe(1);
    expect((await counts.known(matches)).counts).toBeUndefined();
  });

  it('counts nothing while the public cache is off', async () => {
    const { orm, attempts } = failingOrm();
    const work = new BackgroundWork(log, { maxPending: 4, restRatio: 0 });
    const counts = new SearchCounts(orm, new PublicCache({ maxEntries: 0 }, log), work);
    counts.offer(matches, (await counts.known(matches)).generations);
    await work.idle();
    expect(attempts.count).toBe(0);
  });
});
