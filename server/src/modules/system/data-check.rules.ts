import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../core/upload/storage.js';
import { refreshSearchDocuments, ResourceKind } from '../catalogue/index.js';
import { collectUploadReferences } from './data-check.uploads.js';

/** The integrity rules of 数据检测. */
export enum DataCheckRule {
  missingFiles = 'missingFiles',
  orphanFiles = 'orphanFiles',
  unindexedResources = 'unindexedResources',
  resourceCounters = 'resourceCounters',
  misplacedParts = 'misplacedParts',
}

export interface DataCheckResult {
  count: number;
  /** A few of the problems, as the screen lists them. */
  samples: string[];
}

export interface DataRuleContext {
  em: EntityManager;
  storage: Storage;
  now: Date;
}

export interface DataRule {
  rule: DataCheckRule;
  name: string;
  description: string;
  /** What the fix does, when there is a safe one (the button's words). */
  fix?: { label: string; confirm: string; run(ctx: DataRuleContext): Promise<number> };
  check(ctx: DataRuleContext): Promise<DataCheckResult>;
}

const SAMPLES = 10;
/** Files younger than this are never orphans: a form may have uploaded one and not saved yet. */
export const ORPHAN_MIN_AGE_MS = 24 * 3600 * 1000;
/** Files statted per step, rows changed per statement, and the most a single fix changes (run it again for more). */
const BATCH = 500;
export const MAX_FIX = 5000;

const uploadKey = (url: string) => url.slice('/uploads/'.length);

const missingFiles: DataRule = {
  rule: DataCheckRule.missingFiles,
  name: '引用的文件缺失',
  description: '数据中引用了 /uploads/ 下的文件，但存储中找不到该文件（页面上显示为裂图或无法下载）。需重新上传后在对应内容中替换。',
  async check({ em, storage }) {
    return em.transactional(async (tx) => {
      await collectUploadReferences(tx);
      let count = 0;
      const samples: string[] = [];
      let after = '';
      for (;;) {
        const rows = await tx.execute<{ url: string; source: string }[]>('select url, source from upload_refs where url > ? order by url limit ?', [
          after,
          BATCH,
        ]);
        const present = await Promise.all(rows.map((row) => storage.exists(uploadKey(row.url))));
        rows.forEach((row, i) => {
          if (present[i]) return;
          count += 1;
          if (samples.length < SAMPLES) samples.push(`${row.url}（${row.source}）`);
        });
        if (rows.length < BATCH) break;
        after = rows.at(-1)!.url;
      }
      return { count, samples };
    });
  },
};

/** Stored files older than a day that no row refers to, in id order. */
const ORPHANS_SQL = `
select f.id, f.url, f.path, f.original_name as "originalName" from stored_file f
where f.created_at < ? and f.id > ? and not exists (select 1 from upload_refs r where r.url = f.url)
order by f.id limit ?`;

const orphanFiles: DataRule = {
  rule: DataCheckRule.orphanFiles,
  name: '无引用的上传文件',
  description: '上传超过 1 天、但没有任何内容引用的文件，占用存储空间。',
  fix: {
    label: '删除这些文件',
    confirm: '将永久删除没有任何内容引用的上传文件（1 天内上传的文件不受影响），删除后无法恢复。确定删除吗？',
    async run({ em, storage, now }) {
      const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
      // The rows go in one transaction with the references they were checked against; the files after it commits.
      const paths = await em.transactional(async (tx) => {
        await collectUploadReferences(tx);
        const removed: string[] = [];
        let after = 0;
        while (removed.length < MAX_FIX) {
          const rows = await tx.execute<{ id: number; path: string }[]>(ORPHANS_SQL, [before, after, Math.min(BATCH, MAX_FIX - removed.length)]);
          if (!rows.length) break;
          await tx.execute('delete from stored_file where id in (?)', [rows.map((row) => row.id)]);
          removed.push(...rows.map((row) => row.path));
          after = rows.at(-1)!.id;
        }
        return removed;
      });
      for (let i = 0; i < paths.length; i += 50) await Promise.all(paths.slice(i, i + 50).map((path) => storage.remove(path)));
      return paths.length;
    },
  },
  async check({ em, now }) {
    return em.transactional(async (tx) => {
      await collectUploadReferences(tx);
      const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS);
      const [{ n }] = await tx.execute<{ n: string }[]>(
        'select count(*) as n from stored_file f where f.created_at < ? and not exists (select 1 from upload_refs r where r.url = f.url)',
        [before],
      );
      const rows = await tx.execute<{ url: string; originalName: string }[]>(ORPHANS_SQL, [before, 0, SAMPLES]);
      return { count: Number(n), samples: rows.map((row) => `${row.url}（${row.originalName}）`) };
    });
  },
};

const unindexedResources: DataRule = {
  rule: DataCheckRule.unindexedResources,
  name: '缺少检索文档的资源',
  description: '这些资源没有检索文档，读者在检索中找不到它们。',
  fix: {
    label: '重建检索文档',
    confirm: '将为这些资源重建检索文档。确定执行吗？',
    async run({ em }) {
      let done = 0;
      while (done < MAX_FIX) {
        const rows = await em.execute<{ id: number }[]>('select id from resource where search is null order by id limit ?', [BATCH]);
        if (!rows.length) break;
        await em.transactional((tx) =>
          refreshSearchDocuments(
            tx,
            rows.map((row) => row.id),
          ),
        );
        done += rows.length;
        if (rows.length < BATCH) break;
      }
      return done;
    },
  },
  async check({ em }) {
    const [{ n }] = await em.execute<{ n: string }[]>('select count(*) as n from resource where search is null');
    const rows = await em.execute<{ id: number; title: string }[]>('select id, title from resource where search is null order by id limit ?', [
      SAMPLES,
    ]);
    return { count: Number(n), samples: rows.map((row) => `#${row.id} ${row.title}`) };
  },
};

/**
 * Resources whose counters disagree with the rows they count: collections (reader_mark), passed
 * comments, passed scores and their sum. PostgreSQL aggregates each table once and joins.
 */
const COUNTER_MISMATCH_SQL = `
with c as (select resource_id, count(*) as n from reader_mark where type = 'COLLECTION' group by resource_id),
     m as (select resource_id, count(*) as n from resource_comment where status = 'PASSED' group by resource_id),
     s as (select resource_id, count(*) as n, sum(value) as t from resource_score where status = 'PASSED' group by resource_id)
select r.id, r.title, r.collections, coalesce(c.n, 0)::int as "realCollections", r.comments, coalesce(m.n, 0)::int as "realComments",
       r.score_count as "scoreCount", coalesce(s.n, 0)::int as "realScoreCount", r.score_total as "scoreTotal", coalesce(s.t, 0)::int as "realScoreTotal"
from resource r
left join c on c.resource_id = r.id
left join m on m.resource_id = r.id
left join s on s.resource_id = r.id
where r.id > ? and (r.collections <> coalesce(c.n, 0) or r.comments <> coalesce(m.n, 0) or r.score_count <> coalesce(s.n, 0) or r.score_total <> coalesce(s.t, 0))
order by r.id`;

interface CounterRow {
  id: number;
  title: string;
  collections: number;
  realCollections: number;
  comments: number;
  realComments: number;
  scoreCount: number;
  realScoreCount: number;
}

function describeCounters(row: CounterRow): string {
  const parts = [
    row.collections !== row.realCollections ? `收藏数 ${row.collections}，实际 ${row.realCollections}` : '',
    row.comments !== row.realComments ? `评论数 ${row.comments}，实际 ${row.realComments}` : '',
    row.scoreCount !== row.realScoreCount ? `评分数 ${row.scoreCount}，实际 ${row.realScoreCount}` : '',
  ].filter(Boolean);
  return `#${row.id} ${row.title}：${parts.join('；') || '评分总分不符'}`;
}

/** Recounts these resources under their row locks: a reader's collection or a passed comment waits, and is counted. */
const RECOUNT_SQL = `
update resource r set
  collections = (select count(*) from reader_mark where resource_id = r.id and type = 'COLLECTION'),
  comments = (select count(*) from resource_comment where resource_id = r.id and status = 'PASSED'),
  score_count = x.n, score_total = x.t, score_average = case when x.n = 0 then 0 else x.t::float / x.n end
from (select r2.id, count(s.id) as n, coalesce(sum(s.value), 0) as t
      from resource r2 left join resource_score s on s.resource_id = r2.id and s.status = 'PASSED'
      where r2.id in (?) group by r2.id) x
where r.id = x.id`;

const resourceCounters: DataRule = {
  rule: DataCheckRule.resourceCounters,
  name: '资源计数与实际不符',
  description: '资源的收藏数、评论数、评分数与实际记录不一致，排行和详情页显示的数字有误。',
  fix: {
    label: '重新统计',
    confirm: '将按实际记录重新统计这些资源的收藏数、评论数和评分。确定执行吗？',
    async run({ em }) {
      let done = 0;
      let after = 0;
      while (done < MAX_FIX) {
        const rows = await em.execute<CounterRow[]>(`${COUNTER_MISMATCH_SQL} limit ?`, [after, BATCH]);
        if (!rows.length) break;
        const ids = rows.map((row) => row.id);
        await em.transactional(async (tx) => {
          // Lock first, count in the next statement: its snapshot then includes what the lock waited for.
          await tx.execute('select id from resource where id in (?) order by id for update', [ids]);
          await tx.execute(RECOUNT_SQL, [ids]);
        });
        done += rows.length;
        after = ids.at(-1)!;
      }
      return done;
    },
  },
  async check({ em }) {
    const [{ n }] = await em.execute<{ n: string }[]>(`select count(*) as n from (${COUNTER_MISMATCH_SQL}) x`, [0]);
    const rows = await em.execute<CounterRow[]>(`${COUNTER_MISMATCH_SQL} limit ?`, [0, SAMPLES]);
    return { count: Number(n), samples: rows.map(describeCounters) };
  },
};

/**
 * The parts of a kind's resources (copies, chapters, tracks…) and the kind they belong to. Their
 * foreign keys remove them with their resource, so a part can only lose its place by its resource
 * turning into another kind (bulk SQL, an import gone wrong): it is then shown nowhere.
 */
const PART_TABLES: Array<[table: string, kind: ResourceKind, label: string]> = [
  ['book_copy', ResourceKind.book, '馆藏复本'],
  ['ebook_chapter', ResourceKind.ebook, '电子书章节'],
  ['audio_track', ResourceKind.audio, '音频曲目'],
  ['video_item', ResourceKind.video, '视频分集'],
  ['exhibition_picture', ResourceKind.exhibition, '展览图片'],
  ['newspaper_edition', ResourceKind.newspaper, '报纸期次'],
  ['journal_volume', ResourceKind.journal, '期刊卷期'],
];

const misplacedParts: DataRule = {
  rule: DataCheckRule.misplacedParts,
  name: '所属资源不符的子项',
  description: '章节、期次、复本等子项所属的资源已不是对应类型（资源被删除时子项会一并删除），这些子项不会在任何页面显示。',
  fix: {
    label: '删除这些子项',
    confirm: '将永久删除所属资源类型不符的子项（及其下的版面、文章）。确定删除吗？',
    async run({ em }) {
      return em.transactional(async (tx) => {
        let removed = 0;
        for (const [table, kind] of PART_TABLES) {
          const [{ n }] = await tx.execute<{ n: string }[]>(
            `with d as (delete from "${table}" t using resource r where r.id = t.resource_id and r.kind <> ? returning 1) select count(*) as n from d`,
            [kind],
          );
          removed += Number(n);
        }
        return removed;
      });
    },
  },
  async check({ em }) {
    let count = 0;
    const samples: string[] = [];
    for (const [table, kind, label] of PART_TABLES) {
      const [{ n }] = await em.execute<{ n: string }[]>(
        `select count(*) as n from "${table}" t join resource r on r.id = t.resource_id where r.kind <> ?`,
        [kind],
      );
      if (Number(n) === 0) continue;
      count += Number(n);
      const rows = await em.execute<{ id: number; resourceId: number; title: string }[]>(
        `select t.id, r.id as "resourceId", r.title from "${table}" t join resource r on r.id = t.resource_id where r.kind <> ? order by t.id limit ?`,
        [kind, SAMPLES],
      );
      for (const row of rows) if (samples.length < SAMPLES) samples.push(`${label} #${row.id}（资源 #${row.resourceId} ${row.title}）`);
    }
    return { count, samples };
  },
};

/** The rules in the order the screen lists them. */
export const DATA_RULES: DataRule[] = [missingFiles, orphanFiles, unindexedResources, resourceCounters, misplacedParts];

export function dataRule(rule: DataCheckRule): DataRule {
  return DATA_RULES.find((r) => r.rule === rule)!;
}
