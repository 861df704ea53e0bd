import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMAND_LINE, recordAudit, type Actor } from '../../core/audit/audit.service.js';
import { AppError } from '../../core/errors/app-error.js';
import { enqueueJob } from '../../core/jobs/job-queue.js';
import type { Services } from '../../core/services.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { privateStorage } from '../reading/index.js';
import { DUMP, PRIVATE, UPLOADS, writeArchive } from './backup-archive.js';
import { copyDump } from './backup-copy.js';
import { pgDump } from './backup-pg.js';
import { copyToRemote, remoteStore, removeRemote } from './backup-remote.js';
import { pgTools, type PgTools } from './backup-tools.js';
import { uploadsForArchive } from './backup-uploads.js';
import { ABANDONED_ERROR, holdBackupLock, QUEUED_STEP, type BackupLock } from './backup-liveness.js';
import { Backup, BackupFormat, BackupKind, BackupState, type BackupManifest } from './backup.entity.js';

export const BACKUP_JOB = 'system.backup';
export const SCHEDULED_BACKUP_JOB = 'system.backup.scheduled';

const MAX_ERROR_LENGTH = 2000;

export const backupsDir = (services: Services) => join(services.config.dataDir, 'backups');
export const archivePath = (services: Services, backup: Pick<Backup, 'name'>) => join(backupsDir(services), `${backup.name}.tar`);

const STAMP = new Intl.DateTimeFormat('en-CA', {
  timeZone: LIBRARY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `backup-20261125-033000` (the library's local time), with `-2`, `-3`… when that second is taken. */
async function freshName(em: EntityManager, at: Date): Promise<string> {
  const parts = Object.fromEntries(STAMP.formatToParts(at).map((part) => [part.type, part.value]));
  const base = `backup-${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
  const taken = new Set((await em.find(Backup, { name: { $like: `${base}%` } }, { fields: ['name'] })).map((b) => b.name));
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  return name;
}

/**
 * Adds a running backup row, unless one is running already (one backup at a time: each reads the
 * whole database and uploads). Serialised by an advisory lock, so two clicks make one backup.
 */
async function addRunning(em: EntityManager, kind: BackupKind, createdBy: string | null, step: string): Promise<Backup | undefined> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('library-portal.backup'))`);
  if (await em.count(Backup, { state: BackupState.RUNNING })) return undefined;
  const backup = em.create(Backup, { name: await freshName(em, new Date()), kind, createdBy, step });
  await em.flush();
  return backup;
}

/**
 * Adds a running row this process then runs itself (a scheduled or a command-line backup): the
 * row's lock (backup-liveness.ts) is taken before the row is seen, so no starting portal takes it
 * for one left by a dead process.
 */
async function addOwnRunning(services: Services, em: EntityManager, kind: BackupKind, createdBy: string | null) {
  let lock: BackupLock | undefined;
  try {
    const backup = await em.transactional(async (tx) => {
      const added = await addRunning(tx, kind, createdBy, '准备中');
      // A row not yet committed: no other process can hold its lock.
      if (added) lock = await holdBackupLock(services, added.id);
      return added;
    });
    return backup && lock ? { backup, lock } : undefined;
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** 立即备份: adds the row and queues the work; the list shows its progress. */
export async function startBackup(services: Services, em: EntityManager, actor: Actor): Promise<Backup> {
  return em.transactional(async (tx) => {
    const backup = await addRunning(tx, BackupKind.MANUAL, actor.adminName, QUEUED_STEP);
    if (!backup) throw AppError.badInput('backup', '已有备份正在进行，请等它完成后再试');
    recordAudit(tx, actor, 'create', 'Backup', [backup.id]);
    await enqueueJob(tx, BACKUP_JOB, { backupId: backup.id });
    return backup;
  });
}

/** Writes the row's progress at once, outside any transaction: the list polls it. */
const update = (
  em: EntityManager,
  id: number,
  data: Partial<
    Pick<Backup, 'state' | 'format' | 'step' | 'size' | 'fileCount' | 'sha256' | 'manifest' | 'error' | 'finishedAt' | 'remoteCopy' | 'remoteError'>
  >,
) => em.nativeUpdate(Backup, { id }, data);

/** Why a file operation failed, as an administrator reads it (the errno codes a full, read-only or misconfigured disk gives). */
const FILE_ERRORS: Record<string, string> = {
  EACCES: '没有写入权限',
  EPERM: '没有写入权限',
  EROFS: '所在的文件系统是只读的',
  ENOSPC: '磁盘空间已满',
  EDQUOT: '超出磁盘配额',
  ENOTDIR: '路径中有同名的文件，不是目录',
  EEXIST: '已有同名的文件，不是目录',
  ENOENT: '不存在，也无法创建',
};

/**
 * The backups directory (DATA_DIR/backups), made if missing, and proved writable with a file of
 * its own before anything else: a directory the portal cannot write ends the backup at once, with
 * the reason in Chinese, instead of an errno message from wherever it failed first.
 */
async function checkBackupsDir(services: Services): Promise<void> {
  const dir = backupsDir(services);
  try {
    await mkdir(dir, { recursive: true });
    const probe = join(dir, `.probe-${process.pid}-${Date.now()}`);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = FILE_ERRORS[code] ?? `无法写入（${code || (error as Error).message}）`;
    throw new Error(`备份目录 ${dir} 不可用：${reason}。请检查数据目录（DATA_DIR）的权限和磁盘空间，然后重新备份`, { cause: error });
  }
}

/** A failure's message for the row: a file system's errno in Chinese with its path, anything else as it is. */
function failureMessage(error: unknown): string {
  const { code, path } = error as NodeJS.ErrnoException;
  if (code && FILE_ERRORS[code] && path) return `写入 ${path} 失败：${FILE_ERRORS[code]}`;
  return (error instanceof Error ? error.message : String(error)) || '未知错误';
}

/** Cleaning up after a failure never hides it: the row must still say 失败. */
const removeQuietly = (path: string, recursive = false) => rm(path, { force: true, recursive }).catch(() => undefined);

/**
 * Dumps the database, archives it with the uploads and records the outcome on the row (failures
 * included), holding the row's lock meanwhile (backup-liveness.ts): the caller's, or its own.
 */
export async function runBackup(
  services: Services,
  em: EntityManager,
  backupId: number,
  signal?: AbortSignal,
  held?: BackupLock,
): Promise<Backup | undefined> {
  const backup = await em.findOne(Backup, backupId);
  // Another process holding the lock is running this backup already.
  const lock = backup?.state === BackupState.RUNNING ? (held ?? (await holdBackupLock(services, backup.id))) : undefined;
  if (!backup || !lock) {
    await held?.release();
    return undefined;
  }
  const workDir = join(backupsDir(services), `.work-${backup.id}`);
  const archive = archivePath(services, backup);
  try {
    await checkBackupsDir(services);
    const tools = await pgTools(services);
    await mkdir(workDir, { recursive: true });
    await update(em, backup.id, { step: '导出数据库', format: tools.format });
    const { dumpFiles, database } = await dumpDatabase(services, tools, workDir, signal);
    const written = await writeArchive({
      workDir,
      archivePath: archive,
      dumpFiles,
      uploadsRoot: await uploadsForArchive(services.storage, workDir, UPLOADS),
      // Readers' cloud files: their rows are in the dump, their bytes must be in the archive too.
      privateRoot: await uploadsForArchive(privateStorage(services), workDir, PRIVATE),
      database,
      onStep: (step) => update(em, backup.id, { step }),
    });
    const remote = await copyArchive(services, em, backup, archive);
    await update(em, backup.id, {
      ...remote,
      state: BackupState.SUCCEEDED,
      step: null,
      size: written.size,
      sha256: written.sha256,
      fileCount: written.manifest.files.length,
      manifest: written.manifest,
      finishedAt: new Date(),
    });
  } catch (error) {
    const message = failureMessage(error).slice(0, MAX_ERROR_LENGTH);
    services.log.error({ err: error, backup: backup.name }, 'backup failed');
    await removeQuietly(archive);
    await removeQuietly(`${archive}.part`);
    await update(em, backup.id, { state: BackupState.FAILED, step: null, error: message, finishedAt: new Date() });
  } finally {
    await removeQuietly(workDir, true);
    await lock.release();
  }
  em.clear();
  return (await em.findOne(Backup, backupId)) ?? undefined;
}

/**
 * With STORAGE=s3, the finished archive is copied to the bucket's `backups/` (off the data volume).
 * A failed copy does not fail the backup (the archive is whole on the local disk): the row says why.
 */
async function copyArchive(
  services: Services,
  em: EntityManager,
  backup: Backup,
  archive: string,
): Promise<Pick<Backup, 'remoteCopy' | 'remoteError'>> {
  if (!remoteStore(services)) return {};
  await update(em, backup.id, { step: '复制到对象存储' });
  try {
    return { remoteCopy: await copyToRemote(services, backup, archive), remoteError: null };
  } catch (error) {
    services.log.error({ err: error, backup: backup.name }, 'the backup could not be copied to the object store');
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || '未知错误';
    return { remoteCopy: null, remoteError: `复制到对象存储失败（备份仍在本机）：${message}` };
  }
}

/**
 * The database into the work directory, in the format the tools allow: pg_dump's when it fits the
 * server, else the portal's own. Either way the manifest records the migrations applied (for
 * pg_dump, read just before it: migrations run only when a portal starts), so that a restore can
 * refuse a backup from a newer portal.
 */
async function dumpDatabase(
  services: Services,
  tools: PgTools,
  workDir: string,
  signal?: AbortSignal,
): Promise<{ dumpFiles: string[]; database: BackupManifest['database'] }> {
  if (tools.format === BackupFormat.PORTAL) {
    const dump = await copyDump(services, workDir, signal);
    return { dumpFiles: dump.files, database: { format: BackupFormat.PORTAL, serverVersion: tools.serverVersion, ...dump.database } };
  }
  const migrations = (await services.orm.getMigrator().getExecutedMigrations()).map((migration) => migration.name);
  await pgDump(tools, services.orm.config.get('clientUrl')!, join(workDir, DUMP), signal);
  return {
    dumpFiles: [DUMP],
    database: { format: BackupFormat.PG_DUMP, serverVersion: tools.serverVersion, pgDumpVersion: tools.clientVersion, migrations },
  };
}

/** A scheduled backup: made like a manual one, then the oldest successful scheduled ones beyond BACKUP_KEEP are deleted. */
export async function runScheduledBackup(services: Services, em: EntityManager, signal?: AbortSignal) {
  const added = await addOwnRunning(services, em, BackupKind.SCHEDULED, null);
  if (!added) return { skipped: '已有备份正在进行' };
  const done = await runBackup(services, em, added.backup.id, signal, added.lock);
  const removed = done?.state === BackupState.SUCCEEDED ? await applyRetention(services, em) : [];
  return { backup: added.backup.name, state: done?.state, removed };
}

/**
 * `portal backup`: made here and now, and recorded as a manual backup whose creator is 命令行 (not
 * a scheduled one: it does not count towards BACKUP_KEEP, and no later schedule deletes it).
 */
export async function runCommandLineBackup(services: Services, em: EntityManager) {
  const added = await addOwnRunning(services, em, BackupKind.MANUAL, COMMAND_LINE);
  if (!added) return { skipped: '已有备份正在进行' };
  const done = await runBackup(services, em, added.backup.id, undefined, added.lock);
  return { backup: added.backup.name, state: done?.state };
}

/** Deletes successful scheduled backups beyond the newest BACKUP_KEEP (manual ones are the administrators' to delete). */
export async function applyRetention(services: Services, em: EntityManager): Promise<string[]> {
  const old = await em.find(
    Backup,
    { kind: BackupKind.SCHEDULED, state: BackupState.SUCCEEDED },
    { orderBy: { createdAt: 'DESC', id: 'DESC' }, offset: services.config.backup.keep, limit: 1000 },
  );
  for (const backup of old) await removeFiles(services, backup);
  if (old.length) await em.nativeDelete(Backup, { id: { $in: old.map((b) => b.id) } });
  return old.map((b) => b.name);
}

/** The archive on the local disk and its copy in the object store, if any. */
async function removeFiles(services: Services, backup: Backup) {
  const archive = archivePath(services, backup);
  await rm(archive, { force: true });
  await rm(`${archive}.part`, { force: true });
  await removeRemote(services, backup);
}

/** 删除: the archive and the row; a running backup cannot be deleted (its job is writing the file). */
export async function removeBackup(services: Services, em: EntityManager, actor: Actor, id: number): Promise<boolean> {
  const backup = await em.findOne(Backup, id);
  if (!backup) throw AppError.notFound();
  if (backup.state === BackupState.RUNNING) throw AppError.badInput('id', '备份正在进行，不能删除');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Backup, { id });
    recordAudit(tx, actor, 'remove', 'Backup', [id]);
  });
  await removeFiles(services, backup);
  return true;
}

/** The job that finishes a backup whose process died marks it failed (it must not stay 进行中). */
export async function markInterrupted(em: EntityManager, backupId: number) {
  await em.nativeUpdate(
    Backup,
    { id: backupId, state: BackupState.RUNNING },
    { state: BackupState.FAILED, step: null, error: ABANDONED_ERROR, finishedAt: new Date() },
  );
}
