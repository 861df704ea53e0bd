import { CommandFailed, UsageError, type Command } from './command.js';
import { withPortal } from './open.js';

export const seedDemoCommand: Command = {
  name: 'seed-demo',
  summary: 'add the demo data (readers, catalogue, news…) to a database that has none',
  usage: `portal seed-demo [--force]

Adds the demo readers (password reader123) and the demo content, recorded so that
portal clear-demo removes them again. Refused when the database has demo data already, and
when NODE_ENV=production unless --force is given: use a test install for the demo.`,
  flags: ['force'],
  positional: 0,
  async run(ctx) {
    if (ctx.config.nodeEnv === 'production' && !ctx.args.flags.has('force')) {
      throw new UsageError('NODE_ENV=production: demo data has public passwords; seed it on a test install, or give --force');
    }
    const { DemoSeedRefused, seedDemo } = await import('../seeders/seed.js');
    const counts = await withPortal(ctx, (services) =>
      seedDemo(services.orm, ctx.config, ctx.log).catch((error: unknown) => {
        throw error instanceof DemoSeedRefused ? new CommandFailed(error.message) : error;
      }),
    );
    ctx.out(`seeded ${Object.values(counts).reduce((sum, n) => sum + n, 0)} demo row(s) in ${Object.keys(counts).length} table(s)`);
  },
};
