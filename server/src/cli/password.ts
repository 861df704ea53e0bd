import { CommandFailed, UsageError, type CommandContext } from './command.js';

/** Administrators' passwords from the command line: as long as production asks ADMIN_PASSWORD to be. */
export const ADMIN_PASSWORD_MIN = 8;

/** The new password: the first line of standard input with --password-stdin, else asked twice on the terminal. */
export async function newPassword(ctx: CommandContext): Promise<string> {
  if (ctx.args.flags.has('password-stdin')) return checked(await ctx.readLine(''));
  if (!process.stdin.isTTY) throw new UsageError('no terminal to ask the password on: pipe it with --password-stdin');
  const password = checked(await ctx.readLine('新密码: ', true));
  if ((await ctx.readLine('再次输入新密码: ', true)) !== password) throw new CommandFailed('两次输入的密码不一致');
  return password;
}

function checked(password: string): string {
  if (password.length < ADMIN_PASSWORD_MIN) throw new CommandFailed(`密码至少 ${ADMIN_PASSWORD_MIN} 位`);
  return password;
}
