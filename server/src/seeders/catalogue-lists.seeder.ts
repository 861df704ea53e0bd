import type { EntityManager } from '@mikro-orm/postgresql';
import { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { ResourceList, ResourceListType } from '../modules/catalogue/resources/resource-list.entity.js';
import type { Resource } from '../modules/catalogue/resources/resource.entity.js';
import type { ResourceSeed } from './demo-catalogue-build.js';
import { prng } from './demo-site.js';

/** Book lists, curated collections and the per-day usage that rankings over a period add up. */

type Saved = Array<{ seed: ResourceSeed; resource: Resource }>;

const LISTS: Array<{ type: ResourceListType; title: string; summary: string; titles: string[] }> = [
  {
    type: ResourceListType.BOOKLIST,
    title: '2026年度馆员推荐书单',
    summary: '本馆馆员从年度新书与经典中精选，适合各年龄段读者。',
    titles: ['平凡的世界', '活着', '三体', '人类简史：从动物到上帝', '百年孤独', '乡土中国', '长安的荔枝', '置身事内：中国政府与经济发展'],
  },
  {
    type: ResourceListType.BOOKLIST,
    title: '茅盾文学奖获奖作品',
    summary: '历届茅盾文学奖获奖长篇小说选读。',
    titles: ['平凡的世界', '白鹿原', '繁花', '穆斯林的葬礼', '尘埃落定', '额尔古纳河右岸', '北上'],
  },
  {
    type: ResourceListType.BOOKLIST,
    title: '科幻与想象力',
    summary: '从刘慈欣到经典外国科幻，打开想象的边界。',
    titles: ['三体', '三体Ⅱ·黑暗森林', '三体Ⅲ·死神永生', '球状闪电', '流浪地球', '时间简史', '三体（广播剧）'],
  },
  {
    type: ResourceListType.BOOKLIST,
    title: '少儿暑期阅读书单',
    summary: '适合小学生暑期阅读的图书与有声故事。',
    titles: ['小王子', '窗边的小豆豆', '草房子', '哈利·波特与魔法石', '十万个为什么', '上下五千年', '安徒生童话', '中国神话故事'],
  },
  {
    type: ResourceListType.COLLECTION,
    title: '国学经典资源集合',
    summary: '纸书、电子书、音频与视频，多种形式亲近国学经典。',
    titles: ['论语', '道德经', '唐诗三百首', '史记', '孙子兵法', '叶嘉莹讲古诗词', '唐诗朗诵精选', '钱文忠解读三字经'],
  },
  {
    type: ResourceListType.COLLECTION,
    title: '钱塘地方文献专题',
    summary: '地方志、老报纸、老照片与展览，读懂钱塘。',
    titles: [
      '钱塘地方志全文库',
      '钱塘老照片数据库',
      '钱塘日报',
      '钱塘晚报',
      '钱塘地方志文献展',
      '钱塘老报纸展',
      '钱塘名人手稿',
      '老城记忆——城市变迁摄影展',
    ],
  },
  {
    type: ResourceListType.COLLECTION,
    title: '编程与人工智能',
    summary: '从入门到进阶的编程图书、学位论文与学术资源。',
    titles: [
      'Python编程：从入门到实践',
      'Clean Code: A Handbook of Agile Software Craftsmanship',
      '人工智能：一种现代的方法',
      '算法导论',
      '数学之美',
      '基于深度学习的中文古籍版面分析方法',
      '计算机学报',
      '中国知网（CNKI）',
    ],
  },
];

export function seedResourceLists(em: EntityManager, saved: Saved): number {
  const byTitle = new Map<string, Resource>();
  for (const { resource } of saved) if (!byTitle.has(resource.title)) byTitle.set(resource.title, resource);
  LISTS.forEach((list, i) => {
    const resources = list.titles.map((title) => byTitle.get(title)).filter((r): r is Resource => r !== undefined);
    em.create(ResourceList, {
      listType: list.type,
      title: list.title,
      summary: list.summary,
      cover: resources[0]?.cover,
      resources,
      sort: i + 1,
      recommended: i % 3 === 0,
    });
  });
  return LISTS.length;
}

const DAY = 86_400_000;
export const STAT_DAYS = 60;

export interface DailyStatRow {
  resource: Resource;
  day: string;
  views: number;
  borrows: number;
  downloads: number;
}

/**
 * Per-day usage over the last 60 days for about half the resources (from their publication day
 * on); the totals on the resource rows grow by the same amounts, so totals never fall below the days.
 */
export function buildDailyStats(saved: Saved, now: Date): DailyStatRow[] {
  const rand = prng(60);
  const rows: DailyStatRow[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const { resource } of saved) {
    if (rand() < 0.5) continue;
    const mean = Math.max(0.5, resource.views / 300);
    const borrows = resource.kind === ResourceKind.book || resource.kind === ResourceKind.ebook || resource.kind === ResourceKind.audio;
    for (let d = 0; d < STAT_DAYS; d++) {
      const day = today - d * DAY;
      if (day < resource.publishedAt.getTime() - DAY) break;
      const row = {
        resource,
        day: new Date(day).toISOString().slice(0, 10),
        views: Math.floor(rand() * 2 * mean),
        borrows: borrows ? Math.floor(rand() * mean * 0.3) : 0,
        downloads: resource.downloads > 0 ? Math.floor(rand() * mean * 0.2) : 0,
      };
      if (!row.views && !row.borrows && !row.downloads) continue;
      rows.push(row);
      resource.views += row.views;
      resource.borrows += row.borrows;
      resource.downloads += row.downloads;
    }
  }
  return rows;
}

/** One statement for every row (after the resources are flushed and have ids), in the seeding transaction. */
export async function insertDailyStats(em: EntityManager, rows: DailyStatRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map(({ resource, day, views, borrows, downloads }) => ({ resource_id: resource.id, day, views, borrows, downloads })),
  );
  await em.getConnection().execute(
    `insert into resource_daily_stat (resource_id, day, views, borrows, downloads)
     select resource_id, day, views, borrows, downloads
       from jsonb_to_recordset(?::jsonb) as s(resource_id int, day date, views int, borrows int, downloads int)`,
    [json],
    'run',
    em.getTransactionContext(),
  );
}
