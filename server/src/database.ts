import { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './core/db/embedded.js';
import { ormOptions } from './orm.config.js';

export interface Database {
  orm: MikroORM;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/** Connects (starting the embedded PostgreSQL when DATABASE_URL is unset) and applies migrations. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(`${config.dataDir}/pg`, config.embeddedPgPort, log);
  try {
    const orm = await MikroORM.init(ormOptions(config.databaseUrl ?? embedded!.url));
    const applied = await orm.getMigrator().up();
    if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
    return {
      orm,
      embedded,
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
