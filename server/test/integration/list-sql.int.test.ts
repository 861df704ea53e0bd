/**
 * Lists written out from their where (listBySql, whereSql) must give what em.find gives: the same
 * rows in the same order, the same count, the same entities; and forms it does not write are left
 * to em.find (undefined), never guessed at.
 */
import 'reflect-metadata';
import { raw, type EntityClass, type FilterQuery } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOneBySql, listBySql } from '../../src/core/crud/list-sql.js';
import { rowsAsEntities } from '../../src/core/db/fast-read/rows-as-entities.js';
import { contains } from '../../src/core/crud/where.js';
import { News, NewsCategory } from '../../src/modules/content/news.entity.js';
import { Resource } from '../../src/modules/catalogue/resources/resource.entity.js';
import { Book } from '../../src/modules/catalogue/resources/resource-kinds.entity.js';
import { visibleWhere } from '../../src/modules/catalogue/visibility/resource-visibility.js';
import { ResourceKind } from '../../src/modules/catalogue/resource-kind.js';
import { entityValues } from '../helpers/entity-values.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let classId: number;
let bookIds: number[];

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true });
  [{ id: classId }] = await portal.sql<{ id: number }>(`select class_id as id from resource where kind = 'book' and class_id is not null limit 1`);
  // Edge rows: a title with LIKE's wildcards in it, an unpublished news item, a book without a class.
  await portal.sql(
    `insert into news (category, title, summary, cover, body, published_at, views, enabled, recommended, sort, created_at, updated_at)
     values ('libraryNews', '满 100% 减_活动', null, null, '<p>x</p>', now() + interval '1 day', 7, true, false, 0, now(), now())`,
  );
  await portal.sql(
    `insert into resource (kind, title, creators, keywords, published_at, created_at, updated_at, views)
     values ('book', '无分类的书', '{鲁迅,周作人}', '{}', now(), now(), now(), 3)`,
  );
  bookIds = (await portal.sql<{ id: number }>(`select id from resource where kind = 'book' order by id`)).map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await portal?.close();
});

/** The page and count by listBySql and by em.find/em.count, each on a fresh EntityManager. */
async function both<E extends object>(entity: EntityClass<E>, where: FilterQuery<E>, orderBy: Record<string, string>[], limit = 50, offset = 0) {
  const written = await listBySql(portal.services.orm.em.fork(), entity, { where, orderBy, limit, offset });
  const em = portal.services.orm.em.fork();
  const found = await em.find(entity, where, { orderBy: orderBy as never, limit, offset });
  const count = await em.count(entity, where);
  return { written, found, count };
}

const newsOrder: Record<string, string>[] = [{ publishedAt: 'DESC' }, { id: 'DESC' }];
const resourceOrder: Record<string, string>[] = [{ id: 'DESC' }];

describe('listBySql', () => {
  const newsCases: Record<string, FilterQuery<News>> = {
    nothing: {},
    'the public rule and a category': { $and: [{ enabled: true, publishedAt: { $lte: new Date() } }, { category: NewsCategory.libraryNews }] },
    'a keyword with LIKE wildcards': { title: contains('100%') },
    'a keyword by prefix, case-insensitive': { title: { $ilike: '满%' } },
    'or, null and not null': { $or: [{ summary: null }, { cover: { $ne: null } }] },
    'comparisons together (the edge row has 7 views)': { views: { $gte: 0, $lt: 7 }, id: { $ne: 1 } },
    'a list of ids': { id: [1, 2, 3] },
    'an empty $in': { id: { $in: [] } },
    'an empty $nin': { id: { $nin: [] } },
    'enum in': { category: { $in: [NewsCategory.libraryNews] } },
    'an empty $and': { $and: [] },
  };
  for (const [name, where] of Object.entries(newsCases)) {
    it(`news, ${name}: the rows, order, count and entities of em.find`, async () => {
      const { written, found, count } = await both(News, where, newsOrder);
      expect(written).toBeDefined();
      const { items, total } = written!;
      expect(items.map((item) => item.id)).toEqual(found.map((item) => item.id));
      expect(items.map(entityValues)).toEqual(found.map(entityValues));
      expect(total).toBe(count);
    });
  }

  const resourceCases: Record<string, FilterQuery<Resource> | (() => FilterQuery<Resource>)> = {
    'the guest rule and a kind': { $and: [visibleWhere(undefined), { kind: ResourceKind.book }] },
    'hidden kinds left out': { kind: { $nin: [ResourceKind.ebook, ResourceKind.audio] } },
    'a creator in an array column': { creators: { $overlap: ['鲁迅'] } },
    // Read when the test runs: classId is known after beforeAll.
    'a class by its key, and none': () => ({ $or: [{ class: { $in: [classId] } }, { class: null }] }),
    'a class equal': () => ({ class: classId }),
    'keyword or creator': { $or: [{ title: contains('书') }, { creators: { $overlap: ['书'] } }] },
  };
  for (const [name, where] of Object.entries(resourceCases)) {
    it(`resources, ${name}: as em.find, each of its subtype`, async () => {
      const { written, found, count } = await both(Resource, typeof where === 'function' ? where() : where, resourceOrder);
      const { items, total } = written!;
      expect(found.length).toBeGreaterThan(0);
      expect(items.map((item) => [item.id, item.constructor.name])).toEqual(found.map((item) => [item.id, item.constructor.name]));
      expect(items.map(entityValues)).toEqual(found.map(entityValues));
      expect(total).toBe(count);
    });
  }

  it('a subtype reads only its own rows (kind = book), as em.find(Book) does', async () => {
    const { written, found, count } = await both(Book, {}, resourceOrder, 100);
    expect(written!.items.map((item) => item.id)).toEqual(found.map((item) => item.id));
    expect(written!.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(bookIds);
    expect(written!.total).toBe(count);
  });

  it('pages and nulls last as em.find pages them', async () => {
    const order: Record<string, string>[] = [{ summary: 'ASC NULLS LAST' }, { id: 'ASC' }];
    for (const offset of [0, 3, 1000]) {
      const { written, found, count } = await both(News, {}, order, 4, offset);
      expect(written!.items.map((item) => item.id)).toEqual(found.map((item) => item.id));
      // Past the last page: no rows, and still the count.
      expect(written!.total).toBe(count);
    }
  });

  it('counts at most cap + 1 rows when capped', async () => {
    const written = await listBySql(portal.services.orm.em.fork(), News, { where: {}, orderBy: newsOrder, limit: 1, offset: 0, cap: 2 });
    expect(written!.total).toBe(3);
  });

  it('leaves to em.find what it does not write: a raw key, a relation’s own field, $not, an empty $or, an unknown property', async () => {
    const unsupported: FilterQuery<Resource>[] = [
      { [raw('lower(title)')]: 'x' } as FilterQuery<Resource>,
      { class: { name: '中国文学' } },
      { $not: { id: 1 } },
      { $or: [] },
      { nonsense: 1 } as FilterQuery<Resource>,
      { creators: { $contains: ['鲁迅'] } },
    ];
    for (const where of unsupported) {
      expect(await listBySql(portal.services.orm.em.fork(), Resource, { where, orderBy: resourceOrder, limit: 5, offset: 0 })).toBeUndefined();
    }
    // Nor an order by a relation's field.
    expect(
      await listBySql(portal.services.orm.em.fork(), Resource, { where: {}, orderBy: [{ 'class.name': 'ASC' }], limit: 5, offset: 0 }),
    ).toBeUndefined();
  });

  it('finds one item as em.findOne finds it: the public rule and the id, none when hidden, em.findOne for other forms', async () => {
    const publicNews = (id: number): FilterQuery<News> => ({ enabled: true, publishedAt: { $lte: new Date() }, id });
    const [shown] = await portal.sql<{ id: number }>(`select id from news where published_at <= now() and enabled order by id limit 1`);
    const [hidden] = await portal.sql<{ id: number }>(`select id from news where published_at > now() limit 1`);
    const written = await findOneBySql(portal.services.orm.em.fork(), News, publicNews(shown.id));
    const found = await portal.services.orm.em.fork().findOne(News, publicNews(shown.id));
    expect(entityValues(written!)).toEqual(entityValues(found!));
    expect(await findOneBySql(portal.services.orm.em.fork(), News, publicNews(hidden.id))).toBeNull();
    expect(await findOneBySql(portal.services.orm.em.fork(), Resource, { class: { name: '中国文学' } })).toBeUndefined();
  });
});

describe('read-only rows of every entity (readOnlyRows, as a list page reads them)', () => {
  it('give what em.find gives, of every table the demo portal fills, converted the same way', async () => {
    const metadata = portal.services.orm.getMetadata();
    const roots = Object.values(metadata.getAll()).filter(
      (meta) => !meta.embeddable && !meta.virtual && !meta.pivotTable && meta.root === meta && meta.primaryKeys.length === 1,
    );
    const compared: string[] = [];
    for (const meta of roots) {
      const key = meta.properties[meta.primaryKeys[0]].fieldNames[0];
      const em = portal.services.orm.em.fork();
      // The rows as a statement reads them: the entity's columns, beside a value of the statement's own.
      const read = await rowsAsEntities(em, meta.class, 'e', `, 1 as "__extra_x" from "${meta.tableName}" e order by e."${key}" limit 20`, [], {
        readOnly: true,
      });
      if (!read.length) continue;
      const ids = read.map((row) => (row as Record<string, unknown>)[meta.primaryKeys[0]]);
      const found = await portal.services.orm.em
        .fork()
        .find(meta.class, { [meta.primaryKeys[0]]: { $in: ids } } as never, { orderBy: { [meta.primaryKeys[0]]: 'ASC' } as never });
      expect(
        read.map((row) => row.constructor),
        meta.className,
      ).toEqual(found.map((row) => row.constructor));
      expect(read.map(entityValues), meta.className).toEqual(found.map(entityValues));
      compared.push(meta.className);
    }
    // The demo portal fills most tables: resources of every kind, news, libraries, readers, activities, statistics.
    expect(compared.length).toBeGreaterThanOrEqual(25);
  });
});
