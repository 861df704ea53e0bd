import { CommandFailed, type Command } from './command.js';
import { withPortal } from './open.js';
import { newPassword } from './password.js';

export const resetAdminPassword: Command = {
  name: 'reset-admin-password',
  summary: "set an administrator's password (and end their sessions)",
  usage: `portal reset-admin-password <username> [--password-stdin]

Sets the administrator's password, read from standard input with --password-stdin, else asked
twice; the account is enabled again, and tokens issued before stop working.`,
  flags: ['password-stdin'],
  positional: 1,
  async run(ctx) {
    const { hashPassword } = await import('../core/auth/passwords.js');
    const { AdminUser } = await import('../modules/users/index.js');
    const [username] = ctx.args.positional;
    const password = await newPassword(ctx);
    await withPortal(ctx, async (services) => {
      const em = services.orm.em.fork();
      const admin = await em.findOne(AdminUser, { username });
      if (!admin) throw new CommandFailed(`没有名为 ${username} 的管理员`);
      admin.passwordHash = await hashPassword(password);
      admin.enabled = true;
      admin.tokenVersion += 1;
      await em.flush();
    });
    ctx.out(`password of ${username} changed`);
  },
};
