/**
 * Resources as open data describes them (OAI-PMH records, citations): the row's descriptive
 * columns and its class name, read with plain SQL in one statement.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { ResourceKind, visibleSql } from '../catalogue/index.js';

/** A resource's descriptive columns and its class name. */
export interface OpenResourceRow {
  id: number;
  kind: ResourceKind;
  title: string;
  subtitle: string | null;
  creators: string[];
  summary: string | null;
  keywords: string[];
  language: string | null;
  publisher: string | null;
  publish_year: number | null;
  isbn: string | null;
  issn: string | null;
  edition: string | null;
  pages: number | null;
  call_number: string | null;
  institution: string | null;
  degree: string | null;
  class_name: string | null;
  /** As the driver gives it: a Date or its text. */
  updated_at: Date | string;
}

const COLUMNS = `r.id, r.kind, r.title, r.subtitle, r.creators, r.summary, r.keywords, r.language, r.publisher, r.publish_year,
  r.isbn, r.issn, r.edition, r.pages, r.call_number, r.institution, r.degree, c.name as class_name, r.updated_at`;

/** Rows by id (one statement), whatever their visibility: the caller has decided it. */
export async function resourceRows(em: EntityManager, ids: number[]): Promise<Map<number, OpenResourceRow>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<OpenResourceRow[]>(
    `select ${COLUMNS} from resource r left join resource_class c on c.id = r.class_id where r.id in (?)`,
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** One resource the viewer may see (its card), or null. */
export async function visibleResourceRow(em: EntityManager, viewer: Viewer | undefined, id: number): Promise<OpenResourceRow | null> {
  const [row] = await em.execute<OpenResourceRow[]>(
    `select ${COLUMNS} from resource r left join resource_class c on c.id = r.class_id where r.id = ? and ${visibleSql(viewer, 'r')}`,
    [id],
  );
  return row ?? null;
}
