/**
 * Search words (检索词): every search is recorded; the back office passes or rejects the words
 * (check/searchWord, spec §4) and only passed ones are suggested or listed as popular.
 */
import type { EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { Viewer } from '../../../core/auth/viewer.js';
import type { BatchedWrites, BatchWriter } from '../../../core/db/batched-writes.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { KeywordFilter, ManagedInput } from '../../../core/crud/managed.inputs.js';
import { SortOrder } from '../../../core/crud/page.js';
import { contains, flagFilters } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { SearchWord } from './search-word.entity.js';
import { normalizeText, pinyinKeys } from './text/index.js';

/** Longest search word kept (the search itself reads at most MAX_QUERY_CHARS). */
const MAX_WORD_CHARS = 200;

/** The columns a search word derives from its text. */
export function searchWordKeys(text: string) {
  const shown = text.trim().slice(0, MAX_WORD_CHARS);
  const keys = pinyinKeys(shown);
  return {
    text: shown,
    normalized: normalizeText(shown).slice(0, MAX_WORD_CHARS),
    pinyin: keys.full.slice(0, 400),
    initials: keys.initials.slice(0, 200),
  };
}

/** One search as logged: what was typed, how much it found, and the reader when logged in. */
export interface SearchRecord {
  query: string;
  resultCount: number;
  readerId: number | null;
  at: Date;
}

/**
 * Counts searches (one search_word row per normalized text) and logs each with its result count
 * and, when logged in, the reader: nothing else about the person is kept. One statement per batch.
 */
export const writeSearches: BatchWriter<SearchRecord> = async (em, records) => {
  // Rows as one JSON parameter, numbered so the log keeps the order of the searches.
  const rows = records.flatMap((record, n) => {
    const keys = searchWordKeys(record.query);
    const { resultCount: result_count, readerId: reader_id, at } = record;
    return keys.normalized ? [{ ...keys, result_count, reader_id, at: at.toISOString(), n }] : [];
  });
  if (!rows.length) return;
  await em.getConnection().execute(
    `with batch as (
       select * from json_to_recordset(?::json)
         as b(text text, normalized text, pinyin text, initials text, result_count int, reader_id int, at timestamptz, n int)),
     latest as (
       select distinct on (normalized) normalized, text, pinyin, initials, result_count, at,
         count(*) over (partition by normalized) as searches
       from batch order by normalized, n desc),
     word as (
       insert into search_word (created_at, updated_at, enabled, recommended, sort, text, normalized, pinyin, initials, count, last_result_count, last_searched_at, status)
       select at, at, true, false, 0, text, normalized, pinyin, initials, searches, result_count, at, ? from latest
       on conflict (normalized) do update set count = search_word.count + excluded.count, last_result_count = excluded.last_result_count,
         last_searched_at = excluded.last_searched_at, updated_at = excluded.updated_at
       returning id, normalized)
     insert into search_log (created_at, updated_at, query, word_id, result_count, reader_id)
     select b.at, b.at, b.text, word.id, b.result_count,
       (select id from reader where id = b.reader_id) -- a reader removed since is not an error
     from batch b join word using (normalized) order by b.n`,
    [JSON.stringify(rows), ReviewStatus.PENDING],
  );
};

/** Keeps one search for the next batch (the search answers without waiting for the write). */
export function recordSearch(writes: BatchedWrites, query: string, resultCount: number, viewer: Viewer | undefined) {
  writes.add('search', writeSearches, { query, resultCount, readerId: viewer?.kind === 'reader' ? viewer.id : null, at: new Date() });
}

/** Popular searches the library passed, most searched first (the retrieve page's 热门检索). */
export function hotSearchWords(em: EntityManager, limit: number) {
  return em.find(
    SearchWord,
    { status: ReviewStatus.PASSED, enabled: true, lastResultCount: { $gt: 0 } },
    { orderBy: { count: 'DESC', id: 'ASC' }, limit: Math.min(Math.max(limit, 1), 50) },
  );
}

@InputType()
export class SearchWordInput extends ManagedInput {
  @Field()
  @IsNotEmpty({ message: '检索词不能为空' })
  @MaxLength(MAX_WORD_CHARS, { message: `检索词不能超过${MAX_WORD_CHARS}个字` })
  text!: string;

  @Field(() => ReviewStatus, { nullable: true, description: 'Words the library adds itself default to PASSED' })
  @IsOptional()
  status?: ReviewStatus;
}

@InputType()
export class SearchWordFilter extends KeywordFilter {
  @Field(() => ReviewStatus, { nullable: true })
  status?: ReviewStatus;

  @Field({ nullable: true, description: 'Only searches that found nothing the last time (the zero-result report)' })
  zeroResults?: boolean;
}

/** check/searchWord: list, pass / not pass singly and in batch (setSearchWordStatus), add, remove. */
export const searchWordCrud = createCrudResolver({
  entity: SearchWord,
  typeName: 'SearchWord',
  one: 'searchWord',
  many: 'searchWords',
  rest: 'retrieve',
  input: SearchWordInput,
  filter: SearchWordFilter,
  where: {
    keyword: (text) => ({ $or: [{ text: contains(text) }, { normalized: contains(normalizeText(text)) }] }),
    ...flagFilters,
    status: (status) => ({ status }),
    zeroResults: (zero) => (zero ? { lastResultCount: 0 } : { lastResultCount: { $gt: 0 } }),
  },
  sortFields: ['count', 'lastSearchedAt', 'lastResultCount', 'createdAt', 'id'],
  defaultOrder: SortOrder.DESC,
  toData: (input) => {
    const { text, status, ...rest } = input;
    return { ...rest, ...(text === undefined ? {} : searchWordKeys(text)), ...(status ? { status } : {}) } as EntityData<SearchWord>;
  },
  beforeSave: async (em, data, existing) => {
    if (!existing && !data.status) data.status = ReviewStatus.PASSED;
    if (data.normalized === undefined) return;
    if (!data.normalized) throw AppError.badInput('text', '检索词不能为空');
    const same = await em.findOne(SearchWord, { normalized: data.normalized as string });
    if (same && same.id !== existing?.id) throw AppError.badInput('text', '该检索词已存在');
  },
  actions: { recommend: false },
  setters: [{ name: 'Status', field: 'status', type: ReviewStatus }],
  publicQueries: false,
});
