/**
 * Whether a 进行中 backup still has a process working on it. The process that runs a backup holds a
 * PostgreSQL session lock named after the row, on a connection of its own, from the moment the row
 * is added (or its job picks it up) until the outcome is written; when the process dies, the server
 * closes the connection and the lock goes with it. A starting portal marks failed every running
 * backup whose lock nobody holds: it was left by a process that died (a row queued for a job, 排队中,
 * is the job queue's: a job whose worker dies ends in markInterrupted).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Services } from '../../core/services.js';
import { Backup, BackupState } from './backup.entity.js';

/** The lock's first key (its second is the backup's id). */
const LOCK_CLASS = `hashtext('library-portal.backup-run')`;

/** What a row queued for the backup job says until a worker takes it. */
export const QUEUED_STEP = '排队中';

export const ABANDONED_ERROR = '备份中断（处理进程已退出），请重新备份';

export interface BackupLock {
  release(): Promise<void>;
}

/**
 * Takes the backup's lock on a connection of its own, kept until `release` (or the process's end);
 * undefined when another process holds it (it is working on that backup).
 */
export async function holdBackupLock(services: Services, backupId: number): Promise<BackupLock | undefined> {
  const client = new pg.Client({ connectionString: services.orm.config.get('clientUrl'), application_name: 'library-portal-backup' });
  // A connection lost meanwhile has dropped the lock: the backup goes on, its outcome is still written.
  client.on('error', (err) => services.log.warn({ err, backupId }, 'the backup’s lock connection was lost'));
  await client.connect();
  const release = () => client.end().catch(() => undefined);
  try {
    const { rows } = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(${LOCK_CLASS}, $1) as taken`, [backupId]);
    if (rows[0].taken) return { release };
  } catch (error) {
    await release();
    throw error;
  }
  await release();
  return undefined;
}

/** Marks failed the running backups no process holds (not those queued for a job); answers their names. */
export async function markAbandonedBackups(em: EntityManager): Promise<string[]> {
  const running = await em.find(Backup, { state: BackupState.RUNNING }, { fields: ['id', 'name', 'step'] });
  const abandoned: string[] = [];
  for (const backup of running) {
    if (backup.step === QUEUED_STEP) continue;
    const marked = await em.transactional(async (tx) => {
      // Taken (and given back at commit) only when no process holds it.
      const [{ free }] = await tx.execute<Array<{ free: boolean }>>(`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ?) as free`, [backup.id]);
      if (!free) return 0;
      return tx.nativeUpdate(
        Backup,
        { id: backup.id, state: BackupState.RUNNING },
        { state: BackupState.FAILED, step: null, error: ABANDONED_ERROR, finishedAt: new Date() },
      );
    });
    if (marked) abandoned.push(backup.name);
  }
  return abandoned;
}
