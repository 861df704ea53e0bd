import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import type { Services } from '../../core/services.js';
import { reportPgTools } from './backup-tools.js';
import { Backup, BackupKind, BackupState } from './backup.entity.js';
import { BACKUP_JOB, markInterrupted, runBackup, runScheduledBackup, SCHEDULED_BACKUP_JOB } from './backup.service.js';
import { markAbandonedBackups } from './backup-liveness.js';

interface BackupPayload {
  backupId: number;
}

/** A backup of a large library takes a while; a run beyond this is cut off and marked failed. */
const TIMEOUT_SECONDS = 6 * 3600;

/**
 * 立即备份 runs as a job (the request returns at once, the list shows the progress) and BACKUP_CRON
 * sends a scheduled one, once across every process. Neither is retried: a failed backup is shown as
 * 失败 with its reason, and the administrator (or the next schedule) makes a new one.
 */
export function registerBackupJobs(services: Services) {
  services.jobs.define<BackupPayload>({
    name: BACKUP_JOB,
    maxAttempts: 1,
    timeoutSeconds: TIMEOUT_SECONDS,
    handler: async ({ backupId }, { em, signal }) => {
      const backup = await runBackup(services, em, backupId, signal);
      return { state: backup?.state };
    },
    onExhausted: ({ backupId }, { em }) => markInterrupted(em, backupId),
  });
  services.jobs.define({
    name: SCHEDULED_BACKUP_JOB,
    schedule: services.config.backup.cron,
    // On the library's clock: 02:30 is 02:30 where the library is, outside its opening hours.
    scheduleTimeZone: LIBRARY_TIME_ZONE,
    maxAttempts: 1,
    timeoutSeconds: TIMEOUT_SECONDS,
    handler: (_payload, { em, signal }) => runScheduledBackup(services, em, signal),
    onExhausted: async (_payload, { em }) => {
      const running = await em.find(Backup, { kind: BackupKind.SCHEDULED, state: BackupState.RUNNING }, { fields: ['id'] });
      for (const backup of running) await markInterrupted(em, backup.id);
    },
  });
  // At start-up, in the background: say when pg_dump is missing or older than the server.
  void reportPgTools(services);
  // And mark failed the backups left 进行中 by a process that died (backup-liveness.ts).
  void markAbandonedBackups(services.orm.em.fork()).then(
    (names) => names.length && services.log.warn({ backups: names }, 'backups left running by a process that died marked failed'),
    (err: unknown) => services.log.error({ err }, 'could not look for backups left running'),
  );
}
