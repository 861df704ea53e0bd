import type { EntityManager } from '@mikro-orm/postgresql';
import { ExamineKind } from './examine-item.entity.js';

/** One thing an examine item governs. */
export interface ExamineSubject {
  subject: string;
  name: string;
}

/** Submission types by GraphQL type name, with their Chinese names, as the mechanism registers them. */
const submissionTypes = new Map<string, string>();
/** Other things with items of their own (venues), listed by the module that owns them. */
const sources = new Map<ExamineKind, (em: EntityManager) => Promise<ExamineSubject[]>>();

export const typeSubject = (typeName: string) => `type:${typeName}`;
export const venueSubject = (venueId: number) => `venue:${venueId}`;

/** Called by the submission mechanism for every type it makes: the type gets its examine item. */
export function registerSubmissionType(typeName: string, label: string): void {
  submissionTypes.set(typeName, label);
}

export function registerExamineSource(kind: ExamineKind, list: (em: EntityManager) => Promise<ExamineSubject[]>): void {
  sources.set(kind, list);
}

/** The registered submission types, in registration order. */
export function submissionTypeLabels(): ReadonlyMap<string, string> {
  return submissionTypes;
}

/**
 * One row per subject, in the order the screen lists them (types first, then each source's in its
 * order): new subjects get a row with the defaults, names follow renames, rows of subjects that
 * are gone (a removed venue) go. Three statements, whatever the number of subjects.
 */
export async function ensureExamineItems(em: EntityManager): Promise<void> {
  const rows: Array<ExamineSubject & { kind: ExamineKind; sort: number }> = [];
  for (const [typeName, name] of submissionTypes)
    rows.push({ subject: typeSubject(typeName), name, kind: ExamineKind.SUBMISSION, sort: rows.length });
  let base = 1000;
  for (const [kind, list] of sources) {
    (await list(em)).forEach((subject, i) => rows.push({ ...subject, kind, sort: base + i }));
    base += 100_000;
  }
  await em.execute(
    `insert into examine_item (subject, kind, name, sort, enabled, recommended, open, review_mode, on_sensitive, created_at, updated_at)
     select t.subject, t.kind::examine_kind, t.name, t.sort, true, false, true, 'MANUAL', 'REVIEW', now(), now()
     from json_to_recordset(?::json) as t(subject text, kind text, name text, sort int)
     on conflict (subject) do update set name = excluded.name, sort = excluded.sort
     where examine_item.name is distinct from excluded.name or examine_item.sort is distinct from excluded.sort`,
    [JSON.stringify(rows)],
  );
  await em.execute(`delete from examine_item where not (subject = any(?::text[]))`, [`{${rows.map((r) => `"${r.subject}"`).join(',')}}`]);
}
