import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { hashPassword } from '../core/auth/passwords.js';
import { createStorage } from '../core/upload/storage-factory.js';
import { LocalStorage, type Storage } from '../core/upload/storage.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { AdminUser } from '../modules/users/admin-user.entity.js';
import { indexUnindexedResources } from '../modules/catalogue/search/search-document.js';
import { markSearchFirst } from '../modules/catalogue/search/search-first.js';
import { DEMO_READERS, seedAdmin, seedDemoReaders } from './accounts.seeder.js';
import { demoRowRecorder } from './demo-record.js';
import { DemoSeedRow } from '../modules/system/demo-seed.entity.js';
import { Reader } from '../modules/users/reader.entity.js';
import { seedCatalogueResources } from './catalogue-resources.seeder.js';
import { seedCatalogue } from './catalogue.seeder.js';
import { seedContent } from './content.seeder.js';
import { seedInteractions } from './interaction.seeder.js';
import { seedLoans } from './circulation.seeder.js';
import { seedVenues } from './venue.seeder.js';
import { seedActivities } from './activities.seeder.js';
import { seedModeration } from './moderation.seeder.js';
import { seedGuides } from './guides.seeder.js';
import { seedBranches } from './branches.seeder.js';
import { seedSurveys } from './surveys.seeder.js';
import { seedTopics } from './topics.seeder.js';
import { seedMobileDevices } from './mobile-devices.seeder.js';
import { seedPointRules } from './points.seeder.js';
import { seedReadTime } from './read-time.seeder.js';

/** What the first start of an empty database seeded. */
export interface FirstSeed {
  demo: boolean;
}

/**
 * A fresh database (no administrator yet) gets what every install needs: the `admin` account
 * (ADMIN_PASSWORD) and the default point rules (积分规则). With DEMO_DATA (on outside production),
 * also the demo readers and, unless `content: false` (tests), the demo content: news, places, the
 * catalogue, the demo readers' loans… — every row and file of it recorded for 清除演示数据.
 * Answers undefined when the database had an administrator already (nothing done).
 */
export async function seedIfEmpty(orm: MikroORM, config: Config, log: Logger, options: { content?: boolean } = {}): Promise<FirstSeed | undefined> {
  const em = orm.em.fork();
  if ((await em.count(AdminUser, {})) > 0) return undefined;
  const passwordHash = await hashPassword(config.adminPassword);
  const seed = async (tx: EntityManager, demoFiles?: DemoFiles) => {
    seedAdmin(tx, passwordHash);
    seedPointRules(tx);
    await tx.flush();
    if (demoFiles) await seedDemoRows(tx, config, log, options, demoFiles);
  };
  if (!config.demoData) {
    await em.transactional((tx) => seed(tx));
    log.info('seeded a fresh database: the administrator and the default settings (DEMO_DATA is off: no demo data)');
    return { demo: false };
  }
  await withDemoFiles(config, (files) => em.transactional((tx) => seed(tx, files), { isolationLevel: IsolationLevel.REPEATABLE_READ }));
  log.info('seeded a fresh database with demo data');
  return { demo: true };
}

/** Why `seedDemo` refused. */
export class DemoSeedRefused extends Error {}

/**
 * The demo readers and content into a database that has none yet (`portal seed-demo`), recorded as
 * the first start records them. Refused when the demo seed's rows are there already (recorded, or
 * the demo readers of a database seeded before the record existed).
 */
export async function seedDemo(orm: MikroORM, config: Config, log: Logger): Promise<Record<string, number>> {
  const em = orm.em.fork();
  const recorded = await em.count(DemoSeedRow, {});
  const readers = await em.count(Reader, { cardNumber: { $in: DEMO_READERS.map((reader) => reader.cardNumber) } });
  if (recorded || readers) throw new DemoSeedRefused('the database has demo data already (clear it first with `portal clear-demo`)');
  const counts = await withDemoFiles(config, (files) =>
    em.transactional((tx) => seedDemoRows(tx, config, log, {}, files), { isolationLevel: IsolationLevel.REPEATABLE_READ }),
  );
  log.info({ rows: counts }, 'seeded the demo data');
  return counts;
}

/** A directory the demo seeders render files into, and the store they are put into from there. */
interface DemoFiles {
  dir: string;
  storage: Storage;
}

async function withDemoFiles<T>(config: Config, work: (files: DemoFiles) => Promise<T>): Promise<T> {
  // Always a directory of its own, even for a local store: the files put from it are exactly the demo's.
  const dir = await mkdtemp(join(tmpdir(), 'lp-demo-files-'));
  try {
    return await work({ dir, storage: createStorage(config, 'uploads') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every file rendered under `dir` into the store, a few at a time (each is a round trip to a bucket), each recorded as the demo's. */
async function putDemoFiles(em: EntityManager, { storage, dir }: DemoFiles) {
  const keys: string[] = [];
  for await (const key of new LocalStorage(dir).list()) keys.push(key);
  for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((key) => storage.putFile(key, join(dir, key))));
  if (keys.length)
    await em.execute(`insert into demo_seed_file (storage_key) select jsonb_array_elements_text(?::jsonb) on conflict do nothing`, [
      JSON.stringify(keys),
    ]);
}

/** The demo seed proper, in the caller's transaction. */
async function seedDemoRows(tx: EntityManager, config: Config, log: Logger, options: { content?: boolean }, files: DemoFiles) {
  const recorder = await demoRowRecorder(tx);
  const uploadsDir = files.dir;
  await seedDemoReaders(tx);
  if (options.content !== false) {
    await seedContent(tx, uploadsDir);
    await seedGuides(tx);
    await seedCatalogue(tx);
    await seedCatalogueResources(tx, uploadsDir, log);
    await tx.flush();
    // Before indexing: passed tags are part of the search documents.
    await seedInteractions(tx);
    await seedLoans(tx, config.circulation);
    await seedVenues(tx, uploadsDir);
    await seedActivities(tx, uploadsDir);
    // Branches (issue 16): after the libraries they belong to.
    await seedBranches(tx, uploadsDir);
    await seedSurveys(tx);
    await tx.flush();
    // Topics and captured articles (issue 16, part "topics"): sections name catalogue resources.
    await seedTopics(tx, uploadsDir);
    await tx.flush();
    await seedModeration(tx);
    // 移动设备 (issue 17): after the libraries they stand in.
    await seedMobileDevices(tx);
    // Read time (issue 13): the demo readers' 我的阅读时长.
    await seedReadTime(tx);
    while ((await indexUnindexedResources(tx)) > 0);
    await markSearchFirst(tx);
  }
  await tx.flush();
  const counts = await recorder.record();
  // Inside the transaction: demo rows whose files did not reach the store are not kept.
  await putDemoFiles(tx, files);
  return counts;
}
