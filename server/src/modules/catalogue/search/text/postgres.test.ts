/**
 * The acceptance criterion: whatever the reader types, `queryTerms` gives a tsquery PostgreSQL
 * accepts (or `''`), and `documentTerms` a tsvector it accepts, checked against the real server.
 * No tables: only casts and `@@` on bound parameters.
 */
import { knex, type Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentTerms } from './document.js';
import { random, randomText } from './fixtures.js';
import { quoteLexeme } from './lexeme.js';
import { normalizeText } from './normalize.js';
import { likeFallbackNeeded, MAX_QUERY_CHARS, queryTerms } from './query.js';
import { tokenize } from './tokenize.js';

let db: Knex;
beforeAll(() => {
  db = knex({ client: 'pg', connection: inject('postgresUrl'), pool: { min: 0, max: 1 } });
});
afterAll(() => db.destroy());

/** Letters the server's libc classifies (Debian 12's glibc knows Unicode 14; Node knows 15.1+). */
const NEWER_THAN_LIBC = /[\u{31350}-\u{323AF}\u{2EBF0}-\u{2EE5F}]/u;

const NASTY = [
  "'",
  "''",
  '\\',
  "\\'",
  "'\\''",
  "a'b",
  'a\\b',
  '&',
  '|',
  '!',
  '(',
  ')',
  ':',
  ':*',
  'a:*',
  'a & b',
  'a | b',
  '!a',
  '(a',
  'a)',
  '<->',
  '<2>',
  'a <-> b',
  "'; drop table x; --",
  '1; select pg_sleep(10)',
  '" OR 1=1 --',
  '😀',
  '👨‍👩‍👧',
  '🇨🇳',
  '中😀文',
  'x'.repeat(2000),
  '中'.repeat(2000),
  '图书 '.repeat(700),
  '\u0000',
  '\ud800',
  '\u200b',
  '   ',
  '',
  '全角ＡＢＣ　１２３',
  'ﬁ',
  'İstanbul',
  'ß',
  'e\u0301',
  'עברית',
  'العربية',
  'हिन्दी',
  'ไทย',
  '한국어',
  'ノルウェイの森',
  '𠀀𠀁',
  '𱍐𱍑',
  'a:b',
  '978-7-111-54493-7',
  'abc:*',
  '%',
  '_',
  '%_\\',
  'NULL',
  '${x}',
  '<script>alert(1)</script>',
  'a\tb\nc',
  '0x1f',
  '1e5',
  '-1',
  '+1',
  '1.5',
  'a-b',
  'a_b',
  'a.b',
  'a/b',
  'http://example.com/a?b=c&d=e',
  'email@example.com',
  'c++',
  'c#',
  '.net',
  '《红楼梦》',
  '、。「」',
  'Ⅱ',
  '①',
];

function fuzz(count: number): string[] {
  const next = random(42);
  const alphabet = [...'\'\\&|!():*<->{}[]"%_;-- \t\n', 'a', 'Z', '9', '中', '圖', 'ー', '😀', '\u0000', '\u200b', '\ud800'];
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let s = next() < 0.5 ? randomText(next, 1 + Math.floor(next() * 8)) : '';
    const n = Math.floor(next() * 40);
    for (let k = 0; k < n; k += 1) s += alphabet[Math.floor(next() * alphabet.length)];
    out.push(s);
  }
  return out;
}

interface Checked {
  q: string;
  ts: string;
  viaParser: string | null;
  viaCast: string | null;
  selfMatch: boolean | null;
  error: string | null;
}

/** Each query through to_tsquery('simple', …) and ::tsquery, and against a document made of itself. */
async function check(queries: string[], prefix: boolean): Promise<Checked[]> {
  const out: Checked[] = [];
  for (const q of queries) {
    const ts = queryTerms(q, { prefix });
    const doc = documentTerms([{ text: q, weight: 'A' }]);
    try {
      const { rows } = await db.raw(
        "select to_tsquery('simple', ?)::text as via_parser, ?::tsquery::text as via_cast, ?::tsvector @@ to_tsquery('simple', ?) as self_match",
        [ts, ts, doc, ts],
      );
      out.push({ q, ts, viaParser: rows[0].via_parser, viaCast: rows[0].via_cast, selfMatch: rows[0].self_match, error: null });
    } catch (error) {
      out.push({ q, ts, viaParser: null, viaCast: null, selfMatch: null, error: String(error) });
    }
  }
  return out;
}

describe('queries against PostgreSQL', () => {
  for (const prefix of [false, true]) {
    it(`are always valid tsqueries (${prefix ? 'typing' : 'submitted'})`, async () => {
      const results = await check([...NASTY, ...fuzz(400)], prefix);
      expect(results.filter((r) => r.error)).toEqual([]);
      // The parser and the cast read the same query, except for letters newer than libc's tables.
      const differ = results.filter((r) => r.viaParser !== r.viaCast && !NEWER_THAN_LIBC.test(r.q));
      expect(differ).toEqual([]);
      // A document holding the query matches it (long pastes are cut, so only short ones).
      const missed = results.filter((r) => r.ts && r.q.length <= MAX_QUERY_CHARS && !NEWER_THAN_LIBC.test(r.q) && r.selfMatch === false);
      expect(missed).toEqual([]);
      // Empty means: nothing searchable, and the fallback flag says so when something was typed.
      for (const r of results.filter((x) => x.ts === '')) {
        expect(likeFallbackNeeded(r.q)).toBe(normalizeText(r.q) !== '');
      }
    }, 60_000);
  }

  it('read injection-looking text as words', async () => {
    expect(queryTerms("'; drop table x; --")).toBe("'drop' & 'table' & 'x'");
    expect(queryTerms('a & !b | (c:*)')).toBe("'a' & 'b' & 'c'");
    expect(queryTerms('😀')).toBe('');
    expect(likeFallbackNeeded('😀')).toBe(true);
    expect(likeFallbackNeeded('  ')).toBe(false);
  });

  it('quote lexemes with quotes and backslashes correctly', async () => {
    // Such a lexeme never comes out of the tokenizer; to_tsquery would split it, the cast keeps it.
    const lexeme = "a'b\\c";
    const vector = `${quoteLexeme(lexeme)}:1A`;
    const { rows } = await db.raw('select (tsvector_to_array(?::tsvector))[1] as v, ?::tsquery::text as q, ?::tsvector @@ ?::tsquery as hit', [
      vector,
      quoteLexeme(lexeme),
      vector,
      quoteLexeme(lexeme),
    ]);
    expect(rows[0]).toEqual({ v: lexeme, q: quoteLexeme(lexeme), hit: true });
  });
});

describe('documents against PostgreSQL', () => {
  it('are valid tsvectors within the limits, even huge ones', async () => {
    const huge = `${'图书馆藏书。'.repeat(20_000)} ${'word '.repeat(10_000)}`;
    for (const text of [...NASTY, huge]) {
      const literal = documentTerms([
        { text: 'title', weight: 'A' },
        { text, weight: 'D' },
      ]);
      const { rows } = await db.raw(
        'select coalesce(max(cardinality(u.positions)), 0) as most, coalesce(max(p), 0) as last from unnest(?::tsvector) u left join lateral unnest(u.positions) p on true',
        [literal],
      );
      expect(rows[0].most).toBeLessThanOrEqual(256);
      expect(rows[0].last).toBeLessThanOrEqual(16383);
    }
  }, 60_000);

  it('find phrases only inside one run of one field, and short queries past the position limit', async () => {
    const hits = async (fields: string[], q: string) => {
      const literal = documentTerms(fields.map((text) => ({ text, weight: 'A' as const })));
      const { rows } = await db.raw('select ?::tsvector @@ ?::tsquery as hit', [literal, queryTerms(q)]);
      return rows[0].hit as boolean;
    };
    expect(await hits(['图书馆'], '图书馆')).toBe(true);
    expect(await hits(['图书', '馆'], '图书馆')).toBe(false);
    expect(await hits(['图书 馆'], '图书馆')).toBe(false);
    expect(await hits(['图书，书馆'], '图书馆')).toBe(false);
    expect(await hits(['图', '书馆'], '图书')).toBe(false);
    expect(await hits(['地图'], '图')).toBe(true);
    expect(await hits(['图'], '图')).toBe(true);
    expect(await hits(['哈哈哈'], '哈哈哈')).toBe(true);
    expect(await hits(['哈哈，哈哈'], '哈哈哈')).toBe(false);
    const long = '甲乙丙丁。'.repeat(5_000);
    expect(await hits([long, '红楼梦'], '红楼')).toBe(true);
    expect(await hits([long, '红楼梦'], '楼')).toBe(true);
    expect(await hits([long, '红楼梦'], '红楼梦')).toBe(false); // documented limit: past position 16383
  });
});

describe('characters PostgreSQL must see as letters', () => {
  it('are letters to its parser for every CJK block and alphabet in use', async () => {
    const chars: string[] = [];
    for (let cp = 0x30; cp < 0x32400; cp += 1) {
      if (cp >= 0xd800 && cp < 0xe000) continue;
      const c = String.fromCodePoint(cp);
      if (normalizeText(c) === c && tokenize(c).length === 1) chars.push(c);
    }
    const unstable: string[] = [];
    for (let i = 0; i < chars.length; i += 10_000) {
      const batch = chars.slice(i, i + 10_000).map(quoteLexeme);
      const { rows } = await db.raw("select s from unnest(?::text[]) s where to_tsquery('simple', s)::text is distinct from s::tsquery::text", [
        batch,
      ]);
      unstable.push(...rows.map((r: { s: string }) => r.s.slice(1, -1)));
    }
    console.info(`${chars.length} letters checked; not letters to this server's parser: ${unstable.length}`);
    const core = /[\u4e00-\u9fff\u3400-\u4dbf\u3040-\u30ff\uac00-\ud7a3a-z0-9\u00e0-\u00ff\u03b1-\u03c9\u0430-\u044f]/u;
    expect(unstable.filter((c) => core.test(c))).toEqual([]);
    // The rest: letters Unicode added after the server's libc tables (CJK extensions H/I…).
    expect(unstable.length / chars.length).toBeLessThan(0.1);
  }, 120_000);
});
