/**
 * Suggestions while the reader types: titles (by their words, or by pinyin: hlm → 红楼梦),
 * creators, and popular searches the library passed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import type { ResourceKind } from '../resource-kind.js';
import { titleKey } from './search-document.js';
import { searchConditions, Sql } from './search-sql.js';
import { SuggestionType, type SearchSuggestion } from './search.types.js';
import { highlight, MAX_QUERY_CHARS, normalizeText, pinyinQuery, queryTerms } from './text/index.js';

/** Pinyin needs two letters before it means anything (h alone is a twentieth of all titles). */
const MIN_PINYIN = 2;

interface TitleRow {
  id: number;
  title: string;
  kind: ResourceKind;
  creators: string[];
}

/** Visible resources whose text or title pinyin starts with what was typed, the most used first. */
async function titleRows(em: EntityManager, viewer: Viewer | undefined, q: string, pinyin: string | null, limit: number): Promise<TitleRow[]> {
  const sql = new Sql();
  const where = await searchConditions(em, sql, viewer, undefined);
  // One Latin letter as a prefix matches a large part of any catalogue: wait for the second.
  const terms = /^[\p{Script=Latin}0-9]$/u.test(q) ? '' : queryTerms(q, { prefix: true });
  const matches: string[] = [];
  if (terms) matches.push(`r.search @@ ${sql.p(terms, 'tsquery')}`);
  if (pinyin && pinyin.length >= MIN_PINYIN) {
    matches.push(`r.title_pinyin like ${sql.p(`${pinyin}%`)}`, `r.title_initials like ${sql.p(`${pinyin}%`)}`);
  }
  if (!matches.length) return [];
  const exactPinyin = pinyin ? `(r.title_pinyin = ${sql.p(pinyin)} or r.title_initials = ${sql.p(pinyin)}) desc, ` : '';
  return em.getConnection().execute<TitleRow[]>(
    `select r.id, r.title, r.kind, r.creators from resource r
     where ${where.join(' and ')} and (${matches.join(' or ')})
     order by ${exactPinyin}starts_with(r.search_title, ${sql.p(titleKey(q))}) desc, (r.views + 5 * r.borrows) desc, char_length(r.title), r.id desc
     limit ${sql.p(limit)}`,
    sql.params,
  );
}

/** Passed popular searches starting with the text or its pinyin. */
async function wordRows(em: EntityManager, q: string, pinyin: string | null, limit: number) {
  const normalized = normalizeText(q);
  const usePinyin = pinyin && pinyin.length >= MIN_PINYIN;
  return em.getConnection().execute<{ text: string }[]>(
    `select text from search_word
     where status = ? and enabled and last_result_count > 0
       and (starts_with(normalized, ?) ${usePinyin ? 'or pinyin like ? or initials like ?' : ''})
     order by count desc, id limit ?`,
    [ReviewStatus.PASSED, normalized, ...(usePinyin ? [`${pinyin}%`, `${pinyin}%`] : []), limit],
  );
}

export async function searchSuggestions(em: EntityManager, viewer: Viewer | undefined, query: string, limit: number): Promise<SearchSuggestion[]> {
  const q = query.slice(0, MAX_QUERY_CHARS).trim();
  if (!q) return [];
  const pinyin = pinyinQuery(q);
  const [titles, words] = await Promise.all([titleRows(em, viewer, q, pinyin, limit * 3), wordRows(em, q, pinyin, limit)]);
  const normalized = normalizeText(q);
  const seen = new Set<string>();
  const out: SearchSuggestion[] = [];
  const add = (suggestion: SearchSuggestion) => {
    const key = normalizeText(suggestion.text);
    if (seen.has(key) || out.length >= limit) return;
    seen.add(key);
    out.push(suggestion);
  };
  // Titles first (they open a resource), then popular searches, then the creators among the titles found.
  for (const row of titles.slice(0, Math.ceil(limit / 2))) {
    add({ text: row.title, type: SuggestionType.TITLE, highlighted: highlight(row.title, q, { prefix: true }), resourceId: row.id, kind: row.kind });
  }
  for (const word of words) add({ text: word.text, type: SuggestionType.SEARCH_WORD, highlighted: highlight(word.text, q, { prefix: true }) });
  const creators = titles.flatMap((row) => row.creators).filter((creator) => normalizeText(creator).includes(normalized));
  for (const creator of creators) add({ text: creator, type: SuggestionType.CREATOR, highlighted: highlight(creator, q) });
  for (const row of titles.slice(Math.ceil(limit / 2))) {
    add({ text: row.title, type: SuggestionType.TITLE, highlighted: highlight(row.title, q, { prefix: true }), resourceId: row.id, kind: row.kind });
  }
  return out;
}
