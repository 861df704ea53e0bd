import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { Library } from '../modules/content/library.entity.js';
import { BatchNumber } from '../modules/catalogue/batch-number.entity.js';
import { ResourceClass } from '../modules/catalogue/resource-class.entity.js';
import type { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { RESOURCE_ENTITIES } from '../modules/catalogue/resources/resource-kinds.entity.js';
import type { Resource } from '../modules/catalogue/resources/resource.entity.js';
import { Supplier } from '../modules/catalogue/supplier.entity.js';
import { seedResourceParts } from './catalogue-parts.seeder.js';
import { buildDailyStats, insertDailyStats, seedResourceLists } from './catalogue-lists.seeder.js';
import { buildResourceSeeds } from './demo-catalogue-build.js';
import { coverSvg } from './demo-covers.js';
import { DemoFileWriter, hasCjkFont } from './demo-render.js';
import { writeDemoClips } from './demo-video.js';

/**
 * The demo catalogue (runs after catalogue.seeder.ts, which makes the classes, suppliers and
 * batches): about 270 resources of every kind with covers, children and files, book lists and
 * collections, and 60 days of usage. Files go to `${uploadsDir}/demo/catalogue/`.
 */

export interface CatalogueSeedSummary {
  resources: Partial<Record<ResourceKind, number>>;
  lists: number;
  dailyStats: number;
  files: number;
  bytes: number;
  /** Whether Chinese text could be drawn on the pictures (a CJK font is installed). */
  cjk: boolean;
  /** Real MP4 clips made (0 without ffmpeg). */
  clips: number;
  ms: number;
}

const CLIP_COUNT = 8;

export async function seedCatalogueResources(em: EntityManager, uploadsDir: string, log: Logger, now = new Date()): Promise<CatalogueSeedSummary> {
  const started = performance.now();
  const classes = await em.find(ResourceClass, {}, { orderBy: { kind: 'ASC', sort: 'ASC', id: 'ASC' } });
  const suppliers = await em.find(Supplier, {}, { orderBy: { sort: 'ASC', id: 'ASC' } });
  const batches = await em.find(BatchNumber, {}, { orderBy: { id: 'ASC' } });
  const libraries = await em.find(Library, {}, { orderBy: { sort: 'ASC', id: 'ASC' } });

  const files = new DemoFileWriter(uploadsDir);
  const cjk = await hasCjkFont();
  if (!cjk)
    log.info('no CJK font installed (e.g. Debian fonts-noto-cjk or fonts-wqy-microhei): demo covers show Latin titles instead of Chinese ones');
  // ffmpeg runs beside the picture rendering.
  const clipsMade = writeDemoClips(uploadsDir, 'demo/catalogue/video/clips', CLIP_COUNT);

  const seeds = buildResourceSeeds({ classes, suppliers, batches, now });
  const covers = await Promise.all(
    seeds.map((seed, i) => files.jpeg(`demo/catalogue/${seed.kind}/${seed.key}.jpg`, coverSvg(seed.kind, seed.cover, i + 1, cjk))),
  );
  const saved = seeds.map((seed, i) => ({
    seed,
    resource: em.create(RESOURCE_ENTITIES[seed.kind] as unknown as EntityClass<Resource>, { ...seed.data, cover: covers[i] } as never),
  }));

  const clips = await clipsMade;
  if (clips) files.bytes += clips.reduce((sum, clip) => sum + clip.bytes, 0);
  else log.warn('ffmpeg not found (apt-get install ffmpeg, or set FFMPEG_PATH): the demo video collections are seeded without videos');

  await seedResourceParts({ em, files, cjk, now, libraries, clips }, saved);
  const stats = buildDailyStats(saved, now);
  const lists = seedResourceLists(em, saved);
  await em.flush();
  await insertDailyStats(em, stats);

  const resources: CatalogueSeedSummary['resources'] = {};
  for (const { seed } of saved) resources[seed.kind] = (resources[seed.kind] ?? 0) + 1;
  const summary = {
    resources,
    lists,
    dailyStats: stats.length,
    files: files.files + (clips?.length ?? 0) * 2,
    bytes: files.bytes,
    cjk,
    clips: clips?.length ?? 0,
    ms: Math.round(performance.now() - started),
  };
  log.info(summary, 'demo catalogue seeded');
  return summary;
}
