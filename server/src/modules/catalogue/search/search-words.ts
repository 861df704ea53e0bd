/**
 * Search words (检索词): every search is recorded; the back office passes or rejects the words
 * (check/searchWord, spec §4) and only passed ones are suggested or listed as popular.
 */
import type { EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { Viewer } from '../../../core/auth/viewer.js';
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

/**
 * Counts one search of `query` (one row per normalized text) and logs it with its result count
 * and, when logged in, the reader: nothing else about the person is kept.
 */
export async function recordSearch(em: EntityManager, query: string, resultCount: number, viewer: Viewer | undefined) {
  const keys = searchWordKeys(query);
  if (!keys.normalized) return;
  await em.getConnection().execute(
    `with word as (
       insert into search_word (created_at, updated_at, enabled, recommended, sort, text, normalized, pinyin, initials, count, last_result_count, last_searched_at, status)
       values (now(), now(), true, false, 0, ?, ?, ?, ?, 1, ?, now(), ?)
       on conflict (normalized) do update set count = search_word.count + 1, last_result_count = excluded.last_result_count,
         last_searched_at = now(), updated_at = now()
       returning id)
     insert into search_log (created_at, updated_at, query, word_id, result_count, reader_id)
     select now(), now(), ?, id, ?, ? from word`,
    [
      keys.text,
      keys.normalized,
      keys.pinyin,
      keys.initials,
      resultCount,
      ReviewStatus.PENDING,
      keys.text,
      resultCount,
      viewer?.kind === 'reader' ? viewer.id : null,
    ],
  );
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
