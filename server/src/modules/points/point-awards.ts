import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventSubscriber, EventType, StoredEvent } from '../../core/events/index.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { libraryDate } from './library-date.js';
import { appendEntry } from './point-ledger.js';
import { PointAction, PointRule } from './point-rule.entity.js';

/** Which rule each event type earns. */
export const ACTION_OF_EVENT = {
  login: PointAction.LOGIN,
  read: PointAction.READ30,
  'comment.passed': PointAction.COMMENT,
  'score.passed': PointAction.SCORE,
  'tag.passed': PointAction.TAG,
  'recommendation.adopted': PointAction.RECOMMENDATION,
  'volunteer.served': PointAction.VOLUNTEER,
} as const satisfies Partial<Record<EventType, PointAction>>;

/** Seconds of reading that earn the read30 rule once. */
export const READ_SECONDS_PER_AWARD = 30 * 60;

const key = (...parts: (string | number)[]) => parts.join(':');

/**
 * Seconds each reader had read on each library day before this batch (the log itself is the
 * tally, so handling the same events again finds the same half-hour marks and awards nothing new).
 */
async function readSecondsBefore(em: EntityManager, reads: StoredEvent[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (!reads.length) return totals;
  const earliest = reads.reduce((min, e) => (e.at < min ? e.at : min), reads[0].at);
  const rows = await em.execute<{ reader_id: number; day: string; seconds: string }[]>(
    `select reader_id, to_char(at at time zone '${LIBRARY_TIME_ZONE}', 'YYYY-MM-DD') as day, sum(amount) as seconds
     from usage_event
     where type = 'read' and reader_id in (?) and seq < ?
       and at >= (date_trunc('day', ?::timestamptz at time zone '${LIBRARY_TIME_ZONE}') at time zone '${LIBRARY_TIME_ZONE}')
     group by 1, 2`,
    [[...new Set(reads.map((e) => e.readerId!))], reads[0].seq, earliest],
  );
  for (const row of rows) totals.set(key(row.reader_id, row.day), Number(row.seconds));
  return totals;
}

/** Points each reader already had from each rule on each library day of the batch. */
async function pointsSoFar(em: EntityManager, pairs: { readerId: number; day: string }[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (!pairs.length) return used;
  const rows = await em.execute<{ reader_id: number; day: string; rule_id: number; points: string }[]>(
    `select e.reader_id, to_char(e.day, 'YYYY-MM-DD') as day, e.rule_id, sum(e.delta) as points
     from point_entry e
     join jsonb_to_recordset(?::jsonb) as p(reader_id int, day date) on p.reader_id = e.reader_id and p.day = e.day
     where e.rule_id is not null
     group by 1, 2, 3`,
    [JSON.stringify(pairs.map((p) => ({ reader_id: p.readerId, day: p.day })))],
  );
  for (const row of rows) used.set(key(row.reader_id, row.day, row.rule_id), Number(row.points));
  return used;
}

/**
 * Awards points for a batch of events, in order, in the dispatch's transaction. Each event earns
 * its rule once (per full half hour for reading), within the rule's daily cap for the event's
 * library day; a disabled rule earns nothing. Events already in the ledger are skipped, and the
 * unique (source event, rule) index refuses a second award should two runs ever race.
 */
export async function awardPoints(em: EntityManager, events: StoredEvent[]): Promise<number> {
  const mine = events.filter((e) => e.readerId && e.type in ACTION_OF_EVENT);
  if (!mine.length) return 0;
  const readerIds = [...new Set(mine.map((e) => e.readerId!))];
  const rules = await em.find(PointRule, {});
  const readers = await em.execute<{ id: number }[]>('select id from reader where id in (?)', [readerIds]);
  const done = await em.execute<{ source_event_id: string }[]>('select source_event_id from point_entry where source_event_id in (?)', [
    mine.map((e) => e.id),
  ]);
  const ruleOf = new Map(rules.map((rule) => [rule.action, rule]));
  // Events carry no foreign key: a reader removed since earns nothing.
  const existing = new Set(readers.map((r) => Number(r.id)));
  const awarded = new Set(done.map((r) => r.source_event_id));
  const live = mine.filter((e) => existing.has(e.readerId!));
  const seconds = await readSecondsBefore(
    em,
    live.filter((e) => e.type === 'read'),
  );
  const pairs = [...new Map(live.map((e) => [key(e.readerId!, libraryDate(e.at)), { readerId: e.readerId!, day: libraryDate(e.at) }])).values()];
  const used = await pointsSoFar(em, pairs);

  let count = 0;
  for (const event of live) {
    const readerId = event.readerId!;
    const day = libraryDate(event.at);
    let times = 1;
    if (event.type === 'read') {
      const before = seconds.get(key(readerId, day)) ?? 0;
      const after = before + event.amount;
      seconds.set(key(readerId, day), after);
      times = Math.floor(after / READ_SECONDS_PER_AWARD) - Math.floor(before / READ_SECONDS_PER_AWARD);
    }
    const rule = ruleOf.get(ACTION_OF_EVENT[event.type as keyof typeof ACTION_OF_EVENT]);
    if (!rule?.enabled || rule.points <= 0 || times <= 0 || awarded.has(event.id)) continue;
    const capKey = key(readerId, day, rule.id);
    const so = used.get(capKey) ?? 0;
    const points = rule.dailyCap > 0 ? Math.min(rule.points * times, rule.dailyCap - so) : rule.points * times;
    if (points <= 0) continue;
    used.set(capKey, so + points);
    await appendEntry(em, { readerId, delta: points, reason: rule.name, ruleId: rule.id, sourceEventId: event.id, at: event.at });
    count += 1;
  }
  return count;
}

/** The points module's place in the event log's dispatch (every minute, core/events). */
export const pointsSubscriber: EventSubscriber = {
  name: 'points.awards',
  types: Object.keys(ACTION_OF_EVENT) as EventType[],
  handle: async (em, events) => {
    await awardPoints(em, events);
  },
};
