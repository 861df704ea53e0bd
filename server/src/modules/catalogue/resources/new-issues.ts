import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How many newspaper editions and journal volumes each resource gained since a time (a
 * subscriber's last look): one statement for a page of subscriptions.
 */
export async function countNewIssues(em: EntityManager, since: { resourceId: number; since: Date }[]): Promise<Map<number, number>> {
  if (!since.length) return new Map();
  const rows = await em.execute<{ resource_id: number; n: string }[]>(
    `select s.resource_id,
       (select count(*) from newspaper_edition e where e.resource_id = s.resource_id and e.enabled and e.created_at > s.since)
       + (select count(*) from journal_volume v where v.resource_id = s.resource_id and v.enabled and v.created_at > s.since) as n
     from json_to_recordset(?::json) as s(resource_id int, since timestamptz)`,
    [JSON.stringify(since.map((row) => ({ resource_id: row.resourceId, since: row.since.toISOString() })))],
  );
  return new Map(rows.map((row) => [row.resource_id, Number(row.n)]));
}
