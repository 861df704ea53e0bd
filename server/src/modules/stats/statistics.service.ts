import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error.js';
import { LIBRARY_TIME_ZONE } from '../../core/library-time.js';
import { ENTITY_LABELS, FIXED_LABELS, METRICS, RESOURCE_COLUMNS } from './statistics-catalogue.js';
import { StatGrouping, type DayVisits, type StatisticsQuery, type StatRow } from './statistics.inputs.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range one query covers (about three years of days). */
const MAX_DAYS = 1100;
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;
const MAX_KEYS = 50;

const validDate = (text: string) =>
  DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

interface Checked {
  metric: string;
  dimension: string;
  scope: string;
  from: string;
  to: string;
  by: StatGrouping;
  keys?: string[];
  limit: number;
}

/** Refuses anything outside the catalogue with the field and a Chinese message (BAD_USER_INPUT). */
function check(q: StatisticsQuery): Checked {
  const spec = METRICS[q.metric];
  if (!spec) throw AppError.badInput('metric', '统计指标不存在');
  if (!q.from || !q.to) throw AppError.badInput(q.from ? 'to' : 'from', '请选择时间');
  if (!validDate(q.from)) throw AppError.badInput('from', '开始日期格式应为YYYY-MM-DD');
  if (!validDate(q.to)) throw AppError.badInput('to', '结束日期格式应为YYYY-MM-DD');
  if (q.from > q.to) throw AppError.badInput('to', '结束日期不能早于开始日期');
  if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > MAX_DAYS) throw AppError.badInput('from', '统计时间范围不能超过3年');
  let scope = '';
  let dimensions = spec.dimensions;
  if (q.scope) {
    const match = /^([a-z]+):(\d{1,9})$/.exec(q.scope);
    const scoped = match && spec.scoped?.[match[1]];
    if (!scoped) throw AppError.badInput('scope', '统计范围无效');
    scope = q.scope;
    dimensions = scoped;
  }
  if (!dimensions.includes(q.dimension)) throw AppError.badInput('dimension', '该指标不支持此统计维度');
  if (spec.source === 'catalogue' && q.by !== StatGrouping.KEY) throw AppError.badInput('by', '资源数只能按项目统计');
  if (q.keys && (q.keys.length > MAX_KEYS || q.keys.some((k) => k.length > 100))) throw AppError.badInput('keys', '统计项过多');
  const limit = q.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw AppError.badInput('limit', `条数应在1到${MAX_LIMIT}之间`);
  return { metric: q.metric, dimension: q.dimension, scope, from: q.from, to: q.to, by: q.by, keys: q.keys?.length ? q.keys : undefined, limit };
}

const PERIOD: Record<StatGrouping, string> = {
  [StatGrouping.DAY]: `to_char(day, 'YYYY-MM-DD')`,
  [StatGrouping.MONTH]: `to_char(day, 'YYYY-MM')`,
  [StatGrouping.KEY]: `''`,
};

/** The rows of the roll-up table (stat_daily), summed per period and key. */
function rollupSql(q: Checked): [string, unknown[]] {
  const params: unknown[] = [q.metric, q.scope, q.dimension, q.from, q.to];
  const keys = q.keys ? ` and key in (${q.keys.map(() => '?').join(', ')})` : '';
  if (q.keys) params.push(...q.keys);
  return [
    `select ${PERIOD[q.by]} as period, key, sum(value)::float8 as value from stat_daily
     where metric = ? and scope = ? and dimension = ? and day between ? and ?${keys}
     group by 1, 2`,
    params,
  ];
}

/** The conditions on `resource r` both catalogue sources share: suppliers only, one supplier's scope, the keys shown (their values pushed to `params`). */
function resourceFilters(q: Checked, key: string, params: unknown[]): string {
  let where = q.dimension === 'supplier' ? ' and r.supplier_id is not null' : '';
  if (q.scope) {
    where += ' and r.supplier_id = ?';
    params.push(Number(q.scope.split(':')[1]));
  }
  if (q.keys) {
    where += ` and ${key} in (${q.keys.map(() => '?').join(', ')})`;
    params.push(...q.keys);
  }
  return where;
}

/** Views, downloads or borrows per supplier, or per resource of one supplier, from the catalogue's per-day counts. */
function resourceSql(q: Checked): [string, unknown[]] {
  const column = RESOURCE_COLUMNS[q.metric];
  const key = q.dimension === 'supplier' ? 'r.supplier_id::text' : q.dimension === 'resource' ? 's.resource_id::text' : `''`;
  const params: unknown[] = [q.from, q.to];
  const where = resourceFilters(q, key, params);
  return [
    `select ${PERIOD[q.by].replace('day', 's.day')} as period, ${key} as key, sum(s.${column})::float8 as value
     from resource_daily_stat s join resource r on r.id = s.resource_id
     where s.day between ? and ?${where}
     group by 1, 2 having sum(s.${column}) > 0`,
    params,
  ];
}

/** Resources in the catalogue on the range's last day (added by its end), in all, per supplier, or per kind; one supplier's with its scope. */
function catalogueSql(q: Checked): [string, unknown[]] {
  const key = q.dimension === 'supplier' ? 'r.supplier_id::text' : q.dimension === 'kind' ? 'r.kind::text' : `''`;
  const params: unknown[] = [q.to];
  const where = resourceFilters(q, key, params);
  return [
    `select '' as period, ${key} as key, count(*)::float8 as value from resource r
     where r.created_at < ((?::date + 1)::timestamp at time zone '${LIBRARY_TIME_ZONE}')${where}
     group by 2`,
    params,
  ];
}

const SOURCES = { rollup: rollupSql, resource: resourceSql, catalogue: catalogueSql };

/** Chinese names of the keys: fixed names, or one query for the entity ids shown. */
async function labels(em: EntityManager, dimension: string, keys: string[]): Promise<Map<string, string>> {
  const fixed = FIXED_LABELS[dimension];
  if (fixed) return new Map(keys.map((k) => [k, fixed[k] ?? k]));
  const entity = ENTITY_LABELS[dimension];
  const ids = keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
  if (!entity || !ids.length) return new Map(keys.map((k) => [k, dimension === 'hour' ? `${k}时` : k]));
  const rows = await em
    .getConnection()
    .execute<{ id: number; name: string }[]>(
      `select id, ${entity.column} as name from "${entity.table}" where id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
  const names = new Map(rows.map((r) => [String(r.id), r.name]));
  return new Map(keys.map((k) => [k, names.get(k) ?? `已删除（${k}）`]));
}

/** One statistic, read from roll-ups only. DAY and MONTH rows come in time order; KEY rows largest first, the top `limit`. */
export async function statistics(em: EntityManager, query: StatisticsQuery): Promise<StatRow[]> {
  const q = check(query);
  const [sql, params] = SOURCES[METRICS[q.metric].source](q);
  const order = q.by === StatGrouping.KEY ? `order by value desc, key limit ${q.limit}` : 'order by period, key';
  const rows = await em.getConnection().execute<{ period: string; key: string; value: number }[]>(`select * from (${sql}) t ${order}`, params);
  const names = await labels(em, q.dimension, [...new Set(rows.map((r) => r.key))]);
  return rows.map((r) => ({ period: r.period, key: r.key, label: names.get(r.key) ?? r.key, value: Number(r.value) }));
}

/** api/admin/statistical/month/visit: every day of the month (YYYY-MM; default this month) with its visits, 0 included. */
export async function monthVisits(em: EntityManager, month: string | undefined, today: string): Promise<DayVisits[]> {
  const m = month ?? today.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) throw AppError.badInput('month', '月份格式应为YYYY-MM');
  return em.getConnection().execute<DayVisits[]>(
    `select to_char(d, 'YYYY-MM-DD') as day, coalesce(sum(s.value), 0)::int as visits
     from generate_series(?::date, (?::date + interval '1 month' - interval '1 day'), interval '1 day') d
     left join stat_daily s on s.metric = 'visit' and s.scope = '' and s.dimension = 'all' and s.day = d::date
     group by d order by d`,
    [`${m}-01`, `${m}-01`],
  );
}
