import type { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../auth/viewer.js';
import type { Logger } from '../../logger.js';
import { FlushTimer } from '../db/flush-timer.js';

/** A per-day counter beside an entity's total (`resource_daily_stat (resource_id, day, views)`). */
export interface DailyViews {
  table: string;
  column: string;
}

/** Who viewed, for the view window: the logged-in account, else the client's address. */
export function viewerKey(viewer: Viewer | undefined, ip: string | undefined): string {
  return viewer ? `${viewer.kind}:${viewer.id}` : `ip:${ip ?? 'unknown'}`;
}

/** Viewers remembered per process for the view window; the oldest go first beyond it. */
const REMEMBERED_VIEWS = 200_000;

/**
 * Views of detail pages, counted in memory and written in one UPDATE per table every interval
 * instead of one per request (issue 12): a cached detail still counts its view here, and a busy
 * page no longer serialises its readers on one row's lock. A reader sees the stored total plus this
 * process's pending views at once; other processes see them after the next flush. A crash loses at
 * most one interval of views.
 *
 * Issue 54, S11: one client could inflate a count by asking again and again. A view counts once per
 * viewer (account, else address) and item per `windowMs` (VIEW_WINDOW_MINUTES); the viewers are
 * remembered in this process (an LRU of REMEMBERED_VIEWS), so with several instances a client
 * sent to each in turn counts at most once per instance and window.
 */
export class ViewCounter {
  /** entity name → id → views not yet written. */
  private pending = new Map<string, Map<number, number>>();
  private readonly timer: FlushTimer;
  private failing = false;
  private readonly seen?: LRUCache<string, true>;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
    private readonly options: { intervalMs: number; windowMs?: number; daily?: Record<string, DailyViews> },
  ) {
    this.timer = new FlushTimer(() => this.write(), options.intervalMs);
    if (options.windowMs) this.seen = new LRUCache({ max: REMEMBERED_VIEWS, ttl: options.windowMs, ttlAutopurge: false });
  }

  /**
   * Counts one view, unless this viewer (`viewerKey`) was counted for this id within the window;
   * answers the views of this id not yet written, this one included.
   */
  count(entityName: string, id: number, viewer: string): number {
    if (this.seen) {
      const key = `${entityName}:${id}:${viewer}`;
      if (this.seen.has(key)) return this.pendingFor(entityName, id);
      this.seen.set(key, true);
    }
    let ids = this.pending.get(entityName);
    if (!ids) this.pending.set(entityName, (ids = new Map()));
    const views = (ids.get(id) ?? 0) + 1;
    ids.set(id, views);
    this.timer.schedule();
    return views;
  }

  /** Views of this id counted here and not yet written (an admin's detail adds them to the total). */
  pendingFor(entityName: string, id: number): number {
    return this.pending.get(entityName)?.get(id) ?? 0;
  }

  /** Writes every pending view now (tests, shutdown); one at a time, in order. */
  flush(): Promise<void> {
    return this.timer.flush();
  }

  private async write() {
    const batch = this.pending;
    this.pending = new Map();
    for (const [entityName, ids] of batch) {
      try {
        await this.writeTable(entityName, ids);
        if (this.failing) this.log.info('view counts written again');
        this.failing = false;
      } catch (err) {
        // Kept for the next interval (the database may be restarting); said once, not per flush.
        if (!this.failing) this.log.warn({ err, entityName }, 'view counts not written; kept for the next try');
        this.failing = true;
        const kept = this.pending.get(entityName) ?? new Map<number, number>();
        for (const [id, views] of ids) kept.set(id, (kept.get(id) ?? 0) + views);
        this.pending.set(entityName, kept);
        this.timer.schedule();
      }
    }
  }

  private async writeTable(entityName: string, ids: Map<number, number>) {
    const table = this.orm.getMetadata().get(entityName).tableName;
    const daily = this.options.daily?.[entityName];
    // Integers only, so PostgreSQL array literals are safe (knex would spread a JS array into a list).
    const params = [`{${[...ids.keys()].join(',')}}`, `{${[...ids.values()].join(',')}}`];
    // One statement per table: the day's rows (rankings over a period add them up) and the totals.
    const dailyUpsert = daily
      ? `, today as (insert into "${daily.table}" ("${daily.column}", day, views) select id, current_date, n from v
           on conflict ("${daily.column}", day) do update set views = "${daily.table}".views + excluded.views)`
      : '';
    await this.orm.em.getConnection().execute(
      `with v(id, n) as (select * from unnest(?::int[], ?::int[]))${dailyUpsert}
         update "${table}" t set views = t.views + v.n from v where t.id = v.id`,
      params,
    );
  }

  /** Stops the timer and writes what is pending (the portal's stop). */
  close(): Promise<void> {
    return this.timer.close();
  }
}
