import type { EntityManager } from '@mikro-orm/postgresql';
import { documentTerms, documentWords, normalizeText, pinyinKeys, tokenize, type SearchField, type Token } from './text/index.js';

/** What a resource's search document is made of, as one query reads it (`sourceSql`). */
export interface SearchSource {
  id: number;
  title: string;
  subtitle?: string | null;
  creators: string[];
  keywords: string[];
  className?: string | null;
  publisher?: string | null;
  /** Identifiers and kind-specific people and places: ISBN, ISSN, advisor, institution… */
  details?: string | null;
  summary?: string | null;
  /** Titles of chapters, tracks, items, articles; picture captions. */
  partsText?: string | null;
  /** What readers said of it and the library passed (tags). */
  readerText?: string | null;
}

export interface SearchColumns {
  id: number;
  search: string;
  words: string;
  title: string;
  pinyin: string;
  initials: string;
  /** Latin-script words of the title, subtitle, creators and keywords (the spelling vocabulary). */
  vocabulary: string[];
}

/**
 * A title as exact and prefix matches compare it: normalized, punctuation and symbols as one
 * space (《红楼梦》 = "红楼梦" = 红楼梦), so that readers need not type a title's punctuation.
 */
export function titleKey(text: string): string {
  return normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words shorter than this are not corrected (a typo in `c++` or `xml` is anybody's guess). */
export const MIN_VOCABULARY_WORD = 3;

/** A Latin-script word the spelling vocabulary holds and corrects (letters only, long enough). */
export function isVocabularyWord(token: Token): boolean {
  return token.kind === 'word' && !token.compound && token.text.length >= MIN_VOCABULARY_WORD && /^\p{L}+$/u.test(token.text);
}

/** Latin-script words of a text, for the spelling vocabulary. */
export function vocabularyWords(text: string): string[] {
  return tokenize(normalizeText(text))
    .filter(isVocabularyWord)
    .map((token) => token.text);
}

const list = (values: readonly (string | null | undefined)[]) => values.filter(Boolean).join(' / ');

/** The columns of one resource's search document, most important fields first (ARCHITECTURE §9). */
export function searchColumns(source: SearchSource): SearchColumns {
  const fields: SearchField[] = [
    { text: source.title, weight: 'A' },
    { text: source.subtitle ?? '', weight: 'A' },
    { text: list(source.creators), weight: 'B' },
    { text: list(source.keywords), weight: 'B' },
    { text: source.readerText ?? '', weight: 'B' },
    { text: list([source.className, source.publisher, source.details]), weight: 'C' },
    { text: source.summary ?? '', weight: 'D' },
    { text: source.partsText ?? '', weight: 'D' },
  ];
  const keys = pinyinKeys(source.title);
  return {
    id: source.id,
    search: documentTerms(fields),
    words: documentWords(fields),
    title: titleKey(source.title),
    pinyin: keys.full,
    initials: keys.initials,
    vocabulary: vocabularyWords([source.title, source.subtitle, list(source.creators), list(source.keywords)].filter(Boolean).join(' / ')),
  };
}

/** Children whose text joins the document, each as `(resource_id, text)`. */
const PARTS_SQL = `
  select resource_id, title as text from ebook_chapter
  union all select resource_id, title from audio_track
  union all select resource_id, title from video_item
  union all select resource_id, concat_ws(' ', caption, description) from exhibition_picture
  union all select v.resource_id, concat_ws(' ', a.title, array_to_string(a.creators, ' / ')) from journal_article a join journal_volume v on v.id = a.volume_id`;

/**
 * Text other domains keep about resources that search should find (readers' passed tags), each a
 * query of `(resource_id, text)` rows; registered when the module loads (addSearchTextSource).
 */
const readerTextSources: string[] = [];

/** Search also finds resources by this text; the owner refreshes the documents it changes (refreshSearchDocuments). */
export function addSearchTextSource(sql: string) {
  if (!readerTextSources.includes(sql)) readerTextSources.push(sql);
}

const readerTextSql = () =>
  readerTextSources.length
    ? `(select string_agg(distinct x.text, ' / ') from (${readerTextSources.join(' union all ')}) x where x.resource_id = r.id)`
    : 'null';

/** The source text of the given resources, one row each. */
const sourceSql = () => `
  select r.id, r.title, r.subtitle, r.creators, r.keywords, c.name as "className", r.publisher, r.summary,
    concat_ws(' / ', r.isbn, r.issn, r.cn, r.call_number, r.narrator, r.degree, r.institution, r.advisor, r.discipline, r.venue) as details,
    (select string_agg(p.text, ' / ') from (${PARTS_SQL}) p where p.resource_id = r.id) as "partsText",
    ${readerTextSql()} as "readerText"
  from resource r left join resource_class c on c.id = r.class_id
  where r.id in (?)`;

/** Writes computed columns in one statement (a JSON array parameter, never SQL text). */
export async function writeSearchColumns(em: EntityManager, rows: SearchColumns[]): Promise<void> {
  if (!rows.length) return;
  await em.getConnection().execute(
    `update resource r set search = d.search::tsvector, search_words = d.words::tsvector,
       search_title = d.title, title_pinyin = d.pinyin, title_initials = d.initials
     from jsonb_to_recordset(?::jsonb) as d(id int, search text, words text, title text, pinyin text, initials text)
     where r.id = d.id`,
    [JSON.stringify(rows.map(({ vocabulary: _, ...columns }) => columns))],
    'run',
    em.getTransactionContext(),
  );
  const vocabulary = [...new Set(rows.flatMap((row) => row.vocabulary))];
  if (vocabulary.length) {
    await em
      .getConnection()
      .execute(
        'insert into search_term (term) select jsonb_array_elements_text(?::jsonb) on conflict do nothing',
        [JSON.stringify(vocabulary)],
        'run',
        em.getTransactionContext(),
      );
  }
}

/** Batches of this many resources per read and write. */
export const INDEX_BATCH = 500;

/**
 * Recomputes the search document of these resources from what the database holds now, in the
 * caller's transaction: every write path (admin saves, children, imports, seeds) calls this, so
 * search never lags behind the catalogue.
 */
export async function refreshSearchDocuments(em: EntityManager, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += INDEX_BATCH) {
    const batch = unique.slice(i, i + INDEX_BATCH);
    const sources = await em.getConnection().execute<SearchSource[]>(sourceSql(), [batch], 'all', em.getTransactionContext());
    await writeSearchColumns(em, sources.map(searchColumns));
  }
}

/**
 * Indexes up to `limit` resources that have no search document yet (rows written before the
 * search columns existed, or by bulk SQL); returns how many it did.
 */
export async function indexUnindexedResources(em: EntityManager, limit = INDEX_BATCH): Promise<number> {
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>('select id from resource where search is null order by id limit ?', [limit], 'all', em.getTransactionContext());
  await refreshSearchDocuments(
    em,
    rows.map((row) => row.id),
  );
  return rows.length;
}
