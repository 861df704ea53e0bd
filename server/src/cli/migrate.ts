import type { Command } from './command.js';
import { withPortal } from './open.js';

export const migrate: Command = {
  name: 'migrate',
  summary: 'apply the database migrations not applied yet',
  usage: 'portal migrate\n\nApplies the migrations the database lacks (under the same lock a starting portal takes), then exits.',
  positional: 0,
  async run(ctx) {
    const applied = await withPortal(ctx, async (_, database) => database.applied);
    ctx.out(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'the database is up to date: no migrations to apply');
  },
};
