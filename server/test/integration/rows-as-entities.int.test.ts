/**
 * rowsAsEntities reads entities from a statement written by hand (the related resources, a search's
 * page): they must come out as em.find gives them, of their subtype, without the lazy columns.
 */
import 'reflect-metadata';
import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdLoaded, loadedCollection, readOnlyRows, rowsAsEntities } from '../../src/core/db/fast-read/rows-as-entities.js';
import { ResourceClass } from '../../src/modules/catalogue/resource-class.entity.js';
import { BookCopy } from '../../src/modules/catalogue/resources/parts/book-copy.entity.js';
import { Resource } from '../../src/modules/catalogue/resources/resource.entity.js';
import { Book, Exhibition } from '../../src/modules/catalogue/resources/resource-kinds.entity.js';
import { entityValues } from '../helpers/entity-values.js';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

let portal: TestPortal;
let ids: number[];
let classId: number;

beforeAll(async () => {
  portal = await startTestPortal();
  const [cls] = await portal.sql<{ id: number }>(
    `insert into resource_class (kind, name, code, created_at, updated_at) values ('book', '中国文学', 'I2', now(), now()) returning id`,
  );
  const rows = await portal.sql<{ id: number }>(
    `insert into resource (kind, class_id, title, creators, keywords, isbn, pages, venue, starts_on, published_at, created_at, updated_at, search)
     values ('book', ${cls.id}, '文化苦旅', '{余秋雨}', '{散文,游记}', '9787506369763', 320, null, null, now(), now(), now(), to_tsvector('simple', '文化')),
            ('exhibition', null, '敦煌艺术展', '{}', '{}', null, null, '一号展厅', '2026-12-01', now(), now(), now(), to_tsvector('simple', '敦煌'))
     returning id`,
  );
  ids = rows.map((row) => row.id);
  classId = cls.id;
  await portal.sql(`insert into book_copy (resource_id, barcode, created_at, updated_at) values (${ids[0]}, 'B0001', now(), now())`);
}, 60_000);

afterAll(async () => {
  await portal?.close();
});

describe('rowsAsEntities', () => {
  it('gives what em.find gives, each row as its subtype, the lazy search vector left unread', async () => {
    const em = portal.services.orm.em.fork();
    const read = await rowsAsEntities(em, Resource, 'r', 'from resource r where r.id in (?) order by r.id', [ids]);
    const found = await portal.services.orm.em.fork().find(Resource, { id: { $in: ids } }, { orderBy: { id: 'ASC' } });

    expect(read.map((resource) => resource.constructor)).toEqual([Book, Exhibition]);
    expect(read.map((resource) => wrap(resource).toObject())).toEqual(found.map((resource) => wrap(resource).toObject()));
    expect(read[0]).toMatchObject({ title: '文化苦旅', creators: ['余秋雨'], isbn: '9787506369763', pages: 320 });
    expect((read[1] as Exhibition).startsOn).toBeDefined();
    // Lazy: the vector is never read with the row, so it is not on the entity at all.
    expect(read.map((resource) => resource.search)).toEqual([undefined, undefined]);
    // Managed by the fork like a row em.find read: asking again gives the same object, and no flush writes.
    expect(await em.findOne(Resource, ids[0])).toBe(read[0]);
    em.getUnitOfWork().computeChangeSets();
    expect(em.getUnitOfWork().getChangeSets()).toEqual([]);
  });

  it('leaves an entity the EntityManager holds as it is, unsaved changes included, as em.find does', async () => {
    const em = portal.services.orm.em.fork();
    const [held] = await em.find(Resource, { id: ids[0] });
    held.title = '文化苦旅（修订版）';
    const [read] = await rowsAsEntities(em, Resource, 'r', 'from resource r where r.id = ?', [ids[0]]);
    expect(read).toBe(held);
    expect(read.title).toBe('文化苦旅（修订版）');
  });

  it('loads a joined to-one relation as em.find’s populate does, or null where the join found none', async () => {
    const em = portal.services.orm.em.fork();
    const read = await rowsAsEntities(
      em,
      Resource,
      'r',
      'from resource r left join resource_class c on c.id = r.class_id where r.id in (?) order by r.id',
      [ids],
      { joined: { class: 'c' } },
    );
    const found = await portal.services.orm.em
      .fork()
      .find(Resource, { id: { $in: ids } }, { orderBy: { id: 'ASC' }, populate: ['class'] as never, strategy: 'joined' });

    // The class as a whole object on both sides (toObject writes a relation it was not told to
    // populate as its id).
    const withClass = (resource: Resource) => ({
      ...wrap(resource).toObject(),
      class: resource.class ? wrap(resource.class.unwrap()).toObject() : null,
    });
    expect(read.map(withClass)).toEqual(found.map(withClass));
    const cls = read[0].class!.unwrap();
    expect(cls).toBeInstanceOf(ResourceClass);
    expect(cls).toMatchObject({ name: '中国文学', code: 'I2' });
    expect(wrap(cls).isInitialized()).toBe(true);
    expect(read[1].class).toBeNull();
    // The class is managed too: the same object by id, and nothing to write.
    expect(await em.findOne(ResourceClass, cls.id)).toBe(cls);
    em.getUnitOfWork().computeChangeSets();
    expect(em.getUnitOfWork().getChangeSets()).toEqual([]);
  });

  describe('read only (readOnlyRows: a list page, related cards, search hits)', () => {
    const readOnly = (em: ReturnType<TestPortal['services']['orm']['em']['fork']>) =>
      rowsAsEntities(em, Resource, 'r', 'from resource r where r.id in (?) order by r.id', [ids], { readOnly: true });

    it('gives the values em.find gives, each row as its subtype, converted as MikroORM converts them', async () => {
      const read = await readOnly(portal.services.orm.em.fork());
      const found = await portal.services.orm.em.fork().find(Resource, { id: { $in: ids } }, { orderBy: { id: 'ASC' } });

      expect(read.map((resource) => resource.constructor)).toEqual([Book, Exhibition]);
      expect(read.map(entityValues)).toEqual(found.map(entityValues));
      expect(entityValues(read[0])).toMatchObject({ class: classId, supplier: null, batch: null });
      // text[] as arrays, a date column as em.find gives it, a double as a number.
      expect(read[0]).toMatchObject({ creators: ['余秋雨'], keywords: ['散文', '游记'], scoreAverage: found[0].scoreAverage });
      expect((read[1] as Exhibition).startsOn).toEqual((found[1] as Exhibition).startsOn);
      expect(read[0].classId).toBe(classId);
      expect(read[1].class).toBeNull();
      expect(read.map((resource) => resource.search)).toEqual([undefined, undefined]);
    });

    it('is left out of the unit of work: a change to it is never written', async () => {
      const em = portal.services.orm.em.fork();
      const [book] = await readOnly(em);
      expect(await em.findOne(Resource, ids[0])).not.toBe(book);
      book.title = '改过的书名';
      await em.flush();
      const [stored] = await portal.sql<{ title: string }>(`select title from resource where id = ${ids[0]}`);
      expect(stored.title).toBe('文化苦旅');
    });

    it('loads its relations through the EntityManager when asked: the class, the copies', async () => {
      const em = portal.services.orm.em.fork();
      const [book] = (await readOnly(em)) as [Book, Exhibition];
      expect((await book.class!.load())?.name).toBe('中国文学');
      expect(book.copies.isInitialized()).toBe(false);
      expect((await book.copies.load()).getItems().map((copy) => copy.barcode)).toEqual(['B0001']);
    });

    it('reads the owning side of a two-way relation (a copy of a book) past MikroORM’s setter', async () => {
      const em = portal.services.orm.em.fork();
      const [copy] = await rowsAsEntities(em, BookCopy, 'c', 'from book_copy c where c.resource_id = ?', [ids[0]], { readOnly: true });
      expect(copy).toBeInstanceOf(BookCopy);
      expect(copy).toMatchObject({ barcode: 'B0001', resourceId: ids[0] });
      expect((await copy.resource.load())?.title).toBe('文化苦旅');
    });

    it('comes with a joined relation read only too, loaded, or null where the join found none', async () => {
      const em = portal.services.orm.em.fork();
      const [book, exhibition] = await rowsAsEntities(
        em,
        Resource,
        'r',
        'from resource r left join resource_class c on c.id = r.class_id where r.id in (?) order by r.id',
        [ids],
        { joined: { class: 'c' }, readOnly: true },
      );
      const found = await portal.services.orm.em.fork().findOneOrFail(ResourceClass, classId);
      expect(book).toBeInstanceOf(Book);
      expect(entityValues(book.class!.unwrap())).toEqual(entityValues(found));
      expect(exhibition.class).toBeNull();
      // Loaded with the row: loading it asks nothing; neither the class nor the book is managed.
      const execute = vi.spyOn(em.getConnection(), 'execute').mockClear();
      expect((await book.class!.load())?.name).toBe('中国文学');
      expect(execute).not.toHaveBeenCalled();
      execute.mockRestore();
      expect(em.getUnitOfWork().getIdentityMap().values()).toEqual([]);
      book.class!.unwrap().name = '改过的分类';
      await em.flush();
      const [stored] = await portal.sql<{ name: string }>(`select name from resource_class where id = ${classId}`);
      expect(stored.name).toBe('中国文学');
    });

    it('holds a collection the caller read for it, loaded: reading it asks nothing more', async () => {
      const em = portal.services.orm.em.fork();
      const [book] = (await readOnly(em)) as [Book, Exhibition];
      const copies = await rowsAsEntities(em, BookCopy, 'c', 'from book_copy c where c.resource_id = ?', [ids[0]], { readOnly: true });
      holdLoaded(book, 'copies', copies);
      const execute = vi.spyOn(em.getConnection(), 'execute').mockClear();
      expect(loadedCollection(book, 'copies')?.getItems()).toEqual(copies);
      expect((await book.copies.load()).getItems().map((copy) => copy.barcode)).toEqual(['B0001']);
      expect(execute).not.toHaveBeenCalled();
      execute.mockRestore();
    });

    it('answers a relation’s key (classId, resourceId) from the row, making no entity for it', async () => {
      const em = portal.services.orm.em.fork();
      const [book, exhibition] = await readOnly(em);
      const [copy] = await rowsAsEntities(em, BookCopy, 'c', 'from book_copy c where c.resource_id = ?', [ids[0]], { readOnly: true });
      expect([book.classId, exhibition.classId, copy.resourceId, copy.libraryId]).toEqual([classId, undefined, ids[0], undefined]);
      expect(em.getUnitOfWork().getIdentityMap().values()).toEqual([]);
      // Once the relation is set, its id is the new one's.
      book.class = em.getReference(ResourceClass, classId + 1000) as never;
      expect(book.classId).toBe(classId + 1000);
      // A managed entity answers its relation's id.
      const managed = await em.findOneOrFail(Resource, ids[0]);
      expect(managed.classId).toBe(classId);
    });

    it('reads rows a caller already fetched, with no statement of its own', async () => {
      const em = portal.services.orm.em.fork();
      const rows = await em.getConnection().execute<Record<string, unknown>[]>(`select r.* from resource r where r.id = ?`, [ids[0]]);
      const [book] = readOnlyRows(em, Resource, rows);
      expect(book).toBeInstanceOf(Book);
      expect(book.title).toBe('文化苦旅');
    });
  });
});
