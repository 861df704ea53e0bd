/**
 * Writes a migration for the difference between the entities and the migrated schema.
 * Usage: DATABASE_URL=postgres://…/scratch npm run migration:create --workspace server
 * then list the new class in src/migrations/index.ts.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { fileURLToPath } from 'node:url';
import { ormOptions } from './orm.config.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must point at a scratch database');
const orm = await MikroORM.init({
  ...ormOptions(url),
  migrations: { ...ormOptions(url).migrations, path: fileURLToPath(new URL('./migrations', import.meta.url)), emit: 'ts' },
});
const migrator = orm.getMigrator();
await migrator.up();
const result = await migrator.createMigration(undefined, false, false);
console.log(result.fileName ? `wrote ${result.fileName}` : 'no changes');
await orm.close();
