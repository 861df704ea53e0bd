import type { EntityManager } from '@mikro-orm/postgresql';

/** A table of the portal's schema and its primary key's columns, in key order. */
export interface KeyedTable {
  table: string;
  columns: string[];
}

/** A foreign key: `childColumns` of `child` point at `parentColumns` of `parent`. */
export interface ForeignKey {
  child: string;
  childColumns: string[];
  parent: string;
  parentColumns: string[];
}

/** Tables of the current schema with a primary key (partitions are read through their parent). */
export async function keyedTables(em: EntityManager): Promise<KeyedTable[]> {
  return em.execute<KeyedTable[]>(
    `select c.relname as "table", array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum)) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where i.indisprimary and n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname
      order by c.relname`,
  );
}

/** Foreign keys between tables of the current schema. */
export async function foreignKeys(em: EntityManager): Promise<ForeignKey[]> {
  return em.execute<ForeignKey[]>(
    `select child.relname as child, parent.relname as parent,
            array(select attname::text from unnest(k.conkey) with ordinality as u(num, ord) join pg_attribute on attrelid = k.conrelid and attnum = u.num order by u.ord) as "childColumns",
            array(select attname::text from unnest(k.confkey) with ordinality as u(num, ord) join pg_attribute on attrelid = k.confrelid and attnum = u.num order by u.ord) as "parentColumns"
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = current_schema() and not child.relispartition and k.conparentid = 0`,
  );
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQL for a row's key as a JSON object, e.g. jsonb_build_object('id', t."id"). */
export function keyJson(alias: string, columns: string[]): string {
  return `jsonb_build_object(${columns.map((column) => `'${column.replaceAll("'", "''")}', ${alias}.${quoteIdent(column)}`).join(', ')})`;
}
