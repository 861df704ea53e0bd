import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { assertPaging, type PageOf } from '../../../core/crud/page.js';
import { AppError } from '../../../core/errors/app-error.js';
import { changeResourceCounters, countNewIssues, findOpenable, ResourceKind, visibleWhere } from '../../catalogue/index.js';
import { MarkType, ReaderMark } from './reader-mark.entity.js';

/** Kinds a reader may subscribe to: new editions and volumes come out. */
export const SUBSCRIBABLE_KINDS: ResourceKind[] = [ResourceKind.newspaper, ResourceKind.journal];

function readerOf(viewer: Viewer | undefined): number {
  if (viewer?.kind !== 'reader') throw AppError.unauthenticated();
  return viewer.id;
}

/** Collections and subscriptions: set, cleared and listed by the reader; counters kept on the resource. */
export const ReaderMarks = {
  /** Sets a mark; answers whether it was new. Safe under parallel requests (one row, one count). */
  async set(em: EntityManager, viewer: Viewer | undefined, resourceId: number, type: MarkType): Promise<boolean> {
    const readerId = readerOf(viewer);
    const resource = await findOpenable(em, viewer, resourceId);
    if (type === MarkType.SUBSCRIPTION && !SUBSCRIBABLE_KINDS.includes(resource.kind)) {
      throw AppError.badInput('resourceId', '只有报纸和期刊可以订阅');
    }
    return em.transactional(async (tx) => {
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
  async clear(em: EntityManager, viewer: Viewer | undefined, resourceId: number, type: MarkType): Promise<boolean> {
    const readerId = readerOf(viewer);
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
