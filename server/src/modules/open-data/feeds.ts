/**
 * RSS 2.0 and Atom feeds (issue 18) of what a guest sees: each news category, each resource kind's
 * newest, the new-book list (新书通报), a topic's resources (/feeds/topic/{id}), and any search (newest first). Written by the `feed` library; each page that has a feed
 * links it (client/src/components/FeedLinks.tsx). Search feeds are not logged as searches: a feed
 * reader polls, no reader typed them.
 */
import express, { type Request, type Response, type Router } from 'express';
import { Feed, type Item } from 'feed';
import type { Services } from '../../core/services.js';
import { AppError } from '../../core/errors/app-error.js';
import { sendError } from '../../core/errors/send-error.js';
import { findMenuItem, NewsCategory, newsCrud, topicFeed } from '../content/index.js';
import { answering, queryText, siteBase } from './http.js';
import { RESOURCE_KIND_NAMES, resourcePagePath, ResourceKind, ResourceService, SearchSort, searchResources } from '../catalogue/index.js';

/** Items per feed: what a feed reader shows as new. */
const FEED_ITEMS = 20;
/** A topic's feed lists its resources (newest first), up to this many. */
const TOPIC_FEED_ITEMS = 100;
const FORMATS = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' } as const;
type Format = keyof typeof FORMATS;

/** A news category's name and list page, as the site menu has them. */
const newsPage = (category: string) => ((Object.values(NewsCategory) as string[]).includes(category) ? findMenuItem(category) : undefined);

/** Kinds whose list page the site menu has (their feed links it); a detail page for all but databases. */
const FEED_KINDS = Object.values(ResourceKind).filter((kind) => findMenuItem(kind)?.url === `/resources/${kind}`);

interface FeedResource {
  id: number;
  kind: ResourceKind;
  title: string;
  summary?: string | null;
  creators?: string[];
  cover?: string | null;
  publishedAt: Date;
}

/** `/feeds/news/libraryNews.atom` → ['libraryNews', 'atom']. */
function nameAndFormat(file: string): [string, Format] | undefined {
  const match = /^([A-Za-z]+)\.(rss|atom)$/.exec(file);
  return match ? [match[1], match[2] as Format] : undefined;
}

export function feedRoutes(services: Services): Router {
  const router = express.Router();
  const base = siteBase(services.config);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`);
  const resources = new ResourceService();

  /** A feed of these items, as `format`, linking itself and the page it follows. */
  const send = (res: Response, format: Format, meta: { title: string; page: string; self: (format: Format) => string }, items: Item[]) => {
    const feed = new Feed({
      id: absolute(meta.page),
      title: `${meta.title} · ${services.config.site.name}`,
      link: absolute(meta.page),
      // RSS 2.0 requires a channel description.
      description: `${services.config.site.name} · ${meta.title}：最新的 ${FEED_ITEMS} 条`,
      language: 'zh-CN',
      favicon: absolute('/favicon.svg'),
      copyright: services.config.site.name,
      updated: items[0]?.date ?? new Date(0),
      generator: services.config.site.name,
      feedLinks: { rss: absolute(meta.self('rss')), atom: absolute(meta.self('atom')) },
    });
    for (const item of items) feed.addItem(item);
    res
      .type(FORMATS[format])
      .set('Cache-Control', 'public, max-age=300')
      .send(format === 'rss' ? feed.rss2() : feed.atom1());
  };

  const resourceItem = (resource: FeedResource): Item => {
    const link = resourcePagePath(resource);
    return {
      title: resource.title,
      id: absolute(`/resources/${resource.kind}/detail?id=${resource.id}`),
      link: absolute(link),
      date: resource.publishedAt,
      description: resource.summary ?? undefined,
      author: (resource.creators ?? []).map((name) => ({ name })),
      category: [{ name: RESOURCE_KIND_NAMES[resource.kind] }],
      ...(resource.cover ? { image: absolute(resource.cover) } : {}),
    };
  };

  /** Runs a feed handler with the feed's name and format; bad paths are 404. */
  const handle = (answer: (req: Request, res: Response, format: Format, name: string) => Promise<void>) =>
    answering(services, async (req, res) => {
      const parsed = nameAndFormat(String(req.params.file));
      if (!parsed) return sendError(res, AppError.notFound());
      await answer(req, res, parsed[1], parsed[0]);
    });

  router.get(
    '/feeds/news/:file',
    handle(async (_req, res, format, category) => {
      const menu = newsPage(category);
      if (!menu) return sendError(res, AppError.notFound());
      const page = await newsCrud.service.list(
        services.orm.em.fork(),
        { filter: { category: category as NewsCategory }, pageSize: FEED_ITEMS },
        { viewer: undefined },
      );
      const items = page.items.map((news) => ({
        title: news.title,
        id: absolute(`/information/${category}/detail?id=${news.id}`),
        link: absolute(`/information/${category}/detail?id=${news.id}`),
        date: news.publishedAt,
        description: news.summary ?? undefined,
        content: news.body,
        ...(news.author ? { author: [{ name: news.author }] } : {}),
        ...(news.cover ? { image: absolute(news.cover) } : {}),
      }));
      send(res, format, { title: menu.name, page: menu.url, self: (f) => `/feeds/news/${category}.${f}` }, items);
    }),
  );

  router.get(
    '/feeds/resources/:file',
    handle(async (_req, res, format, kind) => {
      if (!FEED_KINDS.includes(kind as ResourceKind)) return sendError(res, AppError.notFound());
      const page = await resources.listPublic(services.orm.em.fork(), undefined, {
        filter: { kind: kind as ResourceKind },
        pageSize: FEED_ITEMS,
        sortBy: 'publishedAt',
      });
      const name = RESOURCE_KIND_NAMES[kind as ResourceKind];
      send(
        res,
        format,
        { title: `${name} · 最新`, page: `/resources/${kind}`, self: (f) => `/feeds/resources/${kind}.${f}` },
        page.items.map(resourceItem),
      );
    }),
  );

  // A topic's resources (专题), each with its section as the category: /feeds/topic/12.rss.
  router.get(
    '/feeds/topic/:file',
    answering(services, async (req, res) => {
      const match = /^(\d{1,9})\.(rss|atom)$/.exec(String(req.params.file));
      const found = match ? await topicFeed(services.orm.em.fork(), Number(match[1])) : undefined;
      if (!match || !found) return sendError(res, AppError.notFound());
      const [id, format] = [match[1], match[2] as Format];
      const seen = new Set<number>();
      const items = found.sections
        .flatMap((section) => section.resources.map((resource) => ({ resource: resource as FeedResource, section: section.title })))
        .filter(({ resource }) => !seen.has(resource.id) && seen.add(resource.id))
        .sort((a, b) => b.resource.publishedAt.getTime() - a.resource.publishedAt.getTime())
        .slice(0, TOPIC_FEED_ITEMS)
        .map(({ resource, section }) => {
          const item = resourceItem(resource);
          return { ...item, category: [{ name: section }, ...(item.category ?? [])] };
        });
      send(res, format, { title: `专题 · ${found.topic.title}`, page: `/topic/detail?id=${id}`, self: (f) => `/feeds/topic/${id}.${f}` }, items);
    }),
  );

  router.get(
    '/feeds/:file',
    handle(async (req, res, format, name) => {
      if (name === 'newBooks') {
        // 新书通报: the paper books the page lists, newest first (what the page shows, by its menu name).
        const page = await resources.listPublic(services.orm.em.fork(), undefined, {
          filter: { kind: ResourceKind.book },
          pageSize: FEED_ITEMS,
          sortBy: 'publishedAt',
        });
        const menu = findMenuItem('newBooks')!;
        return send(res, format, { title: menu.name, page: menu.url, self: (f) => `/feeds/newBooks.${f}` }, page.items.map(resourceItem));
      }
      if (name !== 'search') return sendError(res, AppError.notFound());
      const q = queryText(req, res);
      if (q === undefined) return;
      const found = await searchResources(
        services.orm.em.fork(),
        undefined,
        { query: q, page: 1, pageSize: FEED_ITEMS, sort: SearchSort.NEWEST },
        null,
      );
      const query = `?q=${encodeURIComponent(q)}`;
      send(
        res,
        format,
        { title: `检索：${q}`, page: `/retrieve${query}`, self: (f) => `/feeds/search.${f}${query}` },
        found.items.map((item) => resourceItem(item.resource as FeedResource)),
      );
    }),
  );
  return router;
}
