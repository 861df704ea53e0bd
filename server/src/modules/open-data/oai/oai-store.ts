/**
 * What the repository holds, read with plain SQL: every resource of a kind a guest may see that is
 * published by now — live when the one visibility rule shows it, otherwise reported as deleted (taken
 * off the shelf or disabled) — and the tombstones of removed ones. Pages are keyset pages in
 * datestamp order, so a harvest never skips or repeats a record while the catalogue is edited.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { hiddenKinds, ResourceKind, visibleSql } from '../../catalogue/index.js';
import type { Harvest } from './oai-request.js';

/** Records per ListIdentifiers / ListRecords response. */
export const OAI_PAGE_SIZE = 100;

export interface OaiHeader {
  id: number;
  kind: ResourceKind;
  /** ISO datestamp at microseconds, as the keyset compares it. */
  key: string;
  deleted: boolean;
}

/** Kinds the repository holds: those a guest may see (e-books need a reader card, so they are not). */
export const harvestableKinds = (): ResourceKind[] => {
  const hidden = hiddenKinds(undefined);
  return Object.values(ResourceKind).filter((kind) => !hidden.includes(kind));
};

const kindList = () =>
  harvestableKinds()
    .map((kind) => `'${kind}'`)
    .join(', ');
const KEY = `to_char(stamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Resources and tombstones as (id, kind, stamp, live), narrowed by the harvest's set and dates. */
function records(request: Partial<Harvest>, params: unknown[], id?: number): string {
  const where = (stamp: string, kind: string, idColumn: string) => {
    const parts: string[] = [`${kind} in (${kindList()})`];
    const add = (condition: string, value: unknown) => {
      parts.push(condition);
      params.push(value);
    };
    if (request.set) add(`${kind} = ?`, request.set);
    if (request.from) add(`${stamp} >= ?`, request.from);
    if (request.untilBefore) add(`${stamp} < ?`, request.untilBefore);
    if (id !== undefined) add(`${idColumn} = ?`, id);
    return parts.join(' and ');
  };
  return `select r.id, r.kind::text as kind, r.updated_at as stamp, (${visibleSql(undefined, 'r')}) as live
      from resource r where r.published_at <= now() and ${where('r.updated_at', 'r.kind', 'r.id')}
    union all
    select t.resource_id, t.kind::text, t.deleted_at, false from oai_tombstone t where ${where('t.deleted_at', 't.kind', 't.resource_id')}`;
}

const header = (row: { id: number; kind: ResourceKind; key: string; live: boolean }): OaiHeader => ({
  id: Number(row.id),
  kind: row.kind,
  key: row.key,
  deleted: !row.live,
});

/** One page of headers after the request's position (one statement), and the next one's first. */
export async function headerPage(em: EntityManager, request: Harvest): Promise<{ headers: OaiHeader[]; more: boolean }> {
  const params: unknown[] = [];
  const inner = records(request, params);
  const after = request.after ? `where (stamp, id) > (?::timestamptz, ?)` : '';
  if (request.after) params.push(`${request.after.stamp}Z`, request.after.id);
  params.push(OAI_PAGE_SIZE + 1);
  const rows = await em.execute<Array<{ id: number; kind: ResourceKind; key: string; live: boolean }>>(
    `select id, kind, live, ${KEY} as key from (${inner}) x ${after} order by stamp, id limit ?`,
    params,
  );
  return { headers: rows.slice(0, OAI_PAGE_SIZE).map(header), more: rows.length > OAI_PAGE_SIZE };
}

/** How many records the whole harvest has (asked once, on its first page). */
export async function harvestSize(em: EntityManager, request: Harvest): Promise<number> {
  const params: unknown[] = [];
  const [row] = await em.execute<Array<{ count: string }>>(`select count(*) from (${records(request, params)}) x`, params);
  return Number(row.count);
}

/** One record's header, or null when the repository never held it. */
export async function findHeader(em: EntityManager, id: number): Promise<OaiHeader | null> {
  const params: unknown[] = [];
  const rows = await em.execute<Array<{ id: number; kind: ResourceKind; key: string; live: boolean }>>(
    `select id, kind, live, ${KEY} as key from (${records({}, params, id)}) x`,
    params,
  );
  return rows[0] ? header(rows[0]) : null;
}

/** The earliest datestamp the repository can answer (Identify). */
export async function earliestDatestamp(em: EntityManager): Promise<Date> {
  const params: unknown[] = [];
  const [row] = await em.execute<Array<{ min: string | Date | null }>>(`select min(stamp) from (${records({}, params)}) x`, params);
  return row.min ? new Date(row.min) : new Date();
}
