import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AppError } from '../../../core/errors/app-error.js';
import type { ResourceKind } from '../resource-kind.js';
import { hiddenKinds } from '../visibility/access.js';
import { visibleSql, visibleWhere } from '../visibility/resource-visibility.js';
import { Resource } from './resource.entity.js';

export enum RankBy {
  VIEWS = 'VIEWS',
  BORROWS = 'BORROWS',
  DOWNLOADS = 'DOWNLOADS',
  SCORE = 'SCORE',
}
registerEnumType(RankBy, { name: 'RankBy', description: '浏览 / 借阅 / 下载 / 评分' });

export enum RankPeriod {
  WEEK = 'WEEK',
  MONTH = 'MONTH',
  YEAR = 'YEAR',
  ALL = 'ALL',
}
registerEnumType(RankPeriod, { name: 'RankPeriod', description: '近7天 / 近30天 / 近一年 / 全部' });

const PERIOD_DAYS: Record<RankPeriod, number | null> = { WEEK: 7, MONTH: 30, YEAR: 365, ALL: null };
/** Totals on the resource row (all time) and per-day columns (periods). */
const COLUMNS: Record<RankBy, { total: string; daily: string | null }> = {
  VIEWS: { total: 'views', daily: 'views' },
  BORROWS: { total: 'borrows', daily: 'borrows' },
  DOWNLOADS: { total: 'downloads', daily: 'downloads' },
  // Scores have no per-day history: a score ranking is always over all time.
  SCORE: { total: 'score_average', daily: null },
};

export const MAX_RANKING = 100;

@ObjectType({ description: 'A place in a ranking', simpleResolvers: true })
export class RankedResource {
  @Field(() => Int)
  rank!: number;

  @Field(() => Float, { description: 'Views, borrows or downloads in the period, or the average score' })
  value!: number;

  @Field(() => Resource)
  resource!: Resource;
}

/**
 * Rankings move by the day but summing a month of daily rows takes seconds at a million resources,
 * so each ranking (ids and values) is kept for a few minutes; the resources themselves are read fresh.
 */
const RANKING_TTL_MS = 5 * 60 * 1000;
const rankingCache = new Map<string, { expires: number; rows: Promise<{ id: number; value: number }[]> }>();

/**
 * The ranking of the resources of some kinds the viewer sees (rankBooks; kinds the viewer may not
 * see, e-books without a reader card, are left out): two statements at any size, one when cached.
 */
export async function rankResources(
  em: EntityManager,
  viewer: Viewer | undefined,
  asked: ResourceKind[],
  by: RankBy,
  period: RankPeriod,
  limit: number,
): Promise<RankedResource[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RANKING)
    throw AppError.badInput('limit', `输入有误：limit 必须在 1 到 ${MAX_RANKING} 之间`);
  const hidden = hiddenKinds(viewer);
  const kinds = asked.filter((kind) => !hidden.includes(kind));
  if (!kinds.length) return [];
  // The ids depend on the viewer only through the kinds they may see, which the key holds.
  const key = JSON.stringify([[...kinds].sort(), by, period, limit]);
  const now = Date.now();
  let cached = rankingCache.get(key);
  if (!cached || cached.expires < now) {
    cached = { expires: now + RANKING_TTL_MS, rows: rankedIds(em, viewer, kinds, by, period, limit) };
    rankingCache.set(key, cached);
    // A failed query is not kept.
    cached.rows.catch(() => rankingCache.delete(key));
  }
  const rows = await cached.rows;
  if (!rows.length) return [];
  const where = { $and: [{ id: { $in: rows.map((row) => row.id) } }, visibleWhere(viewer)] } as FilterQuery<Resource>;
  const resources = new Map((await em.find(Resource, where)).map((r) => [r.id, r]));
  // A resource taken off the shelf since is left out; the ranks stay as computed.
  return rows.flatMap((row, index) => {
    const resource = resources.get(row.id);
    return resource ? [{ rank: index + 1, value: row.value, resource }] : [];
  });
}

/** Forget cached rankings (tests, and after bulk changes). */
export function clearRankingCache() {
  rankingCache.clear();
}

async function rankedIds(em: EntityManager, viewer: Viewer | undefined, kinds: ResourceKind[], by: RankBy, period: RankPeriod, limit: number) {
  const days = PERIOD_DAYS[period];
  const { total, daily } = COLUMNS[by];
  const visible = `r.kind = any(array[?]::resource_kind[]) and ${visibleSql(viewer, 'r')}`;
  const rows =
    days !== null && daily
      ? await em.getConnection().execute<{ id: number; value: number }[]>(
          `select s.resource_id as id, sum(s.${daily})::float8 as value
         from resource_daily_stat s join resource r on r.id = s.resource_id
        where s.day > current_date - ?::int and ${visible}
        group by s.resource_id having sum(s.${daily}) > 0
        order by value desc, s.resource_id limit ?`,
          [days, kinds, limit],
        )
      : await em.getConnection().execute<{ id: number; value: number }[]>(
          `select r.id, r.${total}::float8 as value from resource r
        where ${visible} and r.${total} > 0 order by r.${total} desc, r.id limit ?`,
          [kinds, limit],
        );
  return rows;
}
