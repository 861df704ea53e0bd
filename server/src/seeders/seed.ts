import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { AdminUser } from '../modules/users/admin-user.entity.js';
import { indexUnindexedResources } from '../modules/catalogue/search/search-document.js';
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
  await em.transactional(async (tx) => {
    await seedAccounts(tx, config.adminPassword);
    seedPointRules(tx);
    if (options.content !== false) {
      await seedContent(tx, config);
      await seedGuides(tx);
      await seedCatalogue(tx);
      await seedCatalogueResources(tx, join(config.dataDir, 'uploads'), log);
      await tx.flush();
      // Before indexing: passed tags are part of the search documents.
      await seedInteractions(tx);
      await seedLoans(tx, config.circulation);
      await seedVenues(tx, join(config.dataDir, 'uploads'));
      await seedActivities(tx, join(config.dataDir, 'uploads'));
      // Branches (issue 16): after the libraries they belong to.
      await seedBranches(tx, join(config.dataDir, 'uploads'));
      await seedSurveys(tx);
      await tx.flush();
      // Topics and captured articles (issue 16, part "topics"): sections name catalogue resources.
      await seedTopics(tx, join(config.dataDir, 'uploads'));
      await tx.flush();
      await seedModeration(tx);
      // 移动设备 (issue 17): after the libraries they stand in.
      await seedMobileDevices(tx);
      // Read time (issue 13): the demo readers' 我的阅读时长.
      await seedReadTime(tx);
      while ((await indexUnindexedResources(tx)) > 0);
    }
  });
  log.info('seeded a fresh database with demo data');
  return true;
}
