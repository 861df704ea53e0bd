import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { assertPaging, type PageOf } from '../../../core/crud/page.js';
import { AppError } from '../../../core/errors/app-error.js';
import { READER_LIMITS } from '../../../core/limits/reader-bounds.js';
import type { Services } from '../../../core/services.js';
import { changeResourceCounters, countNewIssues, findOpenable, ResourceKind, visibleWhere } from '../../catalogue/index.js';
import { MarkType, ReaderMark } from './reader-mark.entity.js';

/** Kinds a reader may subscribe to: new editions and volumes come out. */
export const SUBSCRIBABLE_KINDS: ResourceKind[] = [ResourceKind.newspaper, ResourceKind.journal];

function readerOf(viewer: Viewer | undefined): number {
  if (viewer?.kind !== 'reader') throw AppError.unauthenticated();
  return viewer.id;
}

/** Issue 54: marks per reader are bounded (READER_LIMITS.marks), and so is how fast they change. */
const MARK_LIMITS: Record<MarkType, { max: number; message: string }> = {
  [MarkType.COLLECTION]: {
    max: READER_LIMITS.marks.collectionsPerReader,
    message: `收藏数量已达上限（${READER_LIMITS.marks.collectionsPerReader} 个）`,
  },
  [MarkType.SUBSCRIPTION]: {
    max: READER_LIMITS.marks.subscriptionsPerReader,
    message: `订阅数量已达上限（${READER_LIMITS.marks.subscriptionsPerReader} 个）`,
  },
};
export const MARK_RATE_MESSAGE = '操作过于频繁，请稍后再试';

async function assertMarkRate(services: Services, readerId: number) {
  if (!(await services.rateLimiter.hit(READER_LIMITS.marks.rate, String(readerId)))) throw AppError.tooManyRequests(MARK_RATE_MESSAGE);
}

/** Collections and subscriptions: set, cleared and listed by the reader; counters kept on the resource. */
export const ReaderMarks = {
  /** Sets a mark; answers whether it was new. Safe under parallel requests (one row, one count). */
  async set(em: EntityManager, services: Services, viewer: Viewer | undefined, resourceId: number, type: MarkType): Promise<boolean> {
    const readerId = readerOf(viewer);
    await assertMarkRate(services, readerId);
    const resource = await findOpenable(em, viewer, resourceId);
    if (type === MarkType.SUBSCRIPTION && !SUBSCRIBABLE_KINDS.includes(resource.kind)) {
      throw AppError.badInput('resourceId', '只有报纸和期刊可以订阅');
    }
    return em.transactional(async (tx) => {
      // One at a time per reader and type, so the count and the insert agree; a mark already set is answered as before.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`ReaderMark:${type}:${readerId}`]);
      const [{ marks, here }] = await tx.execute<{ marks: string; here: boolean }[]>(
        'select count(*) as marks, bool_or(resource_id = ?) as here from reader_mark where reader_id = ? and type = ?',
        [resourceId, readerId, type],
      );
      if (!here && Number(marks) >= MARK_LIMITS[type].max) throw AppError.badInput('resourceId', MARK_LIMITS[type].message);
      const rows = await tx.execute<{ id: number }[]>(
        `insert into reader_mark (created_at, updated_at, reader_id, resource_id, type, seen_at)
         values (now(), now(), ?, ?, ?, now()) on conflict do nothing returning id`,
        [readerId, resourceId, type],
      );
      if (rows.length && type === MarkType.COLLECTION) await changeResourceCounters(tx, resourceId, { collections: 1 });
      return rows.length > 0;
    });
  },

  /** Clears a mark; answers whether there was one. */
  async clear(em: EntityManager, services: Services, viewer: Viewer | undefined, resourceId: number, type: MarkType): Promise<boolean> {
    const readerId = readerOf(viewer);
    await assertMarkRate(services, readerId);
    return em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>('delete from reader_mark where reader_id = ? and resource_id = ? and type = ? returning id', [
        readerId,
        resourceId,
        type,
      ]);
      if (rows.length && type === MarkType.COLLECTION) await changeResourceCounters(tx, resourceId, { collections: -1 });
      return rows.length > 0;
    });
  },

  /** The reader's marks of one type, newest first, of resources still shown; subscriptions count what is new. */
  async mine(em: EntityManager, viewer: Viewer | undefined, type: MarkType, kind: ResourceKind | undefined, page: number, pageSize: number) {
    const readerId = readerOf(viewer);
    assertPaging(page, pageSize);
    const resource = { $and: [visibleWhere(viewer), ...(kind ? [{ kind }] : [])] };
    const [items, total] = await em.findAndCount(
      ReaderMark,
      { reader: readerId, type, resource },
      { orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }], limit: pageSize, offset: (page - 1) * pageSize, populate: ['resource'] },
    );
    for (const mark of items) mark.newIssues = 0;
    if (type === MarkType.SUBSCRIPTION) {
      const counts = await countNewIssues(
        em,
        items.map((mark) => ({ resourceId: mark.resource.id, since: mark.seenAt })),
      );
      for (const mark of items) mark.newIssues = counts.get(mark.resource.id) ?? 0;
    }
    return { items, total, page, pageSize, totalCapped: false } satisfies PageOf<ReaderMark>;
  },

  /** The subscriber opened the resource: what was new is seen. */
  async see(em: EntityManager, viewer: Viewer | undefined, resourceId: number): Promise<boolean> {
    const readerId = readerOf(viewer);
    const changed = await em.nativeUpdate(
      ReaderMark,
      { reader: readerId, resource: resourceId, type: MarkType.SUBSCRIPTION },
      { seenAt: new Date() },
    );
    return changed > 0;
  },
};
