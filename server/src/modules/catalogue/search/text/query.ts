/**
 * Search queries as tsquery strings for `to_tsquery('simple', $1)` (or `$1::tsquery`, see below),
 * matching the vectors of `document.ts`. Whatever the reader types is text: the output only ever
 * holds quoted lexemes and the operators written here, so symbols, quotes, backslashes, `& | ! ( )
 * :`, SQL-looking input or emoji can neither break the syntax nor add operators.
 */
import { cjkGrams, quoteLexeme, rankingWords, wordLexemes } from './lexeme.js';
import { normalizeText } from './normalize.js';
import { codePoints, tokenize, type Token } from './tokenize.js';

/**
 * Normalized query characters considered (about twice the longest title); the rest is ignored. A
 * 2,000-character paste thus costs the same as a long title, and PostgreSQL gets ≤ 40 terms.
 */
export const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 40;

export interface QueryOptions {
  /**
   * The reader is still typing (suggestions, search-as-you-type): the last word, when the query
   * does not end with a space, also matches as a prefix (`pyth` → python).
   */
  prefix?: boolean;
}

function queryTokens(q: string): { tokens: Token[]; text: string } {
  // A paste is cut before normalizing too (at four times what is kept), so that it costs what a
  // long title costs.
  let text = normalizeText(q.length > MAX_QUERY_CHARS * 4 ? q.slice(0, MAX_QUERY_CHARS * 4) : q);
  if (text.length > MAX_QUERY_CHARS) text = codePoints(text).slice(0, MAX_QUERY_CHARS).join('').trimEnd();
  const tokens = tokenize(text);
  // A hyphenated ISBN is searched as its joined digits only: the parts would need no neighbours.
  const joined = tokens.filter((t) => t.compound);
  const covered = (t: Token) => !t.compound && joined.some((j) => t.start >= j.start && t.end <= j.end);
  return { tokens: tokens.filter((t) => !covered(t)), text };
}

/**
 * The tsquery that finds what the reader typed, or `''` for "no text condition" (nothing
 * searchable in the query; see `likeFallbackNeeded`).
 *
 * A CJK run of n ≥ 2 characters is the phrase of its bigrams (`'图书' <-> '书馆'`): over the
 * vectors of `documentTerms` this matches exactly the rows whose normalized text contains the run,
 * i.e. `LIKE '%图书馆%'`, through the GIN index. A one-character run is a prefix (`'图':*`): every
 * occurrence of a character starts a bigram or ends its run, where the run's final one-character
 * lexeme catches it. We chose this over indexing every character alone, which would add one
 * lexeme per character to every document (≈ +50 % index) for the rare one-character query.
 * Words match by stem (`books` → book, booking → book), the last one also as a prefix with
 * `prefix`. Runs and words are AND-ed: `Python编程` finds "Python 编程入门" too (and "编程 with
 * Python"); adjacency across a script change is not required.
 *
 * `to_tsquery('simple', …)` re-parses each lexeme with the server's libc character tables, which
 * may not know letters newer than its Unicode version (PostgreSQL 15 on Debian 12: e.g. CJK
 * extensions H and I); it then drops or splits them. `$1::tsquery` takes the lexemes as written
 * and is the safer cast; both give the same query for everything else.
 */
export function queryTerms(q: string, options: QueryOptions = {}): string {
  const { tokens, text } = queryTokens(q);
  const typing = options.prefix === true && !/\s$/.test(q);
  const parts: string[] = [];
  tokens.forEach((token, i) => {
    let part: string;
    if (token.kind === 'cjk') {
      const bigrams = cjkGrams(token.text).slice(0, -1).map(quoteLexeme);
      if (bigrams.length === 0) part = `${quoteLexeme(token.text)}:*`;
      else part = bigrams.length === 1 ? bigrams[0] : `(${bigrams.join(' <-> ')})`;
    } else {
      const lexemes = wordLexemes(token);
      const exact = quoteLexeme(lexemes[lexemes.length - 1]);
      const last = i === tokens.length - 1 && token.end === text.length;
      if (typing && last && !token.compound) {
        const prefix = `${quoteLexeme(token.text)}:*`;
        part = lexemes.length > 1 ? `(${exact} | ${prefix})` : prefix;
      } else {
        part = exact;
      }
    }
    if (!parts.includes(part)) parts.push(part);
  });
  return parts.slice(0, MAX_TERMS).join(' & ');
}

/**
 * The same tsquery restricted to lexemes of some weights (`'红楼':A`, `'pyth':*AB`): matches where
 * every term occurs in those fields (A title, B creators and keywords), for relevance tiers.
 */
export function restrictWeights(tsquery: string, weights: string): string {
  return tsquery.replace(/('(?:[^'\\]|''|\\.)*')(:\*)?/g, (_, lexeme: string, prefix?: string) => `${lexeme}:${prefix ? '*' : ''}${weights}`);
}

/** CJK runs of this many characters or more are split when a query is relaxed. */
const RELAX_FROM = 4;

/**
 * A looser query for when `queryTerms(q)` finds (almost) nothing, as text to search and highlight:
 * each CJK run of four or more characters becomes its two-character pieces, separated by spaces,
 * so that they are AND-ed instead of one phrase (编程入门 → `编程 入门`, 哈利波特 → `哈利 波特`; an
 * odd last character stays with the piece before it: `中华 人民 共和国`), and words separated in a
 * title by punctuation or other words are found. Whatever `q` finds, this finds too. `''` when
 * there is nothing to relax.
 */
export function relaxQuery(q: string): string {
  const { tokens } = queryTokens(q);
  if (!tokens.some((token) => token.kind === 'cjk' && codePoints(token.text).length >= RELAX_FROM)) return '';
  const pieces = tokens.flatMap((token) => {
    const chars = codePoints(token.text);
    if (token.kind !== 'cjk' || chars.length < RELAX_FROM) return [token.text];
    const pairs: string[] = [];
    for (let i = 0; i < chars.length; i += 2) {
      const last = chars.length - i === 3;
      pairs.push(chars.slice(i, last ? i + 3 : i + 2).join(''));
      if (last) break;
    }
    return pairs;
  });
  return pieces.join(' ');
}

/**
 * True when the query has visible characters but nothing searchable (only symbols, punctuation or
 * emoji: `+++`, `《》`, `😀`): `queryTerms` is then `''`, and treating that as "no condition" would
 * list the whole catalogue. The caller may fall back to `ILIKE` on the title (a sequential scan;
 * such queries are rare) or return nothing.
 */
export function likeFallbackNeeded(q: string): boolean {
  return normalizeText(q) !== '' && queryTerms(q) === '';
}

/**
 * The ranking query matching `documentWords`: the query's dictionary words and word stems, OR-ed,
 * for `ts_rank(words, to_tsquery('simple', queryWords(q)))`. `''` when there are none.
 */
export function queryWords(q: string): string {
  const { text } = queryTokens(q);
  const words = [...new Set(rankingWords(text, text.length))];
  return words.slice(0, MAX_TERMS).map(quoteLexeme).join(' | ');
}
