/**
 * One canonical form for searchable text, used identically on documents and queries.
 *
 * Steps: control and format characters out (whitespace controls become spaces), NFKC (full-width
 * letters and digits, the ideographic space, compatibility ideographs), lower case, traditional
 * and variant Chinese characters folded to simplified character by character (see fold.ts),
 * whitespace collapsed and trimmed.
 */
import { foldMap } from './fold.js';

/** Per-character flags of the BMP: what the single pass of `normalizeText` must act on. */
const FOLD = 1;
const SPACE = 2;
const DROP = 4;
const SURROGATE = 8;
const MARK = 16;

interface Tables {
  flags: Uint8Array;
  fold: Map<string, string>;
  /** Single characters normalized alone, and which BMP ones stay as they are: for offsets. */
  memo: Map<number, string>;
  identity: Uint8Array;
}

let tables: Tables | undefined;

/** Built on first use (≈30 ms), not at import, so processes that never search pay nothing. */
function getTables(): Tables {
  if (tables) return tables;
  const fold = foldMap();
  const flags = new Uint8Array(0x10000);
  let all = '';
  for (let cp = 0; cp < 0x10000; cp += 1) all += cp >= 0xd800 && cp < 0xe000 ? '\0' : String.fromCharCode(cp);
  const mark = (re: RegExp, flag: number) => {
    for (const m of all.matchAll(re)) flags[m.index] |= flag;
  };
  mark(/[\p{Cc}\p{Cf}]/gu, DROP);
  mark(/\s/g, SPACE);
  mark(/\p{M}/gu, MARK);
  for (let cp = 0; cp < 0x10000; cp += 1) {
    if (flags[cp] & SPACE) flags[cp] &= ~DROP;
    if (cp === 0x85) flags[cp] = SPACE; // NEL: a line break, though a control
    if (cp === 0xfeff) flags[cp] = DROP; // BOM / zero-width no-break space: invisible
    if (cp >= 0xd800 && cp < 0xe000) flags[cp] = SURROGATE;
    if (fold.has(String.fromCharCode(cp))) flags[cp] |= FOLD;
  }
  tables = { flags, fold, memo: new Map(), identity: new Uint8Array(0x10000) };
  return tables;
}

const ASTRAL_FORMAT = /^\p{Cf}$/u;
const ASTRAL_MARK = /^\p{M}$/u;
const isLow = (code: number) => (code & 0xfc00) === 0xdc00;

/** Control and format characters out (spaces stay), lone surrogates too: before NFKC. */
function strip(s: string, flags: Uint8Array): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i += 1) {
    const code = s.charCodeAt(i);
    if (!(flags[code] & (DROP | SURROGATE))) continue;
    if (code < 0xdc00 && code >= 0xd800 && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) {
      i += 1;
      if (!ASTRAL_FORMAT.test(s.slice(i - 1, i + 1))) continue;
      out += s.slice(from, i - 1);
      from = i + 1;
      continue;
    }
    out += s.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Fold, collapse whitespace runs to one space and trim, in one pass over the code units. */
function finish(s: string, { flags, fold }: Tables): string {
  let start = 0;
  let end = s.length;
  while (start < end && flags[s.charCodeAt(start)] & SPACE) start += 1;
  while (end > start && flags[s.charCodeAt(end - 1)] & SPACE) end -= 1;
  let out = '';
  let from = start;
  for (let i = start; i < end; i += 1) {
    const code = s.charCodeAt(i);
    const f = flags[code];
    if (f === 0 || f === MARK) continue;
    if (f & SPACE) {
      let j = i + 1;
      while (j < end && flags[s.charCodeAt(j)] & SPACE) j += 1;
      if (j > i + 1 || code !== 0x20) {
        out += `${s.slice(from, i)} `;
        from = j;
      }
      i = j - 1;
    } else if (f & FOLD) {
      out += s.slice(from, i) + fold.get(s[i])!;
      from = i + 1;
    } else if (f & SURROGATE && i + 1 < end) {
      const to = fold.get(s.slice(i, i + 2));
      if (to !== undefined) {
        out += s.slice(from, i) + to;
        from = i + 2;
      }
      i += 1;
    }
  }
  return from === 0 && end === s.length ? s : out + s.slice(from, end);
}

/**
 * The canonical form of a title, a summary or a query. Runs on every indexed field and every
 * query, hence one table-driven pass around the native NFKC and lower-casing: ≈1.5 µs for a
 * 30-character title, ≈45 µs for a 2,000-character summary (≈80 µs in traditional characters), CPU
 * time on a busy 2-core machine (speed.test.ts). Idempotent.
 */
export function normalizeText(input: string): string {
  const t = getTables();
  return finish(strip(input, t.flags).normalize('NFKC').toLowerCase(), t);
}

/** A normalized text with, for each of its UTF-16 units, the range of the original it came from. */
export interface NormalizedWithOffsets {
  text: string;
  /** `starts[i]`..`ends[i]` is the slice of the original that produced `text[i]`. */
  starts: Int32Array;
  ends: Int32Array;
}

/** One character with its combining marks, normalized alone (whitespace becomes one space). */
function normalizeUnit(unit: string, t: Tables): string {
  const s = strip(unit, t.flags).normalize('NFKC').toLowerCase();
  // Between two letters, so that `finish` folds and collapses a space without trimming it away.
  return s ? finish(`a${s}a`, t).slice(1, -1) : '';
}

/**
 * The same text as `normalizeText` (but for compositions across characters that are not combining
 * marks, like conjoining Hangul jamo), with offsets back into the original, so that highlighting
 * can match on the canonical form and still return slices of what the cataloguer wrote
 * (traditional characters stay). Per character, memoized: meant for the rows on a page.
 */
export function normalizeWithOffsets(input: string): NormalizedWithOffsets {
  const t = getTables();
  const parts: string[] = [];
  const n = input.length;
  let starts = new Int32Array(n + 8);
  let ends = new Int32Array(n + 8);
  let length = 0;
  const emit = (start: number, end: number) => {
    if (length === starts.length) {
      starts = grow(starts);
      ends = grow(ends);
    }
    starts[length] = start;
    ends[length] = end;
    length += 1;
  };
  // A BMP character that normalizes to itself, not followed by a mark: copied as is.
  const plain = (j: number) => isIdentity(input.charCodeAt(j), t) && (j + 1 >= n || !(t.flags[input.charCodeAt(j + 1)] & (MARK | SURROGATE)));
  let last = '';
  let i = 0;
  while (i < n) {
    const start = i;
    if (plain(i)) {
      while (i < n && plain(i)) {
        emit(i, i + 1);
        i += 1;
      }
      parts.push(input.slice(start, i));
      last = input[i - 1];
      continue;
    }
    const cp = input.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    let marks = false;
    while (i < n) {
      const next = input.codePointAt(i)!;
      const isMark = next > 0xffff ? ASTRAL_MARK.test(String.fromCodePoint(next)) : (t.flags[next] & MARK) !== 0;
      if (!isMark) break;
      marks = true;
      i += next > 0xffff ? 2 : 1;
    }
    let piece = marks ? undefined : t.memo.get(cp);
    if (piece === undefined) {
      piece = normalizeUnit(input.slice(start, i), t);
      if (!marks && t.memo.size < 100_000) t.memo.set(cp, piece);
    }
    for (const unit of piece.split('')) {
      if (unit === ' ' && (last === '' || last === ' ')) continue;
      parts.push(unit);
      emit(start, i);
      last = unit;
    }
  }
  let text = parts.join('');
  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    length -= 1;
  }
  return { text, starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Whether a BMP code unit is its own normalized form (memoized: 0 unknown, 1 yes, 2 no). */
function isIdentity(code: number, t: Tables): boolean {
  let known = t.identity[code];
  if (known === 0) {
    const c = String.fromCharCode(code);
    const special = t.flags[code] & (FOLD | SPACE | DROP | SURROGATE | MARK);
    known = !special && c.normalize('NFKC') === c && c.toLowerCase() === c ? 1 : 2;
    t.identity[code] = known;
  }
  return known === 1;
}
