import type { Actor } from '../../../core/audit/audit.service.js';
import type { Services } from '../../../services.js';
import type { ResourceKind } from '../resource-kind.js';
import type { RowProblem } from './import-record.js';
import { ImportLookups, saveChunk, type ImportTarget } from './import-save.js';
import { parseImportFile } from './parse-import-file.js';

export const RESOURCE_IMPORT_JOB = 'resource.import';

export interface ImportPayload {
  /** Storage key of the uploaded file. */
  key: string;
  fileName: string;
  kind: ResourceKind;
  target: ImportTarget;
  actor: Actor;
}

export interface ImportResult {
  total: number;
  created: number;
  rejected: RowProblem[];
  warnings: RowProblem[];
  /** Problems beyond the ones listed (the lists are capped). */
  moreProblems: number;
}

const CHUNK = 500;
/** The report keeps this many problems of each sort; the count says how many more there were. */
const MAX_LISTED = 1000;

/**
 * Imports a file of catalogue records: parse, then save in chunks of CHUNK rows, each chunk one
 * transaction, reporting progress. A rerun after a crash skips rows already saved (their ISBN is
 * then known) — rows without an ISBN may be saved twice, which the report would show.
 */
export function registerResourceImport(services: Services) {
  services.jobs.registerHandler<ImportPayload, ImportResult>(RESOURCE_IMPORT_JOB, async (payload, { em, reportProgress, signal }) => {
    const opened = await services.storage.open(payload.key);
    if (!opened) throw new Error('导入文件已不存在');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    const outcome = await parseImportFile(Buffer.concat(chunks), payload.fileName, payload.kind);
    await reportProgress(5, `读取到 ${outcome.total} 条记录`);

    const lookups = await ImportLookups.load(em);
    const rejected = [...outcome.rejected];
    const warnings = [...outcome.warnings];
    let created = 0;
    for (let start = 0; start < outcome.records.length; start += CHUNK) {
      signal.throwIfAborted();
      const saved = await saveChunk(em.fork(), outcome.records.slice(start, start + CHUNK), lookups, payload.target, payload.actor);
      created += saved.created.length;
      rejected.push(...saved.rejected);
      warnings.push(...saved.warnings);
      const done = Math.min(start + CHUNK, outcome.records.length);
      await reportProgress(5 + Math.floor((95 * done) / outcome.records.length), `已处理 ${done} / ${outcome.records.length} 条`);
    }
    rejected.sort((a, b) => a.row - b.row);
    warnings.sort((a, b) => a.row - b.row);
    return {
      total: outcome.total,
      created,
      rejected: rejected.slice(0, MAX_LISTED),
      warnings: warnings.slice(0, MAX_LISTED),
      moreProblems: Math.max(0, rejected.length - MAX_LISTED) + Math.max(0, warnings.length - MAX_LISTED),
    };
  });
}
