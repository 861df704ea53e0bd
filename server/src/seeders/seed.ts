import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createStorage } from '../core/upload/storage-factory.js';
import { LocalStorage, type Storage } from '../core/upload/storage.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { AdminUser } from '../modules/users/admin-user.entity.js';
import { indexUnindexedResources } from '../modules/catalogue/search/search-document.js';
import { markSearchFirst } from '../modules/catalogue/search/search-first.js';
import { seedAccounts } from './accounts.seeder.js';
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

/** A fresh database (no administrator yet) gets the administrator, demo readers and demo content (news, places, the catalogue, the demo readers' loans). */
export async function seedIfEmpty(orm: MikroORM, config: Config, log: Logger, options: { content?: boolean } = {}) {
  const em = orm.em.fork();
  if ((await em.count(AdminUser, {})) > 0) return false;
  const storage = createStorage(config, 'uploads');
  // The demo seeders render into a directory: the store's own, or one put into the bucket afterwards.
  const uploadsDir = storage.localRoot() ?? (await mkdtemp(join(tmpdir(), 'lp-demo-files-')));
  try {
    await seed(em, config, log, options, uploadsDir, storage);
  } finally {
    if (!storage.localRoot()) await rm(uploadsDir, { recursive: true, force: true });
  }
  log.info('seeded a fresh database with demo data');
  return true;
}

/** Every file rendered under `dir` into the store, a few at a time (each is a round trip to a bucket). */
async function putDemoFiles(storage: Storage, dir: string) {
  const keys: string[] = [];
  for await (const key of new LocalStorage(dir).list()) keys.push(key);
  for (let i = 0; i < keys.length; i += 8) await Promise.all(keys.slice(i, i + 8).map((key) => storage.putFile(key, join(dir, key))));
}

async function seed(em: EntityManager, config: Config, log: Logger, options: { content?: boolean }, uploadsDir: string, storage: Storage) {
  await em.transactional(async (tx) => {
    await seedAccounts(tx, config.adminPassword);
    seedPointRules(tx);
    if (options.content !== false) {
      await seedContent(tx, config);
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
    // Inside the transaction: demo rows whose files did not reach the bucket are not kept.
    if (!storage.localRoot()) await putDemoFiles(storage, uploadsDir);
  });
}
