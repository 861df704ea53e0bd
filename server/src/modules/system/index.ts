import type { PortalModule } from '../../core/module.js';
import { registerBackupJobs } from './backup.job.js';
import { Backup } from './backup.entity.js';
import { BackupResolver } from './backup.resolver.js';
import { ServerStatusResolver } from './server-status.resolver.js';

/** Mounted by app.ts before everything else: the restore's maintenance gate, its status, the archive download. */
export { backupHttp } from './backup-http.js';
export { Backup, BackupKind, BackupState } from './backup.entity.js';

export const systemModule: PortalModule = {
  name: 'system',
  entities: [Backup],
  // 备份管理 and 服务器管理 (issue 17).
  resolvers: [BackupResolver, ServerStatusResolver],
  registerJobs: registerBackupJobs,
};
