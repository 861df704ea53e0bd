import type { PortalModule } from '../../core/module.js';
import { registerBackupJobs } from './backup.job.js';
import { Backup } from './backup.entity.js';
import { BackupCopiesResolver, BackupResolver } from './backup.resolver.js';
import { DataCheckResolver } from './data-check.resolver.js';
import { DemoDataResolver } from './demo-data.resolver.js';
import { DemoSeedFile, DemoSeedRow } from './demo-seed.entity.js';
import { MobileDevice } from './mobile-device.entity.js';
import { mobileDeviceCrud, MobileDeviceLibraryResolver } from './mobile-device.resolver.js';
import { SecurityCheckResolver } from './security-check.resolver.js';
import { ServerStatusResolver } from './server-status.resolver.js';

/** The CRUD definitions, from which the REST table derives the admin pattern's paths (api/admin/mobile/…). */
export const systemCruds = [mobileDeviceCrud];
/** The demo seeder registers a few terminals. */
export { MobileDevice, MobileDeviceStatus, MobileDeviceType } from './mobile-device.entity.js';
/** Mounted by app.ts before everything else: the restore's maintenance gate, its status, the archive download. */
export { backupHttp } from './backup-http.js';
export { Backup, BackupKind, BackupState } from './backup.entity.js';
/** The command line (src/cli) runs these as the back office does. */
export { archivePath, runCommandLineBackup, runScheduledBackup } from './backup.service.js';
export { currentRestore, RESTORE_CONFIRMATION, RestoreState, startRestore } from './backup-restore.js';
export { CLEAR_DEMO_CONFIRMATION, clearDemoData } from './demo-data.service.js';

/** 系统管理 (issue 17): 安全检测, 数据检测, 移动设备, 备份管理, 服务器管理 (操作日志 is the audit log's screen). */
export const systemModule: PortalModule = {
  name: 'system',
  entities: [MobileDevice, Backup, DemoSeedRow, DemoSeedFile],
  resolvers: [
    SecurityCheckResolver,
    DataCheckResolver,
    mobileDeviceCrud.resolver,
    MobileDeviceLibraryResolver,
    BackupResolver,
    BackupCopiesResolver,
    ServerStatusResolver,
    DemoDataResolver,
  ],
  registerJobs: registerBackupJobs,
};
