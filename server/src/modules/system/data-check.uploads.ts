import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Tables whose text never refers to an upload as content: the files themselves, logs, secrets. */
const NOT_REFERENCES = new Set(['stored_file', 'audit_log', 'login_failure', 'auth_code', 'rate_limit', 'search_log']);
/** Text and varchar columns (not arrays: `text[]`). */
const TEXT_COLUMN = /^(varchar|character varying|text)(\(\d+\))?$/i;
/** `/uploads/<key>` as it appears in a column or in rich text (up to a quote, space, `?` or `#`). */
const UPLOAD_URL = `'(/uploads/[A-Za-z0-9][A-Za-z0-9/_.-]*)'`;

/**
 * Every text column of every table the ORM knows, by table: where an upload may be referred to
 * (covers, files, rich text…). Hidden and lazy columns (password hashes, search documents) hold none.
 */
export function referenceColumns(em: EntityManager): Map<string, string[]> {
  const tables = new Map<string, Set<string>>();
  for (const meta of Object.values(em.getMetadata().getAll())) {
    if (!meta.tableName || meta.embeddable || NOT_REFERENCES.has(meta.tableName)) continue;
    for (const prop of meta.props) {
      if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false || prop.hidden || prop.lazy || !prop.fieldNames?.[0]) continue;
      if (!TEXT_COLUMN.test(prop.columnTypes?.[0] ?? '')) continue;
      tables.set(meta.tableName, (tables.get(meta.tableName) ?? new Set()).add(prop.fieldNames[0]));
    }
  }
  return new Map([...tables].sort(([a], [b]) => a.localeCompare(b)).map(([table, columns]) => [table, [...columns].sort()]));
}

/**
 * Fills the session's temporary table `upload_refs (url, source)` with every upload URL some row
 * refers to, each once, with one place that refers to it (table.column). PostgreSQL does the work
 * (one scan per column, hashing, spilling to disk when large): nothing is loaded into the server.
 * Call it inside a transaction: the table is dropped at commit.
 */
export async function collectUploadReferences(em: EntityManager): Promise<void> {
  // One scan per table: its text columns as (name, value) rows, matched where they mention /uploads/.
  const parts = [...referenceColumns(em)].map(([table, columns]) => {
    const values = columns.map((column) => `('${table}.${column}', t."${column}"::text)`).join(', ');
    return `select m[1] as url, c.source from "${table}" t cross join lateral (values ${values}) c(source, v)
      cross join lateral regexp_matches(c.v, ${UPLOAD_URL}, 'g') m where c.v like '%/uploads/%'`;
  });
  const union = parts.length ? parts.join('\nunion all\n') : `select null::text as url, null::text as source where false`;
  await em.execute(`create temporary table upload_refs on commit drop as select url, min(source) as source from (${union}) x group by url`);
  await em.execute('create unique index on upload_refs (url)');
  await em.execute('analyze upload_refs');
}
