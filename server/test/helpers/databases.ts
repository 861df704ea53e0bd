import { randomBytes } from 'node:crypto';
import { knex } from '@mikro-orm/postgresql';

/** Creates an empty database on the server of `serverUrl`; returns its URL and a function that drops it. */
export async function createThrowawayDatabase(serverUrl: string, prefix = 'lp_test') {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`create database "${name}"`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
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
