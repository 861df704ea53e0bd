/**
 * Traditional and variant Chinese characters folded to simplified, character by character, with
 * opencc-js's own dictionaries (TW and HK variants, then OpenCC's traditional → simplified
 * characters: `Converter({ from: 'tw' | 'hk', to: 'cn' })` without its phrase tables).
 *
 * OpenCC's phrase converter is deliberately not used: it decides by context (乾隆 stays 乾隆, a
 * lone 乾 becomes 干), so a query fragment would fold differently from the same characters inside
 * a document, and substring search would miss. A per-character fold commutes with taking
 * substrings, which bigram search relies on. It is also much faster (the phrase converter costs
 * ≈450 µs per 2,000 characters, see speed.test.ts). Search keys only: nobody reads 干隆.
 */
import { from as variantDicts, to as simplifiedDicts } from 'opencc-js/preset/t2cn';

type DictLike = string | readonly (readonly [string, string])[];

/**
 * Characters the variant tables would move although they are everyday simplified characters
 * (著作, 什么): folding them to 着 / 幺 would hurt pinyin and surprise readers.
 */
const KEEP = new Set(['么', '著']);

/**
 * Folds OpenCC does not make: characters of the 2013 standard list that catalogues still write
 * with the older simplified form (钱锺书 is catalogued as 钱钟书 as often as not).
 */
const EXTRA: ReadonlyArray<readonly [string, string]> = [['锺', '钟']];

/** The fold as a map (TW variants, then HK variants, then traditional → simplified, to a fixpoint). */
export function foldMap(): Map<string, string> {
  const stages = [charMap(variantDicts.tw), charMap(variantDicts.hk), charMap(simplifiedDicts.cn)];
  const step = (c: string) => stages.reduce((x, stage) => stage.get(x) ?? x, c);
  const map = new Map<string, string>();
  for (const stage of stages) {
    for (const c of stage.keys()) {
      if (KEEP.has(c) || map.has(c)) continue;
      let out = c;
      // To a fixpoint, so that folding twice is folding once (薴 → 苧 → 苎).
      for (let i = 0; i < 5 && !KEEP.has(out); i += 1) {
        const next = step(out);
        if (next === out) break;
        out = next;
      }
      if (out !== c) map.set(c, out);
    }
  }
  for (const [from, to] of EXTRA) map.set(from, to);
  // 鍾 (traditional) folds through to the same character.
  for (const [from, to] of map) if (to === '锺') map.set(from, '钟');
  return map;
}

function charMap(groups: readonly (readonly DictLike[])[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of groups ?? []) {
    for (const dict of group) {
      const pairs = typeof dict === 'string' ? dict.split('|').map((entry) => entry.split(' ')) : dict;
      for (const [from, to] of pairs) {
        // Single characters only: phrase entries are the context-dependent part (see above).
        if (to && isOneCodePoint(from) && isOneCodePoint(to) && !map.has(from)) map.set(from, to);
      }
    }
  }
  return map;
}

function isOneCodePoint(s: string): boolean {
  return s.length === 1 || (s.length === 2 && s.codePointAt(0)! > 0xffff);
}
