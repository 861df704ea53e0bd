import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CommandFailed, type Command } from './command.js';
import { withPortal } from './open.js';

export const restore: Command = {
  name: 'restore',
  summary: 'restore a backup (replaces the database and uploaded files)',
  usage: `portal restore <backup id | backup name | archive path> [--yes] [--admin <username>]

Restores a backup listed in 备份管理, by its id, its name (backup-20261125-033000) or its archive
(…/backups/backup-20261125-033000.tar), as the back office does: the archive is checked first,
then the database and files are replaced. Stop the portal first. Asks you to type the backup's
name or 确认恢复 unless --yes is given. The audit log names --admin (default admin).`,
  flags: ['yes'],
  options: ['admin'],
  positional: 1,
  async run(ctx) {
    const { AppError } = await import('../core/errors/app-error.js');
    const { Backup, currentRestore, RESTORE_CONFIRMATION, RestoreState, startRestore } = await import('../modules/system/index.js');
    const { AdminUser } = await import('../modules/users/index.js');
    const [which] = ctx.args.positional;
    const name = basename(which).replace(/\.tar$/, '');
    const progress = await withPortal(ctx, async (services) => {
      const em = services.orm.em.fork();
      const found = await em.findOne(Backup, /^\d+$/.test(which) ? { id: Number(which) } : { name });
      if (!found) throw new CommandFailed(`没有找到备份 ${which}（portal restore 只恢复备份管理中列出的备份）`);
      const username = ctx.args.options.get('admin') ?? 'admin';
      const admin = await em.findOne(AdminUser, { username });
      if (!admin) throw new CommandFailed(`没有名为 ${username} 的管理员（用 --admin 指定操作日志记录的管理员）`);
      const confirmation = ctx.args.flags.has('yes')
        ? RESTORE_CONFIRMATION
        : await ctx.readLine(`恢复将替换全部数据和上传文件。输入备份名称“${found.name}”或“${RESTORE_CONFIRMATION}”以确认: `);
      try {
        await startRestore(services, em, { adminId: admin.id, adminName: admin.name, ip: 'command line' }, found.id, confirmation);
      } catch (error) {
        throw error instanceof AppError ? new CommandFailed(error.message) : error;
      }
      ctx.out(`restoring ${found.name}…`);
      for (;;) {
        const now = currentRestore(services)!;
        if (now.state !== RestoreState.RUNNING) return now;
        await sleep(200);
      }
    });
    if (progress.state !== RestoreState.SUCCEEDED) throw new CommandFailed(`恢复失败：${progress.error ?? '未知错误'}`);
    ctx.out(`restored ${progress.backupName}`);
  },
};
