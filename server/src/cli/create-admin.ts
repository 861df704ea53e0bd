import { CommandFailed, UsageError, type Command } from './command.js';
import { withPortal } from './open.js';
import { newPassword } from './password.js';

export const createAdmin: Command = {
  name: 'create-admin',
  summary: 'add a back-office administrator',
  usage: `portal create-admin <username> [--name <display name>] [--password-stdin]

Adds an administrator. The password is read from standard input with --password-stdin
(e.g. printf '%s\\n' "$PASSWORD" | portal create-admin alice --password-stdin), else asked twice.
An existing username is refused.`,
  flags: ['password-stdin'],
  options: ['name'],
  positional: 1,
  async run(ctx) {
    const { hashPassword } = await import('../core/auth/passwords.js');
    const { AdminUser } = await import('../modules/users/index.js');
    const [username] = ctx.args.positional;
    if (!/^[A-Za-z0-9_.-]{2,64}$/.test(username)) throw new UsageError('the username is 2–64 letters, digits, dots, dashes or underscores');
    const password = await newPassword(ctx);
    await withPortal(ctx, async (services) => {
      const em = services.orm.em.fork();
      if (await em.count(AdminUser, { username }))
        throw new CommandFailed(`管理员 ${username} 已存在（修改其密码请用 portal reset-admin-password ${username}）`);
      em.create(AdminUser, { username, name: ctx.args.options.get('name') ?? username, passwordHash: await hashPassword(password) });
      await em.flush();
    });
    ctx.out(`administrator ${username} created`);
  },
};
