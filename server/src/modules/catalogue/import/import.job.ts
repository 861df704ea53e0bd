import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueJob, type JobContext } from '../../../core/jobs/job-queue.js';
import type { Services } from '../../../core/services.js';
import { readStored } from '../../../core/upload/storage.js';
import { ImportRun, JobState } from './import-run.entity.js';
import type { RowProblem } from './import-record.js';
import { ImportLookups, saveChunk } from './import-save.js';
import { parseImportFile } from './parse-import-file.js';

export const RESOURCE_IMPORT_JOB = 'resource.import';

interface ImportPayload {
  runId: number;
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
const MAX_ERROR_LENGTH = 2000;
const INTERRUPTED = '任务执行中断（处理进程已退出），重试次数已用完';

/** Queues the import of a run just created, inside the caller's transaction. */
export async function queueImport(em: EntityManager, run: ImportRun) {
  await enqueueJob(em, RESOURCE_IMPORT_JOB, { runId: run.id } satisfies ImportPayload);
}

/** Writes the run's state at once, outside any transaction: the back office polls it. */
const update = (
  em: EntityManager,
  runId: number,
  data: Partial<Pick<ImportRun, 'state' | 'progress' | 'message' | 'result' | 'error' | 'finishedAt'>>,
) => em.nativeUpdate(ImportRun, { id: runId }, data);

/**
 * Imports a file of catalogue records: parse, then save in chunks of CHUNK rows, each chunk one
 * transaction, reporting progress on the run. A rerun after a crash skips rows already saved (their
 * ISBN is then known) — rows without an ISBN may be saved twice, which the report would show.
 */
export function registerResourceImport(services: Services) {
  services.jobs.define<ImportPayload>({
    name: RESOURCE_IMPORT_JOB,
    maxAttempts: 2,
    timeoutSeconds: 2 * 3600,
    handler: async ({ runId }, context) => {
      const run = await context.em.findOne(ImportRun, runId);
      if (!run || run.state === JobState.done) return { skipped: true };
      await update(context.em, runId, { state: JobState.running, progress: 0, message: null });
      try {
        const result = await importFile(services, run, context);
        await update(context.em, runId, { state: JobState.done, progress: 100, result, error: null, finishedAt: new Date() });
        return { created: result.created };
      } catch (error) {
        const final = context.job.attempt >= context.job.maxAttempts;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';
        await update(context.em, runId, { state: final ? JobState.failed : JobState.queued, error: message, finishedAt: final ? new Date() : null });
        throw error;
      }
    },
    // The last attempt died with its process: the run must not stay "running".
    onExhausted: async ({ runId }, { em }) => {
      await em.nativeUpdate(
        ImportRun,
        { id: runId, state: { $in: [JobState.queued, JobState.running] } },
        { state: JobState.failed, error: INTERRUPTED, finishedAt: new Date() },
      );
    },
  });
}

async function importFile(services: Services, run: ImportRun, { em, signal }: JobContext): Promise<ImportResult> {
  const reportProgress = (percent: number, message: string) => update(em, run.id, { progress: percent, message });
  const data = await readStored(services.storage, run.fileKey);
  if (!data) throw new Error('导入文件已不存在');
  const outcome = await parseImportFile(data, run.fileName, run.kind);
  await reportProgress(5, `读取到 ${outcome.total} 条记录`);

  const lookups = await ImportLookups.load(em);
  const rejected = [...outcome.rejected];
  const warnings = [...outcome.warnings];
  let created = 0;
  for (let start = 0; start < outcome.records.length; start += CHUNK) {
    signal.throwIfAborted();
    const saved = await saveChunk(em.fork(), outcome.records.slice(start, start + CHUNK), lookups, run.target, run.actor);
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
}
