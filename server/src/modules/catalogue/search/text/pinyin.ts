/**
 * Pinyin keys for search suggestions: readers type `hlm` or `hongl` in the box and expect 红楼梦.
 */
import { pinyin } from 'pinyin-pro';
import { tokenize } from './tokenize.js';

export interface PinyinKeys {
  /** Toneless pinyin of the Han characters, words kept as they are: 红楼梦 → `hongloumeng`. */
  full: string;
  /** First letters of the syllables, words kept whole: 红楼梦 → `hlm`, Python编程 → `pythonbc`. */
  initials: string;
}

/**
 * Characters of a title that get keys: suggestions match prefixes, so the keys need not be longer
 * than a reader would type (and pinyin costs ≈5 µs per character).
 */
export const MAX_PINYIN_CHARS = 64;

const SYLLABLE = /^[a-z]+$/;

/**
 * The keys of a title (or, with `name`, a person's name: surname readings for the first
 * character, 单田芳 → shan…, 曾国藩 → zeng…). Traditional titles get the same keys (紅樓夢 →
 * hongloumeng): pinyin-pro reads both forms. Polyphones are read in context by pinyin-pro's word dictionary (银行行长 →
 * yinhanghangzhang, 重庆 → chongqing); it is not always right (朝花夕拾 → chao…, not zhao…). ü is
 * written v (绿 → lv), as on a keyboard. Store both keys in columns and match with
 * `LIKE q || '%'` (see `pinyinQuery`), or filter in memory with `matchesPinyin`.
 */
export function pinyinKeys(title: string, options: { name?: boolean } = {}): PinyinKeys {
  let full = '';
  let initials = '';
  // Not folded: pinyin-pro reads traditional characters itself, and the fold would change a reading
  // (乾隆 → 干隆 → ganlong).
  const text = title.normalize('NFKC').toLowerCase();
  for (const token of tokenize(text.length > MAX_PINYIN_CHARS * 2 ? text.slice(0, MAX_PINYIN_CHARS * 2) : text)) {
    if (full.length >= MAX_PINYIN_CHARS * 6) break;
    if (token.compound) continue;
    if (token.kind === 'word') {
      full += token.text;
      initials += token.text;
      continue;
    }
    const syllables = pinyin(token.text, {
      toneType: 'none',
      type: 'array',
      v: true,
      ...(options.name ? { mode: 'surname' as const, surname: 'head' as const } : {}),
    });
    for (const syllable of syllables) {
      // Kana, Hangul and Han characters pinyin-pro does not know come back as themselves.
      if (!SYLLABLE.test(syllable)) continue;
      full += syllable;
      initials += syllable[0];
    }
  }
  return { full, initials };
}

/**
 * A query as pinyin keys are matched: lower case, without the spaces, apostrophes and hyphens
 * people type between syllables (`Hong Lou`, `xi'an`), ü as v. `null` when it is not a pinyin-like
 * query (it has Han characters or symbols), so that the caller skips pinyin matching.
 */
export function pinyinQuery(q: string): string | null {
  const s = q
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ü/g, 'v')
    .replace(/[\s'’-]+/g, '');
  return /^[a-z0-9]*[a-z][a-z0-9]*$/.test(s) ? s : null;
}

/**
 * Whether a suggestion's keys match what the reader typed: the query is a prefix of the full
 * pinyin (`hongl`, `honglou`) or of the initials (`hlm`).
 */
export function matchesPinyin(query: string, keys: PinyinKeys): boolean {
  const q = pinyinQuery(query);
  return q !== null && (keys.full.startsWith(q) || keys.initials.startsWith(q));
}
