/**
 * A library east of Shanghai (LIBRARY_TIME_ZONE=Pacific/Auckland, UTC+13 in December): the
 * statistics roll-up's days end at the library's midnight, its schedule (STATS_ROLLUP_CRON) is
 * read on the library's clock as NOTICE_CRON's and BACKUP_CRON's are, and the pages are told the
 * zone. The zone is read as the portal's modules load, so it is set before they are imported.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Data, TestPortal } from '../helpers/test-portal.js';

const ZONE = 'Pacific/Auckland';
process.env.LIBRARY_TIME_ZONE = ZONE;
// The server's tests share a worker's modules (isolate: false): an earlier file may have loaded the
// portal on Shanghai's clock. The portal's own modules are loaded anew for this file.
vi.resetModules();
const { startTestPortal } = await import('../helpers/test-portal.js');
const { runStatsRollup } = await import('../../src/modules/stats/stats-rollup.job.js');

const RETENTION = 30;
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
  // Every day of the window rolled up an hour after it ended, in Auckland: a run has nothing to catch up.
  // (Auckland's midnight is five hours before Shanghai's: read in Shanghai, each would look rolled up before its day ended.)
  await portal.sql(
    `insert into stat_rollup_day (day, rolled_at, stale)
     select d::date, ((d::date + 1)::timestamp at time zone '${ZONE}') + interval '1 hour', false
     from generate_series((now() at time zone '${ZONE}')::date - ${RETENTION + 1}, (now() at time zone '${ZONE}')::date - 2, interval '1 day') d
     on conflict (day) do update set rolled_at = excluded.rolled_at, stale = false`,
  );
}, 60_000);

afterAll(async () => {
  await portal?.close();
  delete process.env.LIBRARY_TIME_ZONE;
  // The next file in this worker loads the portal on the default clock again, not Auckland's.
  vi.resetModules();
});

describe('statistics on the library’s clock', () => {
  it('takes a day rolled up after the library’s midnight as complete: nothing to roll up again', async () => {
    const result = await runStatsRollup(portal.services.orm.em.fork(), RETENTION);
    expect(result.backfilled).toBe(0);
  });

  it('schedules the roll-up (STATS_ROLLUP_CRON) in the library’s time zone, as the notices and backups', async () => {
    const rows = await portal.sql<{ name: string; timezone: string }>(
      `select name, timezone from pgboss.schedule where name in ('stats.rollup', 'system.backup.scheduled', 'circulation.notices') order by name`,
    );
    expect(rows).toEqual([
      { name: 'circulation.notices', timezone: ZONE },
      { name: 'stats.rollup', timezone: ZONE },
      { name: 'system.backup.scheduled', timezone: ZONE },
    ]);
  });

  it('tells the pages the zone (their dates and times are shown on the library’s clock)', async () => {
    const res = await portal.gql<Data>('{ siteSettings { timeZone } }');
    expect(res.data?.siteSettings).toEqual({ timeZone: ZONE });
  });
});
