import { CommandFailed, type Command } from './command.js';
import { withPortal } from './open.js';

export const backup: Command = {
  name: 'backup',
  summary: 'make a backup now and wait for it',
  usage: `portal backup

Makes a backup (database and uploaded files) now, waits for it and prints the archive's path. It is
listed in 备份管理 as 手动, made by 命令行: like a backup made there, it is kept until deleted (it does
not count towards BACKUP_KEEP).`,
  positional: 0,
  async run(ctx) {
    const { archivePath, Backup, BackupState, runCommandLineBackup } = await import('../modules/system/index.js');
    const path = await withPortal(ctx, async (services) => {
      const em = services.orm.em.fork();
      const outcome = await runCommandLineBackup(services, em).catch((error: unknown) => {
        throw new CommandFailed(`备份失败：${error instanceof Error ? error.message : String(error)}`);
      });
      if ('skipped' in outcome) throw new CommandFailed(`${outcome.skipped}，请等它完成后再试`);
      if (outcome.state !== BackupState.SUCCEEDED) {
        const row = await em.fork().findOne(Backup, { name: outcome.backup });
        throw new CommandFailed(`备份失败：${row?.error ?? '未知错误'}`);
      }
      return archivePath(services, { name: outcome.backup });
    });
    ctx.out(path);
  },
};
