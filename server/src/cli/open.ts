import type { Database } from '../database.js';
import type { Services } from '../services.js';
import type { CommandContext } from './command.js';

/**
 * The database the portal's settings name (migrated first, under the start-up lock, as a starting
 * portal would), and the portal's services on it, for the length of `work`.
 */
export async function withPortal<T>(ctx: CommandContext, work: (services: Services, database: Database) => Promise<T>): Promise<T> {
  // Imported here, not above: --help and usage errors answer without loading the portal.
  const [{ openDatabase }, { createServices }] = await Promise.all([import('../database.js'), import('../services.js')]);
  const database = await openDatabase(ctx.config, ctx.log);
  try {
    return await work(createServices(ctx.config, ctx.log, database.orm), database);
  } finally {
    await database.close();
  }
}
