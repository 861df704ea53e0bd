import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, ObjectType } from 'type-graphql';

/** One field of one item as an admin mutation changed it (操作日志 detail: before → after). */
@ObjectType({ description: 'A field an administrator changed: its value before and after', simpleResolvers: true })
export class AuditChange {
  @Field(() => ID)
  targetId!: number;

  @Field()
  field!: string;

  @Field(() => String, { nullable: true, description: 'null: the field was empty, or the item did not exist yet' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'null: the field is empty, or the item was removed' })
  after!: string | null;

  /** An update logs every field, so the detail shows the item whole; this marks the ones it changed. */
  @Field({ description: 'The value differs before and after (an update also lists the fields it left alone)' })
  changed!: boolean;
}

/** Field values as the log keeps them: text, cut here so that one rich-text body cannot swell the log. */
export const MAX_LOGGED_VALUE = 2000;
/** Timestamps the database moves on every write: noise in a change. */
const SKIPPED = new Set(['createdAt', 'updatedAt']);
/** Secrets by name, for those not marked hidden (an API key's secret hash): never in the log. */
const SECRET = /hash|secret|password|token/i;

export type Snapshot = Record<string, string | null>;

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_LOGGED_VALUE ? `${text.slice(0, MAX_LOGGED_VALUE)}…` : text;
}

/**
 * The loggable fields of an item: its scalar columns and the ids its many-to-one relations point
 * at. Hidden properties and secrets (password hashes, key hashes, token versions) and lazy ones
 * (search columns) never enter the log.
 */
export function snapshotOf(em: EntityManager, item: object): Snapshot {
  const meta: EntityMetadata = em.getMetadata().get(item.constructor.name);
  const out: Snapshot = {};
  for (const prop of meta.props) {
    if (prop.hidden || prop.lazy || prop.persist === false || prop.primary || SKIPPED.has(prop.name) || SECRET.test(prop.name)) continue;
    const value = (item as Record<string, unknown>)[prop.name];
    if (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.EMBEDDED) out[prop.name] = asText(value);
    else if (prop.kind === ReferenceKind.MANY_TO_ONE) out[prop.name] = asText((value as { id?: unknown } | null | undefined)?.id);
  }
  return out;
}

/**
 * Two snapshots of one item (either may be absent: create, remove) as log entries: the fields
 * whose value differs, or with `all` every field (an update, so the detail shows the whole item).
 */
export function changesBetween(targetId: number, before: Snapshot | undefined, after: Snapshot | undefined, all = false): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    const changed = was !== now;
    if (changed || all) changes.push({ targetId, field, before: was, after: now, changed });
  }
  return changes;
}
