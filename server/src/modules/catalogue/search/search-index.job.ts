import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueJob } from '../../../core/jobs/job-queue.js';
import type { Services } from '../../../core/services.js';
import { indexUnindexedResources, refreshSearchDocuments } from './search-document.js';

export const SEARCH_INDEX_JOB = 'search.index';

/** Resources per job run; a run that did a full batch queues the next one. */
const RUN_SIZE = 2000;

interface Payload {
  /** Reindex this class's resources (its name is in their documents), after `afterId`. */
  classId?: number;
  afterId?: number;
}

/**
 * Queues one run. The queue is `short`: one waiting job per key, so a run already waiting absorbs
 * the request (it reads the data when it starts), while a running one does not.
 */
function queueRun(em: EntityManager, payload: Payload) {
  const key = payload.classId === undefined ? 'unindexed' : `class:${payload.classId}:${payload.afterId ?? 0}`;
  return enqueueJob(em, SEARCH_INDEX_JOB, payload, { singletonKey: key });
}

/** Reindexes a class's resources in the background: a class may hold a large part of the catalogue. */
export async function queueClassReindex(em: EntityManager, classId: number) {
  await queueRun(em, { classId });
}

export function registerSearchIndex(services: Services) {
  services.jobs.define<Payload>({
    name: SEARCH_INDEX_JOB,
    policy: 'short',
    handler: async (payload, { em }) => {
      if (payload.classId === undefined) {
        // Rows without a document: indexed in order until none is left.
        const done = await indexUnindexedResources(em, RUN_SIZE);
        if (done === RUN_SIZE) await queueRun(em, {});
        return { indexed: done };
      }
      const rows = await em
        .getConnection()
        .execute<{ id: number }[]>('select id from resource where class_id = ? and id > ? order by id limit ?', [
          payload.classId,
          payload.afterId ?? 0,
          RUN_SIZE,
        ]);
      await refreshSearchDocuments(
        em,
        rows.map((row) => row.id),
      );
      if (rows.length === RUN_SIZE) await queueRun(em, { classId: payload.classId, afterId: rows.at(-1)!.id });
      return { indexed: rows.length };
    },
  });
}

/**
 * At start: pg_trgm needs a real character classification to see Chinese characters in
 * trigrams (LC_CTYPE 'C' makes typo matching Latin-only), and resources written before the search
 * columns existed get their documents in the background.
 */
export async function prepareSearch(services: Services) {
  const em = services.orm.em.fork();
  const [database] = await em
    .getConnection()
    .execute<{ ctype: string }[]>('select datctype as ctype from pg_database where datname = current_database()');
  if (database && /^(C|POSIX)$/i.test(database.ctype)) {
    services.log.warn({ ctype: database.ctype }, '数据库 LC_CTYPE 为 C：检索的错别字匹配只对拉丁字母有效（请用 C.UTF-8 或 zh_CN.UTF-8 建库）');
  }
  const [pending] = await em
    .getConnection()
    .execute<{ unindexed: boolean }[]>('select exists (select 1 from resource where search is null) as unindexed');
  if (pending?.unindexed) await queueRun(em, {});
}
