/** `npm run seed`: migrates the configured database and seeds it as a first start would (demo data per DEMO_DATA) if it is empty. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../database.js';
import { seedIfEmpty, type FirstSeed } from './seed.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
let seeded: FirstSeed | undefined;
const database = await openDatabase(config, log, async (orm) => (seeded = await seedIfEmpty(orm, config, log)));
await database.close();
console.log(
  !seeded
    ? 'the database already has data: nothing seeded'
    : seeded.demo
      ? 'seeded the database with demo data'
      : 'seeded the administrator and the default settings (DEMO_DATA is off)',
);
