import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { assertPaging, createPageType, type PageOf } from '../../core/crud/page.js';
import { likePattern } from '../../core/crud/where.js';
import { AppError } from '../../core/errors/app-error.js';
import { readerSearchText } from '../users/index.js';
import { libraryDate } from './library-date.js';
import { PointEntry } from './point-entry.entity.js';
import { PointDirection, type PointEntryFilter } from './point.inputs.js';
import { PointAction, PointRule } from './point-rule.entity.js';

@ObjectType({ description: "A rule and the reader's points from it today (今日进度)", simpleResolvers: true })
export class PointRuleProgress {
  @Field(() => ID)
  ruleId!: number;

  @Field(() => PointAction)
  action!: PointAction;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int)
  points!: number;

  @Field(() => Int, { description: '0 = no cap' })
  dailyCap!: number;

  @Field(() => Int, { description: 'Points earned from this rule today (library day)' })
  todayPoints!: number;
}

@ObjectType({ description: "我的积分: the reader's balance and today's progress per enabled rule", simpleResolvers: true })
export class MyPoints {
  @Field(() => Int)
  balance!: number;

  @Field({ description: "Today's library day, 'YYYY-MM-DD'" })
  today!: string;

  @Field(() => Int, { description: 'Points earned from rules today' })
  todayPoints!: number;

  @Field(() => [PointRuleProgress])
  rules!: PointRuleProgress[];
}

@ObjectType({ description: '用户积分: a reader and their balance', simpleResolvers: true })
export class PointAccountRow {
  @Field(() => ID)
  readerId!: number;

  @Field()
  name!: string;

  @Field()
  cardNumber!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => Int)
  balance!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the balance last changed' })
  updatedAt?: Date | null;
}

export const PointEntryPage = createPageType(PointEntry, 'PointEntryPage');
export const PointAccountPage = createPageType(PointAccountRow, 'PointAccountPage');

/** The reader's balance (0 before any entry). */
async function balanceOf(em: EntityManager, readerId: number): Promise<number> {
  const [row] = await em.execute<{ balance: number }[]>('select balance from point_account where reader_id = ?', [readerId]);
  return row ? Number(row.balance) : 0;
}

/** 我的积分: balance, and each enabled rule with today's points from it (one query for all rules). */
export async function myPoints(em: EntityManager, readerId: number, now = new Date()): Promise<MyPoints> {
  const today = libraryDate(now);
  const rules = await em.find(PointRule, { enabled: true }, { orderBy: [{ sort: 'ASC' }, { id: 'ASC' }] });
  const rows = await em.execute<{ rule_id: number; points: string }[]>(
    `select rule_id, sum(delta) as points from point_entry where reader_id = ? and day = ? and rule_id is not null group by rule_id`,
    [readerId, today],
  );
  const earned = new Map(rows.map((row) => [Number(row.rule_id), Number(row.points)]));
  return {
    balance: await balanceOf(em, readerId),
    today,
    todayPoints: rows.reduce((sum, row) => sum + Number(row.points), 0),
    rules: rules.map((rule) => ({
      ruleId: rule.id,
      action: rule.action,
      name: rule.name,
      description: rule.description,
      points: rule.points,
      dailyCap: rule.dailyCap,
      todayPoints: earned.get(rule.id) ?? 0,
    })),
  };
}

/** One reader's ledger, newest first, filtered (积分明细). The caller decides whose (the viewer's own, or any for admins). */
export async function pointEntries(
  em: EntityManager,
  readerId: number,
  filter: PointEntryFilter | null | undefined,
  page: number,
  pageSize: number,
): Promise<PageOf<PointEntry>> {
  assertPaging(page, pageSize);
  if (filter?.from && filter.to && filter.to <= filter.from) throw AppError.badInput('to', '结束时间须晚于开始时间');
  const where: FilterQuery<PointEntry>[] = [{ reader: readerId }];
  if (filter?.action) where.push({ rule: { action: filter.action } });
  if (filter?.manual === true) where.push({ rule: null });
  if (filter?.manual === false) where.push({ rule: { $ne: null } });
  if (filter?.direction) where.push({ delta: filter.direction === PointDirection.IN ? { $gt: 0 } : { $lt: 0 } });
  if (filter?.from) where.push({ createdAt: { $gte: filter.from } });
  if (filter?.to) where.push({ createdAt: { $lt: filter.to } });
  const [items, total] = await em.findAndCount(
    PointEntry,
    { $and: where },
    { orderBy: [{ createdAt: 'DESC' }, { id: 'DESC' }], limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items, total, page, pageSize, totalCapped: false };
}

/**
 * The statements of 用户积分 (count, then the page). A keyword matches any part of the name, card
 * number or phone: the trigram index of reader answers it (reader.entity.ts), not a scan.
 */
export function pointAccountStatements(keyword: string | null | undefined, page: number, pageSize: number) {
  const text = keyword?.trim();
  const match = text ? `where ${readerSearchText('r')} ilike ?` : '';
  const params = text ? [likePattern(text)] : [];
  return {
    count: { sql: `select count(*) as n from reader r ${match}`, params },
    rows: {
      sql: `select r.id, r.name, r.card_number, r.phone, a.balance, a.updated_at
     from reader r left join point_account a on a.reader_id = r.id ${match}
     order by coalesce(a.balance, 0) desc, r.id asc limit ? offset ?`,
      params: [...params, pageSize, (page - 1) * pageSize],
    },
  };
}

/** 用户积分: readers with their balances, highest first (readers without entries have 0), by name, card or phone. */
export async function pointAccounts(
  em: EntityManager,
  keyword: string | null | undefined,
  page: number,
  pageSize: number,
): Promise<PageOf<PointAccountRow>> {
  assertPaging(page, pageSize);
  const { count, rows: list } = pointAccountStatements(keyword, page, pageSize);
  const [{ n }] = await em.execute<{ n: string }[]>(count.sql, count.params);
  const rows = await em.execute<
    { id: number; name: string; card_number: string; phone: string | null; balance: number | null; updated_at: Date | null }[]
  >(list.sql, list.params);
  return {
    items: rows.map((row) => ({
      readerId: Number(row.id),
      name: row.name,
      cardNumber: row.card_number,
      phone: row.phone,
      balance: Number(row.balance ?? 0),
      updatedAt: row.updated_at ? new Date(row.updated_at) : null,
    })),
    total: Number(n),
    page,
    pageSize,
    totalCapped: false,
  };
}
