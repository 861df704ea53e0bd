import type { EntityData, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { assertPaging, type PageOf } from '../../../core/crud/page.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError } from '../../../core/errors/app-error.js';
import { READER_LIMITS } from '../../../core/limits/reader-bounds.js';
import { recordEvent, stableEventId } from '../../../core/events/index.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import type { Services } from '../../../core/services.js';
import { findOpenable, visibleWhere } from '../../catalogue/index.js';
import { assertNotBarred, screenSubmission } from '../../moderation/index.js';
import type { PassChange, SubmissionDefinition } from './submission.definition.js';
import type { Submission } from './submission.entity.js';

const DEFAULT_PER_HOUR = READER_LIMITS.submissions.perHour;
/** Issue 54: rows of one type a reader may have, whatever their state (a replacement adds none). */
const PER_READER = READER_LIMITS.submissions.perReader;
export const SUBMISSION_LIMIT_MESSAGE = `提交数量已达上限（${PER_READER} 条）`;

/** How a reader appears beside what they submitted: 张三 → 张*. */
export function maskedName(name: string): string {
  const chars = [...name.trim()];
  return chars.length ? `${chars[0]}*` : '读者';
}

/** The reader side of one submission type and the hooks that keep its counters right. */
export class SubmissionService<E extends Submission<string>, TInput extends object, TFilter extends object> {
  constructor(readonly def: SubmissionDefinition<E, TInput, TFilter>) {}

  /**
   * The reader sends one: logged in, not barred, within the hourly limit, about a resource they may
   * open, of a type that takes submissions now (moderation's examine item). The sensitive words
   * found in its text fields are kept on it; it waits for review or passes at once, as the item's
   * review mode says, and then counts as if a reviewer had passed it.
   */
  async submit(em: EntityManager, viewer: Viewer | undefined, input: TInput, services: Services): Promise<E> {
    if (viewer?.kind !== 'reader') throw AppError.unauthenticated();
    const rule = { name: `submit:${this.def.rest}`, limit: this.def.perHour ?? DEFAULT_PER_HOUR, windowSeconds: 3600 };
    await assertNotBarred(em, viewer.id);
    if (!(await services.rateLimiter.hit(rule, String(viewer.id)))) throw AppError.tooManyRequests('提交过于频繁，请稍后再试');
    const resourceId = this.def.resourceOf ? parseId(this.def.resourceOf(input), 'resourceId') : undefined;
    if (resourceId) await findOpenable(em, viewer, resourceId);
    const own = this.def.toData(input) as Record<string, unknown>;
    const texts = Object.fromEntries(this.def.textFields.map((field) => [field, own[field]]));
    const { flaggedWords, autoPass } = await screenSubmission(em, this.def.typeName, texts);
    const data = {
      ...own,
      ...(resourceId ? { resource: resourceId } : {}),
      reader: viewer.id,
      authorName: maskedName(viewer.name),
      status: autoPass ? ReviewStatus.PASSED : ReviewStatus.PENDING,
      flaggedWords,
      reply: null,
      reviewedAt: autoPass ? new Date() : null,
      unread: false,
    } as EntityData<E>;
    return em.transactional(async (tx) => {
      // One at a time per reader and type: "one per reader" rules and replacements cannot race.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`${this.def.typeName}:${viewer.id}`]);
      const existing = await this.def.beforeSubmit?.(tx, data, viewer.id);
      if (existing) {
        if (existing.status === ReviewStatus.PASSED) await this.passChanged(tx, existing, -1);
        tx.assign(existing, data as never);
        if (autoPass) await this.passChanged(tx, existing, 1);
        return existing;
      }
      if ((await tx.count(this.def.entity, { reader: viewer.id } as FilterQuery<E>)) >= PER_READER) {
        throw new AppError('BAD_USER_INPUT', SUBMISSION_LIMIT_MESSAGE);
      }
      const item = tx.create(this.def.entity, data as never);
      await tx.flush();
      // The same hooks as a reviewer's pass (counters, search documents, a venue's clash check).
      if (autoPass) await this.passChanged(tx, item, 1);
      return item;
    });
  }

  /** The reader's own, newest first, optionally of one state. */
  async mine(em: EntityManager, readerId: number, page: number, pageSize: number, status?: ReviewStatus | null): Promise<PageOf<E>> {
    assertPaging(page, pageSize);
    const where = { reader: readerId, ...(status ? { status } : {}) } as FilterQuery<E>;
    const [items, total] = await em.findAndCount(this.def.entity, where, {
      orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }] as unknown as QueryOrderMap<E>[],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize, totalCapped: false };
  }

  /** The reader has looked at their list: its reviews are no longer new. */
  async readMine(em: EntityManager, readerId: number): Promise<number> {
    return em.nativeUpdate(this.def.entity, { reader: readerId, unread: true } as FilterQuery<E>, { unread: false } as never);
  }

  /** Passed items, newest first: of one resource the viewer may open, or across what they may see. */
  async publicPage(em: EntityManager, viewer: Viewer | undefined, resourceId: string | null | undefined, page: number, pageSize: number) {
    assertPaging(page, pageSize);
    let resource: FilterQuery<E>;
    if (resourceId) resource = { resource: (await findOpenable(em, viewer, parseId(resourceId, 'resourceId'))).id } as FilterQuery<E>;
    else resource = { resource: visibleWhere(viewer) } as FilterQuery<E>;
    const where = { $and: [{ status: ReviewStatus.PASSED }, resource] } as FilterQuery<E>;
    const [items, total] = await em.findAndCount(this.def.entity, where, {
      orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }] as unknown as QueryOrderMap<E>[],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total, page, pageSize, totalCapped: false };
  }

  async passChanged(em: EntityManager, item: E, change: PassChange) {
    await this.def.onPassChange?.(em, item, change);
    const type = this.def.passedEvent;
    if (change === 1 && type) {
      const resource = (item as { resource?: { id: number } }).resource;
      await recordEvent(em, {
        type,
        dims: { submission: item.id },
        readerId: item.reader.id,
        resourceId: resource?.id ?? null,
        id: stableEventId(`${this.def.typeName}:${item.id}:passed`),
      });
    }
  }

  /** A review sets the state (singly or in batch): counters follow and the reader is told. */
  async statusChanging(em: EntityManager, item: E, status: ReviewStatus) {
    const was = item.status;
    // The hooks see the new state on the item (a tag's search document reads it after a flush).
    item.status = status;
    if (was !== status) {
      if (was === ReviewStatus.PASSED) await this.passChanged(em, item, -1);
      if (status === ReviewStatus.PASSED) await this.passChanged(em, item, 1);
    }
    item.reviewedAt = new Date();
    item.unread = true;
  }
}
