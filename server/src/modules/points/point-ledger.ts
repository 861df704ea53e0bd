import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit, type Actor } from '../../core/audit/audit.service.js';
import { AppError } from '../../core/errors/app-error.js';
import { Reader } from '../users/index.js';
import { libraryDate } from './library-date.js';
import { PointEntry } from './point-entry.entity.js';

/** One change to append to a reader's ledger. */
export interface NewPointEntry {
  readerId: number;
  delta: number;
  reason: string;
  ruleId?: number | null;
  sourceEventId?: string | null;
  adminId?: number | null;
  /** When it happened (an award: the event's time); its library day is the one the caps count. */
  at: Date;
}

/**
 * Moves the balance and appends the entry, in the caller's transaction. The balance changes in one
 * `INSERT … ON CONFLICT DO UPDATE` or `UPDATE … RETURNING` (a row lock for the statement), so concurrent awards
 * and adjustments of one reader each see the other's result; `floor` refuses a balance below it
 * (answers null and changes nothing).
 */
export async function appendEntry(tx: EntityManager, entry: NewPointEntry, floor?: number): Promise<{ id: number; balanceAfter: number } | null> {
  let account: { balance: number } | undefined;
  if (floor === undefined) {
    [account] = await tx.execute<{ balance: number }[]>(
      `insert into point_account (reader_id, balance, updated_at) values (?, ?, now())
       on conflict (reader_id) do update set balance = point_account.balance + excluded.balance, updated_at = now()
       returning balance`,
      [entry.readerId, entry.delta],
    );
  } else {
    await tx.execute('insert into point_account (reader_id, balance, updated_at) values (?, 0, now()) on conflict do nothing', [entry.readerId]);
    [account] = await tx.execute<{ balance: number }[]>(
      'update point_account set balance = balance + ?, updated_at = now() where reader_id = ? and balance + ? >= ? returning balance',
      [entry.delta, entry.readerId, entry.delta, floor],
    );
  }
  if (!account) return null;
  const [row] = await tx.execute<{ id: number }[]>(
    `insert into point_entry (reader_id, delta, reason, rule_id, source_event_id, admin_id, balance_after, day, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      entry.readerId,
      entry.delta,
      entry.reason,
      entry.ruleId ?? null,
      entry.sourceEventId ?? null,
      entry.adminId ?? null,
      account.balance,
      libraryDate(entry.at),
      entry.at,
    ],
  );
  return { id: Number(row.id), balanceAfter: account.balance };
}

export const ADJUST_ERRORS = {
  zero: '调整积分不能为0',
  reason: '请填写调整原因',
  negative: (balance: number) => `积分不足：当前积分${balance}，调整后不能为负数`,
} as const;

/**
 * 调整积分: an administrator adds or removes points with a reason. The entry keeps the reason and
 * the administrator; the audit log records the action on that entry with the change and the reason. A balance never goes below 0.
 */
export async function adjustPoints(em: EntityManager, readerId: number, delta: number, reason: string, actor: Actor): Promise<PointEntry> {
  const text = reason.trim();
  if (!text) throw AppError.badInput('reason', ADJUST_ERRORS.reason);
  if (!Number.isInteger(delta) || delta === 0) throw AppError.badInput('delta', ADJUST_ERRORS.zero);
  const id = await em.transactional(async (tx) => {
    if (!(await tx.count(Reader, { id: readerId }))) throw AppError.notFound('读者不存在');
    const added = await appendEntry(tx, { readerId, delta, reason: text, adminId: actor.adminId, at: new Date() }, 0);
    if (!added) {
      const [row] = await tx.execute<{ balance: number }[]>('select balance from point_account where reader_id = ?', [readerId]);
      throw AppError.badInput('delta', ADJUST_ERRORS.negative(row?.balance ?? 0));
    }
    // The log's detail shows the reader's balance before and after, and the reason.
    const balance = {
      targetId: readerId,
      field: 'balance',
      before: String(added.balanceAfter - delta),
      after: String(added.balanceAfter),
      changed: true,
    };
    recordAudit(tx, actor, 'adjustPoints', 'PointEntry', [added.id], [balance], `${delta > 0 ? '+' : ''}${delta}：${text}`.slice(0, 200));
    return added.id;
  });
  return em.findOneOrFail(PointEntry, id);
}
