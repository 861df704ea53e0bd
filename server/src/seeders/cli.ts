/** `npm run seed`: migrates the configured database and fills it with demo data if it is empty. */
import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { openDatabase } from '../database.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openDatabase(config, log);
try {
  const seeded = await seedIfEmpty(database.orm, config, log);
  console.log(seeded ? 'seeded the database with demo data' : 'the database already has data: nothing seeded');
} finally {
  await database.close();
}
