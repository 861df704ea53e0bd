/**
 * What the sitemap lists (issue 52): the public site's pages, then each news item, resource,
 * activity and topic (专题) a guest may open, each at the address the client routes it (client/src/router.tsx). Who
 * sees what is the public lists' own rule (the CRUD definitions' publicWhere, the catalogue's
 * visibility), never written again here. Rows are read in id order, a batch at a time, so a sitemap
 * of any size is read in bounded memory.
 */
import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { activityCrud, Activity } from '../activity/index.js';
import { GuideSlot, guideSlotPath, newsCrud, News, SITE_MENU, Topic, topicCrud, type SiteMenuItem } from '../content/index.js';
import { hasDetailPage, hiddenKinds, openableWhere, Resource, ResourceKind, ResourceService } from '../catalogue/index.js';

/** One address of the sitemap: a site path and when what it shows last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** A kind of address: how many there are, and a run of them in a stable order. */
export interface SitemapSource {
  count(em: EntityManager): Promise<number>;
  /** Entries `offset` to `offset + limit - 1`, a batch at a time. */
  read(em: EntityManager, offset: number, limit: number): AsyncIterable<SitemapEntry[]>;
}

/** Rows read per statement. */
const BATCH = 2000;

/** Menu entries that only redirect (the client's <Navigate>) and so are not pages of their own. */
const REDIRECTS = new Set(['/interaction', '/information', '/service']);

/** Public pages outside the menu (spec §2): the static pages, search and the interaction area's pages. */
const OTHER_PAGES = [
  '/retrieve',
  '/userProtocol',
  '/privacyPolicy',
  '/integrity',
  '/wudadao',
  ...['libraryNews', 'comments', 'resRecommend', 'volunteer', 'activitySite'].map((page) => `/interaction/${page}`),
];

const menuPaths = (items: SiteMenuItem[]): string[] => items.flatMap((item) => [item.url, ...menuPaths(item.children)]);

/** A kind's list a guest may see (the e-book list asks for a reader card). */
const guestSeesList = (path: string) => {
  const kind = /^\/resources\/([a-z]+)$/.exec(path)?.[1] as ResourceKind | undefined;
  return !kind || !hiddenKinds(undefined).includes(kind);
};

/** The site's public pages, once each: the menu's, each service guide's, and the others. */
export const SITE_PAGES: string[] = [...new Set([...menuPaths(SITE_MENU), ...Object.values(GuideSlot).map(guideSlotPath), ...OTHER_PAGES])].filter(
  (path) => !REDIRECTS.has(path) && guestSeesList(path),
);

const pages: SitemapSource = {
  count: async () => SITE_PAGES.length,
  async *read(_em, offset, limit) {
    yield SITE_PAGES.slice(offset, offset + limit).map((path) => ({ path }));
  },
};

/** A table's rows the public sees, by id: the first batch from `offset`, each next one after the last id. */
function rowsSource<E extends object, R extends { id: number; updatedAt: Date }>(
  entity: EntityName<E>,
  where: () => FilterQuery<E>,
  fields: string[],
  path: (row: R) => string,
): SitemapSource {
  const query = (em: EntityManager, after?: number) =>
    em
      .createQueryBuilder(entity)
      .where({ $and: [where(), ...(after === undefined ? [] : [{ id: { $gt: after } }])] } as FilterQuery<E>)
      .orderBy({ id: 'asc' } as never);
  return {
    count: (em) => query(em).getCount(),
    async *read(em, offset, limit) {
      let last: number | undefined;
      for (let left = limit; left > 0;) {
        const qb = query(em, last)
          .select(['id', 'updatedAt', ...fields] as never)
          .limit(Math.min(BATCH, left));
        if (last === undefined) qb.offset(offset);
        const rows = await qb.execute<R[]>('all');
        if (rows.length === 0) return;
        yield rows.map((row) => ({ path: path(row), lastmod: row.updatedAt }));
        last = rows[rows.length - 1].id;
        left -= rows.length;
      }
    },
  };
}

const resources = new ResourceService();
const DETAIL_KINDS = Object.values(ResourceKind).filter(hasDetailPage);

/** The sources in the sitemap's order. */
export const SITEMAP_SOURCES: SitemapSource[] = [
  pages,
  rowsSource(
    News,
    () => newsCrud.service.publicWhere(),
    ['category'],
    (row: { id: number; updatedAt: Date; category: string }) => `/information/${row.category}/detail?id=${row.id}`,
  ),
  // A resource whose detail page a guest may open: seen in the public lists, openable without a login.
  rowsSource(
    Resource,
    () => ({ $and: [resources.crud.publicWhere(undefined), openableWhere(undefined), { kind: { $in: DETAIL_KINDS } }] }) as FilterQuery<Resource>,
    ['kind'],
    (row: { id: number; updatedAt: Date; kind: string }) => `/resources/${row.kind}/detail?id=${row.id}`,
  ),
  rowsSource(
    Activity,
    () => activityCrud.service.publicWhere(),
    [],
    (row) => `/activity/detail?id=${row.id}`,
  ),
  // 专题: each published (enabled) topic's page, as the client routes it (topic/detail?id=).
  rowsSource(
    Topic,
    () => topicCrud.service.publicWhere(),
    [],
    (row) => `/topic/detail?id=${row.id}`,
  ),
];
