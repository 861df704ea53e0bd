import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeRichText } from '../core/sanitize.js';
import { Banner } from '../modules/content/banner.entity.js';
import { FriendLink } from '../modules/content/friend-link.entity.js';
import { Library } from '../modules/content/library.entity.js';
import { News } from '../modules/content/news.entity.js';
import { writeDemoImages } from './demo-images.js';
import { buildNews } from './demo-news.js';
import { INDUSTRY_NEWS } from './demo-news-industry.js';
import { LIBRARY_NEWS } from './demo-news-library.js';
import { PUBLIC_NOTICES } from './demo-news-notice.js';
import { PEACE_NEWS } from './demo-news-peace.js';
import { DEMO_BANNERS, DEMO_LIBRARIES, DEMO_LINKS } from './demo-places.js';

const NEWS_SETS = [LIBRARY_NEWS, PEACE_NEWS, INDUSTRY_NEWS, PUBLIC_NOTICES];

/** Demo content of a fresh portal: news of every category, carousel, friendly links and branches, with generated pictures. */
export async function seedContent(em: EntityManager, uploadsDir: string) {
  const images = await writeDemoImages(uploadsDir, DEMO_LIBRARIES.length, DEMO_LINKS);
  const coverUrl = (name: string) => {
    const url = images.covers[name];
    if (!url) throw new Error(`demo news: no cover named ${name}`);
    return url;
  };

  NEWS_SETS.forEach((set, i) => {
    for (const row of buildNews(set, 1000 + i, coverUrl)) em.create(News, { ...row, body: sanitizeRichText(row.body) });
  });

  DEMO_BANNERS.forEach((banner, i) => {
    em.create(Banner, { title: banner.title, link: banner.link, image: images.banners[i], enabled: banner.enabled, sort: i + 1 });
  });

  DEMO_LINKS.forEach((link, i) => {
    const enabled = !('enabled' in link) || link.enabled;
    em.create(FriendLink, { name: link.name, url: link.url, logo: images.logos[i], enabled, sort: i + 1 });
  });

  DEMO_LIBRARIES.forEach((library, i) => {
    em.create(Library, { ...library, image: images.libraries[i], sort: i + 1 });
  });

  await em.flush();
}
