import { randomBytes } from 'node:crypto';
import { knex } from '@mikro-orm/postgresql';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The statement creating database `name`, a copy of `template` when given (global-setup.ts's
 * templates). PostgreSQL 15's default strategy, WAL_LOG, is kept: STRATEGY FILE_COPY (a checkpoint
 * before and after the copy) took 3.5–7.3 s against WAL_LOG's 0.3–2.5 s on this project's templates
 * (12 and 18 MB; 4 rounds each on the shared CI machine under load).
 */
export function createDatabaseSql(name: string, template?: string) {
  return template ? `create database "${name}" template "${template}"` : `create database "${name}"`;
}

/**
 * Creates a database on the server of `serverUrl`: empty, or a copy of `options.template`; returns
 * its URL and a function that drops it.
 */
export async function createThrowawayDatabase(serverUrl: string, prefix = 'lp_test', options: { template?: string } = {}) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(createDatabaseSql(name, options.template));
  } finally {
    await admin.destroy();
  }
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      const conn = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      try {
        await conn.raw(`drop database if exists "${name}" with (force)`);
      } finally {
        await conn.destroy();
      }
    },
  };
}
