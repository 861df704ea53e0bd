import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormOptions } from '../../src/orm.config.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

describe('migrations', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'));
    orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('build exactly the schema the entities describe (relations, foreign keys and indexes included)', async () => {
    expect(await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('keep the search vectors in the row, where a search checks them without reading the TOAST table', async () => {
    const columns = await orm.em
      .getConnection()
      .execute<{ attname: string; attstorage: string }[]>(
        `select attname, attstorage from pg_attribute where attrelid = 'resource'::regclass and attname in ('search', 'search_words') order by attname`,
      );
    expect(columns).toEqual([
      { attname: 'search', attstorage: 'm' },
      { attname: 'search_words', attstorage: 'm' },
    ]);
  });
});
