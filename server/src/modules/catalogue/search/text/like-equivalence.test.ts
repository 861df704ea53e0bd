/**
 * The bigram index must find what `LIKE '%q%'` finds (ARCHITECTURE §9). For generated titles and
 * substrings of them, PostgreSQL evaluates `$vector::tsvector @@ to_tsquery('simple', $query)` for
 * every (title, query) pair, and we compare with `normalizeText(title).includes(normalizeText(q))`.
 *
 * - A query that is one CJK run: exactly the LIKE result, both ways.
 * - Any other query (words, mixed scripts, spaces): every LIKE hit is found when the words of the
 *   query are whole words at that spot of the title; with `prefix`, the last word may be cut.
 *   Extra hits are expected and counted (runs and words are AND-ed, not adjacent; stems).
 * - Known limit: a query that cuts a word at its start (`ython`, `n编程`) finds nothing there:
 *   words are matched as words, not as substrings (the lead's trigram index covers typos).
 */
import { knex, type Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentTerms } from './document.js';
import { random, randomTitle } from './fixtures.js';
import { normalizeText } from './normalize.js';
import { queryTerms } from './query.js';
import { codePoints, tokenize } from './tokenize.js';

let db: Knex;
beforeAll(() => {
  db = knex({ client: 'pg', connection: inject('postgresUrl'), pool: { min: 0, max: 1 } });
});
afterAll(() => db.destroy());

const TITLES = 300;
const QUERIES_PER_TITLE = 8;

const isWordChar = (c: string | undefined) => c !== undefined && tokenize(c)[0]?.kind === 'word';

/** Whether some occurrence of `q` in `t` has no word running on before (and after, unless typing). */
function aligned(t: string, q: string, typing: boolean): boolean {
  for (let at = t.indexOf(q); at >= 0; at = t.indexOf(q, at + 1)) {
    const startOk = !isWordChar(q[0]) || !isWordChar(t[at - 1]);
    const endOk = typing || !isWordChar(q[q.length - 1]) || !isWordChar(t[at + q.length]);
    if (startOk && endOk) return true;
  }
  return false;
}

/** For each query, the indexes of the titles PostgreSQL finds. */
async function matches(vectors: string[], queries: string[]): Promise<Set<number>[]> {
  const { rows } = await db.raw(
    `with v as materialized (select vec::tsvector as vec, i from unnest(?::text[]) with ordinality as t(vec, i)),
          q as materialized (select to_tsquery('simple', qq) as qq, j from unnest(?::text[]) with ordinality as t(qq, j))
     select q.j, array_agg(v.i) as hits from q join v on v.vec @@ q.qq group by q.j`,
    [vectors, queries],
  );
  const out = queries.map(() => new Set<number>());
  for (const row of rows as { j: string; hits: string[] }[]) {
    for (const i of row.hits) out[Number(row.j) - 1].add(Number(i) - 1);
  }
  return out;
}

describe('bigram search equals LIKE', () => {
  it('on generated titles and their substrings', async () => {
    const next = random(2024);
    const titles = Array.from({ length: TITLES }, () => randomTitle(next));
    const normalized = titles.map(normalizeText);
    const queries: string[] = [];
    for (const title of titles) {
      const chars = codePoints(title);
      for (let k = 0; k < QUERIES_PER_TITLE; k += 1) {
        const length = 1 + Math.floor(next() * 6);
        const from = Math.floor(next() * Math.max(1, chars.length - length + 1));
        const q = chars.slice(from, from + length).join('');
        if (normalizeText(q) && queryTerms(q)) queries.push(q);
      }
      // And pieces of its CJK runs, as written (traditional or not), to have plenty of those.
      const runs = title.match(/[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}\p{sc=Hang}ー]+/gu) ?? [];
      for (let k = 0; k < 4 && runs.length > 0; k += 1) {
        const run = codePoints(runs[Math.floor(next() * runs.length)]);
        const length = 1 + Math.floor(next() * Math.min(6, run.length));
        const from = Math.floor(next() * (run.length - length + 1));
        queries.push(run.slice(from, from + length).join(''));
      }
    }
    const vectors = titles.map((text) => documentTerms([{ text, weight: 'A' }]));
    const exact = await matches(
      vectors,
      queries.map((q) => queryTerms(q)),
    );
    const typing = await matches(
      vectors,
      queries.map((q) => queryTerms(q, { prefix: true })),
    );

    const stats = {
      cjkQueries: 0,
      cjkPairs: 0,
      cjkHits: 0,
      otherQueries: 0,
      likeHits: 0,
      alignedHits: 0,
      mixedAlignedHits: 0,
      extra: 0,
      cutWords: 0,
    };
    const failures: string[] = [];
    queries.forEach((q, j) => {
      const nq = normalizeText(q);
      const tokens = tokenize(nq);
      const pureCjk = tokens.length === 1 && tokens[0].kind === 'cjk' && tokens[0].text === nq;
      if (pureCjk) stats.cjkQueries += 1;
      else stats.otherQueries += 1;
      normalized.forEach((nt, i) => {
        const like = nt.includes(nq);
        const found = exact[j].has(i);
        if (pureCjk) {
          stats.cjkPairs += 1;
          if (like) stats.cjkHits += 1;
          if (like !== found) failures.push(`${q} in ${titles[i]}: LIKE ${like}, index ${found}`);
          return;
        }
        if (like) stats.likeHits += 1;
        if (!like && found) stats.extra += 1;
        if (!like) return;
        if (aligned(nt, nq, false)) {
          stats.alignedHits += 1;
          if (tokens.some((t) => t.kind === 'cjk') && tokens.some((t) => t.kind === 'word')) stats.mixedAlignedHits += 1;
          if (!found) failures.push(`${q} in ${titles[i]}: missed`);
        } else {
          stats.cutWords += 1;
        }
        if (aligned(nt, nq, true) && !/\s$/.test(q) && !typing[j].has(i)) failures.push(`${q} in ${titles[i]}: missed while typing`);
      });
    });
    console.info('LIKE equivalence', stats);
    expect(failures.slice(0, 20)).toEqual([]);
    // The test must have exercised both kinds substantially.
    expect(stats.cjkQueries).toBeGreaterThan(1000);
    expect(stats.cjkHits).toBeGreaterThan(5000);
    expect(stats.alignedHits).toBeGreaterThan(200);
    expect(stats.mixedAlignedHits).toBeGreaterThan(50);
  }, 120_000);
});
