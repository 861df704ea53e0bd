/**
 * "Did you mean": a query close to what the reader typed that the catalogue can answer. Latin words
 * are corrected one by one against the vocabulary of titles and creators (search_term), Chinese
 * runs against the titles and creators sharing their bigrams; otherwise the nearest passed popular
 * search, or the nearest title (pg_trgm), is offered.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../core/auth/viewer.js';
import { ReviewStatus } from '../../../core/review/review-status.js';
import { visibleSql } from '../visibility/resource-visibility.js';
import { isVocabularyWord, titleKey } from './search-document.js';
import { normalizeText, quoteLexeme, tokenize, type Token } from './text/index.js';

/** Optimal string alignment distance (a transposition counts one edit: pyhton → python). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** Edits allowed for a word of this length: one for short words, two from eight letters. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/** The closest vocabulary word to a word the vocabulary lacks, or undefined. */
async function correctWord(em: EntityManager, word: string): Promise<string | undefined> {
  const rows = await em.getConnection().execute<{ term: string; known: boolean }[]>(
    `select term, term = ? as known from search_term
     where term = ? or (similarity(term, ?) > 0.15 and abs(length(term) - ?) <= 2)
     order by term = ? desc, similarity(term, ?) desc limit 20`,
    [word, word, word, word.length, word, word],
  );
  if (rows[0]?.known) return undefined;
  let best: { term: string; distance: number } | undefined;
  for (const { term } of rows) {
    const distance = editDistance(word, term);
    if (distance <= allowedEdits(word.length) && (!best || distance < best.distance)) best = { term, distance };
  }
  return best?.term;
}

/** The text with each token `correct` gives a correction for replaced by it; undefined when none was. */
async function correctTokens(text: string, correct: (token: Token) => Promise<string | undefined> | undefined): Promise<string | undefined> {
  let result = '';
  let last = 0;
  for (const token of tokenize(text)) {
    const correction = await correct(token);
    if (!correction) continue;
    result += text.slice(last, token.start) + correction;
    last = token.end;
  }
  return last ? result + text.slice(last) : undefined;
}

/** CJK runs of 3 to 12 characters are corrected (a two-character typo is anybody's guess). */
function isCorrectableRun(token: Token): boolean {
  const length = Array.from(token.text).length;
  return token.kind === 'cjk' && length >= 3 && length <= 12;
}

/** The closest stretch of `text` to `run`: same length, fewest edits. */
function closestStretch(run: string[], text: string): { stretch: string; distance: number } | undefined {
  const chars = Array.from(text);
  let best: { stretch: string; distance: number } | undefined;
  for (let i = 0; i + run.length <= chars.length; i += 1) {
    const stretch = chars.slice(i, i + run.length);
    const distance = stretch.reduce((edits, char, k) => edits + (char === run[k] ? 0 : 1), 0);
    if (!best || distance < best.distance) best = { stretch: stretch.join(''), distance };
  }
  return best;
}

/**
 * A mistyped character in a Chinese run (洪楼梦 → 红楼梦, 曹雪琴 → 曹雪芹): titles and creators that
 * share one of the run's bigrams are read (the most used first) for a stretch of the same length
 * that differs in one character (two from six characters on).
 */
async function correctCjkRun(em: EntityManager, viewer: Viewer | undefined, run: string): Promise<string | undefined> {
  const chars = Array.from(run);
  const grams = chars.slice(0, -1).map((char, i) => quoteLexeme(char + chars[i + 1]));
  const rows = await em.getConnection().execute<{ title: string; creators: string[] }[]>(
    `select search_title as title, creators from (
       select r.search_title, r.creators, r.views from resource r where ${visibleSql(viewer, 'r')} and r.search @@ ?::tsquery limit 1000) c
     order by views desc limit 200`,
    [grams.join(' | ')],
  );
  const allowed = chars.length >= 6 ? 2 : 1;
  for (const row of rows) {
    for (const text of [row.title, ...row.creators.map(normalizeText)]) {
      const found = text && closestStretch(chars, text);
      if (found && found.distance > 0 && found.distance <= allowed) return found.stretch;
    }
  }
  return undefined;
}

/**
 * A query to offer instead of `q`, or undefined; the caller checks that it finds more. Titles and
 * creators are read from what the viewer sees only, so a hidden title is never offered, nor
 * crowds out a visible one.
 */
export async function correctQuery(em: EntityManager, viewer: Viewer | undefined, q: string): Promise<string | undefined> {
  const text = normalizeText(q).slice(0, 200);
  if (!text) return undefined;
  const words =
    (await correctTokens(text, (token) => (isVocabularyWord(token) ? correctWord(em, token.text) : undefined))) ??
    (await correctTokens(text, (token) => (isCorrectableRun(token) ? correctCjkRun(em, viewer, token.text) : undefined)));
  if (words) return words;
  const connection = em.getConnection();
  const [word] = await connection.execute<{ text: string }[]>(
    `select text from search_word where status = ? and last_result_count > 0 and normalized % ? and normalized <> ?
     order by similarity(normalized, ?) desc, count desc limit 1`,
    [ReviewStatus.PASSED, text, text, text],
  );
  if (word) return word.text;
  const key = titleKey(q);
  const [title] = await connection.execute<{ title: string }[]>(
    `select r.title from resource r where ${visibleSql(viewer, 'r')} and r.search_title % ?
      order by similarity(r.search_title, ?) desc, r.views desc limit 1`,
    [key, key],
  );
  return title?.title;
}
