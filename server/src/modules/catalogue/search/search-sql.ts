/**
 * The SQL of a search, built as text plus positional parameters in the order they appear (knex's
 * `?`). Reader input only ever travels as a parameter.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { classSubtree } from '../resources/resource.registry.js';
import { parseId } from '../../../core/crud/ids.js';
import { ResourceKind } from '../resource-kind.js';
import { assertMaySeeKind } from '../visibility/access.js';
import { visibleSql } from '../visibility/resource-visibility.js';
import { Availability, SearchSort, type SearchFilter } from './search.types.js';
import { restrictWeights } from './text/index.js';

export class Sql {
  readonly params: unknown[] = [];
  /** A parameter placeholder for `value`, with an optional cast. */
  p(value: unknown, cast = ''): string {
    this.params.push(value);
    return cast ? `?::${cast}` : '?';
  }

  /** Another builder's text, its parameters taken in here (a fragment used twice takes them twice). */
  embed(fragment: Sql, text: string): string {
    this.params.push(...fragment.params);
    return text;
  }
}

/**
 * A copy on the shelf (the availability filter and facet), looked up per row through the copy
 * index: as a join, the planner may pick a nested loop over the whole copy table when its
 * statistics are off.
 */
export const AVAILABLE_COPY = `coalesce((select true from book_copy bc where bc.resource_id = r.id and bc.status = 'AVAILABLE' and bc.enabled limit 1), false)`;

/**
 * What a search may return: what the viewer sees in lists (visibility/), and the filters. A kind
 * the viewer may not see is refused as its list is (401/403).
 */
export async function searchConditions(em: EntityManager, sql: Sql, viewer: Viewer | undefined, filter: SearchFilter | undefined): Promise<string[]> {
  const where = [visibleSql(viewer, 'r')];
  if (filter?.kind) {
    assertMaySeeKind(viewer, filter.kind);
    where.push(`r.kind = ${sql.p(filter.kind)}`);
  }
  if (filter?.classId) {
    const ids = await classSubtree(em, parseId(filter.classId, 'classId'));
    where.push(`r.class_id = any(${sql.p(`{${ids.join(',')}}`, 'int[]')})`);
  }
  if (filter?.year != null) where.push(`r.publish_year = ${sql.p(filter.year)}`);
  if (filter?.language) where.push(`r.language = ${sql.p(filter.language)}`);
  if (filter?.creator) where.push(`r.creators @> array[${sql.p(filter.creator.trim())}]::text[]`);
  if (filter?.availability === Availability.AVAILABLE) where.push(`r.kind = '${ResourceKind.book}' and ${AVAILABLE_COPY}`);
  if (filter?.availability === Availability.ONLINE) where.push(`r.kind <> '${ResourceKind.book}'`);
  return where;
}

/** Popularity, the tie-breaker of relevance and what flags the resources searched first (search-first.ts): borrows weigh more than views. */
export const POPULARITY = '(r.views + 5 * r.borrows)';

/** The order of a sort other than relevance (newest first as the last resort). */
export const SORT_ORDER: Record<Exclude<SearchSort, SearchSort.RELEVANCE>, string> = {
  [SearchSort.NEWEST]: 'r.published_at desc, r.id desc',
  [SearchSort.BORROWS]: 'r.borrows desc, r.published_at desc, r.id desc',
  [SearchSort.VIEWS]: 'r.views desc, r.published_at desc, r.id desc',
};

/**
 * Relevance, in tiers (issue 5): the exact title, a title starting with the query, a title holding
 * it, every term in the title, every term in the title, creators or keywords, the rest; within a
 * tier the most used first (views + 5 × borrows), then ts_rank over the ranking words and the
 * match vector. Term counts only break ties: a few more mentions in a summary must not put a
 * thesis about 三体 above the much-read 三体Ⅱ.
 * `title` is the query's title key, `words` the ranking tsquery and `terms` the match tsquery ('' for none).
 */
export function relevanceOrder(sql: Sql, title: string, words: string, terms: string): string {
  // Placeholders are numbered in the order of the text: build it left to right.
  const order = [
    `(r.search_title = ${sql.p(title)}) desc`,
    `starts_with(r.search_title, ${sql.p(title)}) desc`,
    `(strpos(r.search_title, ${sql.p(title)}) > 0) desc`,
  ];
  if (terms) {
    order.push(
      `(r.search @@ ${sql.p(restrictWeights(terms, 'A'), 'tsquery')}) desc`,
      `(r.search @@ ${sql.p(restrictWeights(terms, 'AB'), 'tsquery')}) desc`,
    );
  }
  order.push(`${POPULARITY} desc`);
  const ranks = [
    words ? `ts_rank(r.search_words, ${sql.p(words, 'tsquery')})` : '',
    terms ? `ts_rank(r.search, ${sql.p(terms, 'tsquery')})` : '',
  ].filter(Boolean);
  if (ranks.length) order.push(`${ranks.join(' + ')} desc`);
  order.push('r.id desc');
  return order.join(', ');
}
