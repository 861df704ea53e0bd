import type { EntityManager } from '@mikro-orm/postgresql';
import { LIBRARY_TIME_ZONE } from '../core/library-time.js';
import { DEMO_READERS } from './accounts.seeder.js';

/**
 * Demo reading for 我的阅读时长 on a fresh site: each of the first two demo readers read a few
 * e-books, theses, newspapers and journals on some of the last 30 days. `resource` indexes the
 * readable resources in id order; `minutes` per day, the days counted back from today.
 */
export const DEMO_READ_TIME: Array<{ reader: number; resource: number; days: Array<[daysAgo: number, minutes: number]> }> = [
  {
    reader: 0,
    resource: 0,
    days: [
      [0, 25],
      [1, 48],
      [2, 12],
      [5, 65],
      [9, 30],
      [16, 22],
    ],
  },
  {
    reader: 0,
    resource: 3,
    days: [
      [0, 8],
      [3, 40],
      [4, 35],
      [12, 18],
    ],
  },
  {
    reader: 0,
    resource: 6,
    days: [
      [7, 55],
      [8, 20],
      [21, 90],
      [27, 15],
    ],
  },
  {
    reader: 1,
    resource: 1,
    days: [
      [0, 14],
      [1, 33],
      [6, 27],
    ],
  },
  {
    reader: 1,
    resource: 4,
    days: [
      [2, 50],
      [10, 41],
      [24, 12],
    ],
  },
];

/** Adds the demo ledger rows (no usage events: nothing was really read, so no points follow). Needs the catalogue and readers. */
export async function seedReadTime(em: EntityManager) {
  const resources = await em.execute<{ id: number }[]>(
    `select id from resource where kind in ('ebook', 'thesis', 'newspaper', 'journal') and enabled and on_shelf and published_at <= now()
      order by id limit 10`,
  );
  const readers = await em.execute<{ id: number; card_number: string }[]>(`select id, card_number from reader where card_number in (?)`, [
    DEMO_READERS.map((reader) => reader.cardNumber),
  ]);
  const rows = DEMO_READ_TIME.flatMap((plan) => {
    const reader = readers.find((r) => r.card_number === DEMO_READERS[plan.reader].cardNumber);
    const resource = resources[plan.resource];
    if (!reader || !resource) return [];
    return plan.days.map(([daysAgo, minutes]) => ({ reader_id: reader.id, resource_id: resource.id, days_ago: daysAgo, seconds: minutes * 60 }));
  });
  if (!rows.length) return 0;
  // A row was last read in the evening of its day (today: now), so "last read" follows the days.
  await em.execute(
    `insert into read_time (created_at, updated_at, reader_id, resource_id, day, seconds)
     select now(), least(now(), ((now() at time zone '${LIBRARY_TIME_ZONE}')::date - r.days_ago + time '20:00') at time zone '${LIBRARY_TIME_ZONE}'),
            r.reader_id, r.resource_id, (now() at time zone '${LIBRARY_TIME_ZONE}')::date - r.days_ago, r.seconds
       from jsonb_to_recordset(?::jsonb) as r(reader_id int, resource_id int, days_ago int, seconds int)`,
    [JSON.stringify(rows)],
  );
  return rows.length;
}
