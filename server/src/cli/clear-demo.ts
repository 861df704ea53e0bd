import { CommandFailed, type Command } from './command.js';
import { withPortal } from './open.js';

export const clearDemo: Command = {
  name: 'clear-demo',
  summary: 'remove the demo data (what the demo seed added)',
  usage: `portal clear-demo [--yes]

Removes exactly the rows and files the demo seed added, as 清除演示数据 in the back office does;
demo rows the library's own data points at are kept (and listed). Asks you to type
清除演示数据 unless --yes is given.`,
  flags: ['yes'],
  positional: 0,
  async run(ctx) {
    const { AppError } = await import('../core/errors/app-error.js');
    const { CLEAR_DEMO_CONFIRMATION, clearDemoData } = await import('../modules/system/index.js');
    const confirmation = ctx.args.flags.has('yes')
      ? CLEAR_DEMO_CONFIRMATION
      : await ctx.readLine(`这将删除全部演示数据。输入“${CLEAR_DEMO_CONFIRMATION}”以确认: `);
    const result = await withPortal(ctx, (services) =>
      clearDemoData(services, undefined, confirmation).catch((error: unknown) => {
        throw error instanceof AppError ? new CommandFailed(error.message) : error;
      }),
    );
    ctx.out(`removed ${result.removedRows} demo row(s) and ${result.removedFiles} file(s)`);
    for (const { table, count } of result.removed) ctx.out(`  ${table}: ${count}`);
    if (result.kept.length) {
      ctx.out(
        `kept ${result.kept.reduce((sum, t) => sum + t.count, 0)} demo row(s) the library's own data points at, and ${result.keptFiles} file(s):`,
      );
      for (const { table, count } of result.kept) ctx.out(`  ${table}: ${count}`);
    }
  },
};
