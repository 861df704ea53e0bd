import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { recordAudit, type Actor } from '../../core/audit/audit.service.js';
import { AppError } from '../../core/errors/app-error.js';
import type { Services } from '../../core/services.js';
import { privateStorage } from '../reading/index.js';
import { CorruptBackupError, DUMP, extractVerified, formatOf, PRIVATE, sha256File, UPLOADS } from './backup-archive.js';
import { BackupRefusedError, codeMigrations, copyRestore, migrationsTarget } from './backup-copy-restore.js';
import { pgRestore } from './backup-pg.js';
import { fetchRemote } from './backup-remote.js';
import { restoreUploads } from './backup-uploads.js';
import { pgTools, restoreProblem, type PgTools } from './backup-tools.js';
import { Backup, BackupFormat, BackupState, type BackupManifest } from './backup.entity.js';
import { archivePath, backupsDir } from './backup.service.js';

export enum RestoreState {
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}
registerEnumType(RestoreState, { name: 'RestoreState', description: '恢复中 / 恢复成功 / 恢复失败' });

/** The typed confirmation a restore takes besides the backup's own name. */
export const RESTORE_CONFIRMATION = '确认恢复';

/** The steps after the archive has been checked; the portal answers 503 from the first to the last. */
export const RESTORE_STEPS = ['恢复数据库', '恢复上传文件', '更新数据库结构', '完成'] as const;

@ObjectType({ description: 'How the latest restore of a backup went (this process’s; kept until the next one)', simpleResolvers: true })
export class RestoreProgress {
  @Field(() => ID)
  backupId!: number;

  @Field()
  backupName!: string;

  @Field(() => RestoreState)
  state!: RestoreState;

  @Field({ description: 'The step running now (or the last one reached)' })
  step!: string;

  @Field(() => Int, { description: '1-based index of `step` among `steps`' })
  stepIndex!: number;

  @Field(() => [String])
  steps!: string[];

  @Field(() => String, { nullable: true })
  error?: string | null;

  @Field()
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt?: Date | null;
}

/** The restore of each portal (services) in this process: the maintenance gate reads it on every request. */
const restores = new WeakMap<Services, RestoreProgress>();

export function currentRestore(services: Services): RestoreProgress | undefined {
  return restores.get(services);
}

/** True while a restore replaces the database and files: every request but the restore's status is answered 503. */
export function restoring(services: Services): boolean {
  return restores.get(services)?.state === RestoreState.RUNNING;
}

/**
 * 恢复: checks the confirmation, the tools a pg_dump backup needs, the archive's SHA-256 against the
 * row, every file against the manifest and the backup's migrations against this portal's (a
 * corrupted archive, or one from a newer portal, is refused here, with nothing changed), then starts
 * the restore in the background and answers its progress. The restore runs in this process, not as a job: its
 * maintenance gate is this process's (see backup-http.ts), and the job queue lives in the database
 * being replaced.
 */
export async function startRestore(services: Services, em: EntityManager, actor: Actor, id: number, confirmation: string): Promise<RestoreProgress> {
  if (restoring(services)) throw AppError.badInput('id', '已有恢复正在进行，请等它完成');
  const backup = await em.findOne(Backup, id);
  if (!backup) throw AppError.notFound();
  const typed = confirmation.trim();
  if (typed !== backup.name && typed !== RESTORE_CONFIRMATION) {
    throw AppError.badInput('confirmation', `请输入备份名称“${backup.name}”或“${RESTORE_CONFIRMATION}”以确认恢复`);
  }
  if (backup.state !== BackupState.SUCCEEDED) throw AppError.badInput('id', '只能恢复成功完成的备份');
  if (await em.count(Backup, { state: BackupState.RUNNING })) throw AppError.badInput('id', '有备份正在进行，请等它完成后再恢复');
  const tools = await pgTools(services);
  // A backup restores in its own format, whatever the tools are now. 422, not 503: this portal works,
  // it lacks a tool for this one task (the message says which and how to fix it).
  const missing = restoreProblem(tools, backup.format ?? BackupFormat.PG_DUMP);
  if (missing) throw new AppError('UNPROCESSABLE', missing);

  const archive = archivePath(services, backup);
  let actual = await sha256File(archive).catch(() => undefined);
  // The local file is gone (a lost data volume): the copy in the object store, when there is one, is fetched first.
  if (actual === undefined && backup.remoteCopy) {
    const fetched = await fetchRemote(services, backup, archive).catch((error: Error) => {
      services.log.error({ err: error, backup: backup.name }, 'the copy of the backup could not be fetched from the object store');
      throw AppError.badInput('id', `备份文件 ${backup.name}.tar 本机已不存在，从对象存储取回失败：${error.message}`);
    });
    if (fetched) actual = await sha256File(archive).catch(() => undefined);
  }
  if (actual === undefined) {
    const where = backup.remoteCopy ? `本机与对象存储（${backup.remoteCopy}）中都` : '';
    throw AppError.badInput('id', `备份文件 ${backup.name}.tar ${where}已不存在，无法恢复`);
  }
  if (actual !== backup.sha256) throw AppError.badInput('id', '备份文件已损坏（整个归档的校验和与备份时不一致），已拒绝恢复');
  const workDir = join(backupsDir(services), `.restore-${backup.id}`);
  await rm(workDir, { recursive: true, force: true });
  let manifest: BackupManifest;
  try {
    manifest = await extractVerified(archive, join(workDir, 'archive'));
    if (formatOf(manifest) !== (backup.format ?? BackupFormat.PG_DUMP))
      throw new CorruptBackupError('备份文件已损坏：清单中的格式与备份记录不一致，已拒绝恢复');
    // A backup from a newer portal holds tables this one does not know (the first archives list no migrations).
    if (manifest.database.migrations) migrationsTarget(manifest.database.migrations, codeMigrations(services));
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    if (error instanceof CorruptBackupError) throw AppError.badInput('id', error.message);
    if (error instanceof BackupRefusedError) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }

  const progress: RestoreProgress = {
    backupId: backup.id,
    backupName: backup.name,
    state: RestoreState.RUNNING,
    step: RESTORE_STEPS[0],
    stepIndex: 1,
    steps: [...RESTORE_STEPS],
    error: null,
    startedAt: new Date(),
    finishedAt: null,
  };
  restores.set(services, progress);
  services.log.warn({ backup: backup.name, admin: actor.adminName }, 'restoring a backup: the portal answers 503 until it is done');
  void restore(services, progress, workDir, actor, tools, manifest);
  return { ...progress };
}

async function restore(services: Services, progress: RestoreProgress, workDir: string, actor: Actor, tools: PgTools, manifest: BackupManifest) {
  const step = (index: number) => {
    progress.stepIndex = index + 1;
    progress.step = RESTORE_STEPS[index];
  };
  let replaced = false;
  try {
    step(0);
    if (formatOf(manifest) === BackupFormat.PORTAL) await copyRestore(services, join(workDir, 'archive'), manifest);
    else await pgRestore(tools, services.orm.config.get('clientUrl')!, join(workDir, 'archive', DUMP));
    replaced = true;
    step(1);
    await restoreUploads(services.storage, join(workDir, 'archive', UPLOADS), join(workDir, 'replaced'));
    // Readers' cloud files, when the archive holds them (an archive from before issue 52 does not: they stay as they are).
    if (manifest.stores?.includes(PRIVATE)) {
      await restoreUploads(privateStorage(services), join(workDir, 'archive', PRIVATE), join(workDir, 'replaced-private'));
    }
    step(2);
    // A backup from an older version of the portal is brought up to this one's schema.
    await services.orm.getMigrator().up();
    // Answers kept from before the restore show data that is gone.
    await services.publicCache.invalidate(Object.values(services.orm.getMetadata().getAll()).map((meta) => meta.root.className));
    await auditRestore(services, actor, progress.backupId);
    step(3);
    // The last step, once the data is back: no session from before (the backup's or since) survives it.
    replaced = false;
    await services.sessions.endAllSessions();
    progress.state = RestoreState.SUCCEEDED;
    services.log.info({ backup: progress.backupName }, 'backup restored');
  } catch (error) {
    progress.state = RestoreState.FAILED;
    progress.error = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    services.log.error({ err: error, backup: progress.backupName }, 'restore failed');
  } finally {
    // Failed after the database was replaced: its sessions end all the same (the accounts are the backup's).
    if (replaced) await endSessionsAfterFailure(services);
    progress.finishedAt = new Date();
    await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function endSessionsAfterFailure(services: Services) {
  try {
    await services.sessions.endAllSessions();
  } catch (err) {
    services.log.error({ err }, 'the restore could not end the sessions issued before it');
  }
}

/** Recorded in the restored database (an entry made before would be gone with the old data). */
async function auditRestore(services: Services, actor: Actor, backupId: number) {
  const em = services.orm.em.fork();
  try {
    recordAudit(em, actor, 'restore', 'Backup', [backupId]);
    await em.flush();
  } catch (err) {
    // The administrator may not exist in the restored data (created after the backup).
    services.log.warn({ err }, 'the restore could not be recorded in the audit log');
  }
}
