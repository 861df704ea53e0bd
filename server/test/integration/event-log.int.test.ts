import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ormOptions } from '../../src/orm.config.js';
import { BatchedWrites } from '../../src/core/db/batched-writes.js';
import { dispatchEvents, dispatchTo, EventLog, recordEvent, type EventSubscriber, type StoredEvent } from '../../src/core/events/index.js';
import type { Logger } from '../../src/logger.js';
import { createThrowawayDatabase } from '../helpers/databases.js';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Logger;

describe('usage event log', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let orm: MikroORM;
  let events: EventLog;
  const count = async (where = 'true') => Number((await orm.em.getConnection().execute(`select count(*) as n from usage_event where ${where}`))[0].n);

  beforeAll(async () => {
    database = await createThrowawayDatabase(inject('postgresUrl'), 'lp_test', { template: inject('templates').migrated });
    orm = await MikroORM.init(ormOptions(database.url));
    await orm.getMigrator().up();
    events = new EventLog(new BatchedWrites(orm, log, 60_000));
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('keeps emitted events until the batch is written, then writes them in one go; a repeated id is kept once', async () => {
    const id = events.emit({ type: 'read', dims: { kind: 'ebook' }, readerId: 7, resourceId: 3, amount: 60 });
    events.emit({ type: 'read', dims: { kind: 'ebook' }, readerId: 7, resourceId: 3, amount: 60, id });
    events.emit({ type: 'page.view', dims: { path: '/index', terminal: 'pc', access: 'direct' } });
    expect(await count()).toBe(0);
    await events.flush();
    expect(await count()).toBe(2);
    const [row] = await orm.em.getConnection().execute(`select * from usage_event where id = ?`, [id]);
    expect(row).toMatchObject({ type: 'read', reader_id: 7, resource_id: 3, amount: 60, dims: { kind: 'ebook' } });
  });

  it('refuses an amount that is not a count before it reaches a batch', () => {
    expect(() => events.emit({ type: 'read', dims: {}, amount: -1 })).toThrow(/not a count/);
    expect(() => events.emit({ type: 'read', dims: {}, amount: 1.5 })).toThrow(/not a count/);
  });

  it('records an event with the transaction it reports: a rollback leaves no event', async () => {
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await recordEvent(tx, { type: 'comment.passed', dims: { submission: 1 }, readerId: 9 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count(`type = 'comment.passed'`)).toBe(0);
    await orm.em.fork().transactional((tx) => recordEvent(tx, { type: 'comment.passed', dims: { submission: 2 }, readerId: 9 }));
    expect(await count(`type = 'comment.passed'`)).toBe(1);
  });

  it('hands a subscriber each event of its types once, in order, across runs; a failing run is repeated', async () => {
    const seen: StoredEvent[] = [];
    let fail = false;
    const subscriber: EventSubscriber = {
      name: 'test.reads',
      types: ['read', 'comment.passed'],
      handle: async (_em, batch) => {
        if (fail) throw new Error('handler broke');
        seen.push(...batch);
      },
    };
    expect(await dispatchTo(orm.em.fork(), subscriber, 0)).toBe(2);
    expect(seen.map((e) => e.type)).toEqual(['read', 'comment.passed']);
    expect(seen[0]).toMatchObject({ readerId: 7, resourceId: 3, amount: 60, dims: { kind: 'ebook' } });
    expect(await dispatchTo(orm.em.fork(), subscriber, 0)).toBe(0);

    events.emit({ type: 'read', dims: {}, readerId: 8, amount: 30 });
    await events.flush();
    fail = true;
    const result = await dispatchEvents(orm, [subscriber], log, 0);
    expect(result['test.reads']).toMatch(/failed: handler broke/);
    fail = false;
    expect(await dispatchTo(orm.em.fork(), subscriber, 0)).toBe(1);
    expect(seen.map((e) => e.readerId)).toEqual([7, 9, 8]);
  });

  it('does not hand out events younger than the delay (a batch still committing could be passed)', async () => {
    const subscriber: EventSubscriber = { name: 'test.late', types: ['share'], handle: async () => undefined };
    events.emit({ type: 'share', dims: { channel: 'qr' } });
    await events.flush();
    expect(await dispatchTo(orm.em.fork(), subscriber, 60)).toBe(0);
    expect(await dispatchTo(orm.em.fork(), subscriber, 0)).toBe(1);
  });

  it('lets two processes dispatch the same subscriber at once without handing an event twice', async () => {
    for (let i = 0; i < 50; i++) events.emit({ type: 'download', dims: {}, resourceId: i });
    await events.flush();
    const seen: string[] = [];
    const subscriber: EventSubscriber = {
      name: 'test.race',
      types: ['download'],
      handle: async (_em, batch) => void seen.push(...batch.map((e) => e.id)),
    };
    const other = await MikroORM.init(ormOptions(database.url));
    try {
      await Promise.all([dispatchTo(orm.em.fork(), subscriber, 0), dispatchTo(other.em.fork(), subscriber, 0)]);
    } finally {
      await other.close(true);
    }
    expect(seen).toHaveLength(50);
    expect(new Set(seen).size).toBe(50);
  });
});
