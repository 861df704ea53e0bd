import 'reflect-metadata';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { knex, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormOptions } from '../../src/orm.config.js';
import { createThrowawayDatabase } from '../helpers/databases.js';
import { LOCK_CLASS, lockKey, prepareTemplates } from '../helpers/database-templates.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

/** The test databases made from templates (global-setup.ts) start where a fresh one would, each on its own. */
describe('template databases', () => {
  const serverUrl = inject('postgresUrl');
  const templates = inject('templates');
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const exists = async (name: string) => (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
  afterAll(() => admin.destroy());

  it('give a database with every migration applied and nothing seeded', async () => {
    const database = await createThrowawayDatabase(serverUrl, 'lp_test', { template: templates.migrated });
    const orm = await MikroORM.init(ormOptions(database.url));
    try {
      expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
      expect((await orm.getMigrator().getExecutedMigrations()).length).toBeGreaterThan(30);
      expect(await orm.em.getConnection().execute('select count(*)::int as n from admin_user')).toEqual([{ n: 0 }]);
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });

  describe('two demo portals', () => {
    let a: TestPortal;
    let b: TestPortal;
    beforeAll(async () => {
      [a, b] = await Promise.all([startTestPortal({ demoContent: true }), startTestPortal({ demoContent: true })]);
    }, 180_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('each have the demo catalogue in a database and files of their own', async () => {
      const [{ cover }] = await a.sql<{ cover: string }>(`select cover from resource where cover like '/uploads/demo/%' order by id limit 1`);
      const key = cover.slice('/uploads/'.length);
      const file = (portal: TestPortal) => join(portal.services.storage.localRoot()!, key);
      const original = readFileSync(file(b));
      // Written in place (the same inode, were the files linked), then deleted: the other portal and the template keep theirs.
      writeFileSync(file(a), 'changed');
      expect(readFileSync(file(b))).toEqual(original);
      expect(readFileSync(join(templates.demoDataDir, 'uploads', key))).toEqual(original);
      rmSync(file(a));
      expect(existsSync(file(b))).toBe(true);
      expect((await fetch(`${b.url}${cover}`)).status).toBe(200);

      await a.sql(`delete from resource where cover = ?`, [cover]);
      expect(await b.sql(`select 1 from resource where cover = ?`, [cover])).toHaveLength(1);
    });
  });

  it("drop another source's templates only once no run holds them", async () => {
    const other = 'f'.repeat(12) === templates.hash ? 'e'.repeat(12) : 'f'.repeat(12);
    const stale = `lp_tpl_${other}_migrated`;
    await admin.raw(`create database "${stale}" template "${templates.migrated}"`);
    const otherRun = knex({ client: 'pg', connection: serverUrl, pool: { min: 1, max: 1 } });
    try {
      await otherRun.raw('select pg_advisory_lock_shared(?, ?)', [LOCK_CLASS, lockKey(other)]);
      // A run of the same source as this one: finds its templates built, and leaves those in use.
      const held = await prepareTemplates(serverUrl);
      expect(held.buildMs).toEqual([0, 0]);
      await held.release();
      expect(await exists(stale)).toBe(true);
      // This run's templates outlive the other run's release: this run still holds them.
      expect(await exists(templates.migrated)).toBe(true);
      expect(await exists(templates.demo)).toBe(true);

      await otherRun.raw('select pg_advisory_unlock_shared(?, ?)', [LOCK_CLASS, lockKey(other)]);
      const free = await prepareTemplates(serverUrl);
      await free.release();
      expect(await exists(stale)).toBe(false);
    } finally {
      await otherRun.destroy();
      await admin.raw(`drop database if exists "${stale}" with (force)`);
    }
    // Waits for whoever is taking or dropping templates on the server at the moment (other runs too).
  }, 180_000);
});
