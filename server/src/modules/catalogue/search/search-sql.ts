/**
 * The SQL of a search, built as text plus positional parameters in the order they appear (knex's
 * `?`). Reader input only ever travels as a parameter.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { viewerRoles, type Viewer } from '../../../core/auth/viewer.js';
import { classSubtree } from '../resources/resource.registry.js';
import { parseId } from '../../../core/crud/ids.js';
import { ResourceKind } from '../resource-kind.js';
import { Availability, SearchSort, type SearchFilter } from './search.types.js';

export class Sql {
  readonly params: unknown[] = [];
  /** A parameter placeholder for `value`, with an optional cast. */
  p(value: unknown, cast = ''): string {
    this.params.push(value);
    return cast ? `?::${cast}` : '?';
  }
}

/** A copy on the shelf (the availability facet and filter). */
export const AVAILABLE_COPY = `exists (select 1 from book_copy bc where bc.resource_id = r.id and bc.status = 'AVAILABLE' and bc.enabled)`;

/**
 * What a search may return: visible resources (as the public lists), no e-books unless the reader
 * logged in with a card, and the filters.
 */
export async function searchConditions(em: EntityManager, sql: Sql, viewer: Viewer | undefined, filter: SearchFilter | undefined): Promise<string[]> {
  const where = ['r.enabled', 'r.on_shelf', 'r.published_at <= now()'];
  if (filter?.kind) where.push(`r.kind = ${sql.p(filter.kind)}`);
  else if (!viewerRoles(viewer).includes('READER_CARD')) where.push(`r.kind <> '${ResourceKind.ebook}'`);
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

/** Popularity, the tie-breaker of relevance: borrows weigh more than views. */
const POPULARITY = '(r.views + 5 * r.borrows)';

/** The order of a sort other than relevance (newest first as the last resort). */
export const SORT_ORDER: Record<Exclude<SearchSort, SearchSort.RELEVANCE>, string> = {
  [SearchSort.NEWEST]: 'r.published_at desc, r.id desc',
  [SearchSort.BORROWS]: 'r.borrows desc, r.published_at desc, r.id desc',
  [SearchSort.VIEWS]: 'r.views desc, r.published_at desc, r.id desc',
};

/**
 * Relevance: the exact title first, then titles starting with the query, then titles holding it,
 * then by ts_rank (title weighs most, then creators and keywords): over the ranking words when the
 * query has dictionary words, plus over the match vector, so that where the query's characters
 * occur counts even when they form no dictionary word (钱钟书); popularity breaks ties.
 * `title` is the query's title key, `words` the ranking tsquery and `terms` the match tsquery ('' for none).
 */
export function relevanceOrder(sql: Sql, title: string, words: string, terms: string): string {
  // Placeholders are numbered in the order of the text: build it left to right.
  const exact = `(r.search_title = ${sql.p(title)}) desc`;
  const starts = `starts_with(r.search_title, ${sql.p(title)}) desc`;
  const holds = `(strpos(r.search_title, ${sql.p(title)}) > 0) desc`;
  const ranks = [
    words ? `ts_rank(r.search_words, ${sql.p(words, 'tsquery')})` : '',
    terms ? `ts_rank(r.search, ${sql.p(terms, 'tsquery')})` : '',
  ].filter(Boolean);
  const rank = ranks.length ? `round((${ranks.join(' + ')})::numeric, 4) desc` : undefined;
  return [exact, starts, holds, rank, `${POPULARITY} desc`, 'r.id desc'].filter(Boolean).join(', ');
}

/** Which rows make the candidate set when a relevance search matches more than the cap: exact titles, then the most used. */
export function candidateOrder(sql: Sql, title: string): string {
  return `(r.search_title = ${sql.p(title)}) desc, ${POPULARITY} desc, r.id desc`;
}
