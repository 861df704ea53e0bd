/** The library news the load benchmarks page through (news-load.ts, deviation-ab.ts). */
import type { Logger } from '../src/logger.js';
import type { Database } from '../src/database.js';
import { News, NewsCategory } from '../src/modules/content/news.entity.js';

/** The list must have more than one page for the benchmark to mean something. */
const MIN_LIBRARY_NEWS = 200;

/** Tops the enabled library news up to MIN_LIBRARY_NEWS items, whatever the seeders created. */
export async function ensureNews(database: Database, log: Logger): Promise<void> {
  const em = database.orm.em.fork();
  const existing = await em.count(News, { category: NewsCategory.libraryNews, enabled: true });
  const missing = MIN_LIBRARY_NEWS - existing;
  if (missing <= 0) return;
  const now = Date.now();
  for (let i = 0; i < missing; i++) {
    em.create(News, {
      category: NewsCategory.libraryNews,
      title: `本馆新闻（压测）第 ${i + 1} 条：阅读推广活动与馆藏更新`,
      summary: '本馆近期举办系列阅读推广活动，并新增一批馆藏图书与电子资源，欢迎读者到馆借阅。',
      cover: '/uploads/bench/cover.jpg',
      body: '<p>本馆近期举办系列阅读推广活动。</p>'.repeat(20),
      author: '办公室',
      publishedAt: new Date(now - i * 3_600_000),
    });
  }
  await em.flush();
  log.info({ created: missing }, 'benchmark news created');
}
