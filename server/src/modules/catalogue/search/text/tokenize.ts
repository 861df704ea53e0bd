/**
 * Splitting normalized text into the units search works on: CJK runs (searched by overlapping
 * character bigrams) and words (Latin, Greek, Cyrillic and other alphabets, with ASCII digits).
 * Everything else (punctuation, symbols, emoji, spaces, combining marks) separates.
 */

export interface Token {
  kind: 'cjk' | 'word';
  /** The token as indexed: a run of CJK characters, or a lower-case word (≤ MAX_WORD characters). */
  text: string;
  /** UTF-16 range in the normalized text. */
  start: number;
  end: number;
  /** An ISBN/ISSN written with hyphens, joined (`9787111544937`); its parts are tokens too. */
  compound?: boolean;
}

/**
 * Longer words are cut (documents and queries alike), which keeps every lexeme far below
 * PostgreSQL's 2 KB limit; nobody types 64 letters without a space and expects an exact match.
 */
export const MAX_WORD = 64;

const SEPARATOR = 0;
const CJK = 1;
const WORD = 2;

/**
 * CJK: Han, kana and Hangul letters (Lucene's CJK bigram set), incl. ー 々 〇. Only letters: CJK
 * punctuation (、。「」) shares these scripts but must separate.
 */
const CJK_CHARS = /(?=[\p{L}\p{Nl}])[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/gu;
const CJK_CHAR = new RegExp(`^${CJK_CHARS.source}$`, 'u');
const WORD_CHAR = /^[\p{L}0-9]$/u;

let bmpClasses: Uint8Array | undefined;
const astralClasses = new Map<number, number>();

/** Classes of the BMP, from one regex scan each over all its characters (≈10 ms, once). */
function bmpTable(): Uint8Array {
  if (bmpClasses) return bmpClasses;
  const table = new Uint8Array(0x10000);
  let all = '';
  for (let cp = 0; cp < 0x10000; cp += 1) all += cp >= 0xd800 && cp < 0xe000 ? ' ' : String.fromCharCode(cp);
  for (const m of all.matchAll(/[\p{L}0-9]/gu)) table[m.index] = WORD;
  for (const m of all.matchAll(CJK_CHARS)) table[m.index] = CJK;
  bmpClasses = table;
  return table;
}

function classify(cp: number): number {
  if (cp < 0x10000) return bmpTable()[cp];
  let cls = astralClasses.get(cp);
  if (cls === undefined) {
    const c = String.fromCodePoint(cp);
    cls = CJK_CHAR.test(c) ? CJK : WORD_CHAR.test(c) ? WORD : SEPARATOR;
    if (astralClasses.size < 100_000) astralClasses.set(cp, cls);
  }
  return cls;
}

/**
 * The tokens of a normalized text (see `normalizeText`), in order, with their offsets; hyphenated
 * ISBN/ISSN numbers also yield one joined token, right after their first part. Apostrophes
 * separate like other punctuation (`potter's` → potter, s).
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const table = bmpTable();
  const n = text.length;
  // The class of the character at i, and its width in code units (surrogate pairs: 2).
  let width = 1;
  const classAt = (i: number): number => {
    const code = text.charCodeAt(i);
    if (code < 0xd800 || code >= 0xe000) {
      width = 1;
      return table[code];
    }
    const cp = text.codePointAt(i)!;
    width = cp > 0xffff ? 2 : 1;
    return cp > 0xffff ? classify(cp) : SEPARATOR;
  };
  let i = 0;
  while (i < n) {
    const cls = classAt(i);
    if (cls === SEPARATOR) {
      i += width;
      continue;
    }
    const start = i;
    i += width;
    while (i < n && classAt(i) === cls) i += width;
    let word = text.slice(start, i);
    if (cls === WORD && word.length > MAX_WORD) word = [...word].slice(0, MAX_WORD).join('');
    tokens.push({ kind: cls === CJK ? 'cjk' : 'word', text: word, start, end: i });
  }
  return joinIdentifiers(text, tokens);
}

const HYPHEN = /^[-‐]$/;
const DIGITS = /^[0-9]+$/;
const CHECK_GROUP = /^[0-9]*x$/;

/**
 * `978-7-111-54493-7` and `1234-567x` as single tokens, so that an ISBN or ISSN typed with or
 * without hyphens finds the same record. Joined only at 10 or 13 characters (ISBN) or 4+4 (ISSN).
 */
function joinIdentifiers(text: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    out.push(tokens[i]);
    const prev = tokens[i - 1];
    if (!DIGITS.test(tokens[i].text) || (prev && DIGITS.test(prev.text) && joinedWith(text, prev, tokens[i]))) continue;
    let j = i;
    let joined = tokens[i].text;
    let best = -1;
    while (j + 1 < tokens.length && joinedWith(text, tokens[j], tokens[j + 1]) && joined.length < 13) {
      const next = tokens[j + 1].text;
      if (!DIGITS.test(next) && !CHECK_GROUP.test(next)) break;
      joined += next;
      j += 1;
      const issn = j === i + 1 && tokens[i].text.length === 4 && next.length === 4;
      if (joined.length === 10 || joined.length === 13 || issn) best = j;
      if (!DIGITS.test(next)) break;
    }
    if (best > i) {
      const value = tokens
        .slice(i, best + 1)
        .map((t) => t.text)
        .join('');
      out.push({ kind: 'word', text: value, start: tokens[i].start, end: tokens[best].end, compound: true });
    }
  }
  return out;
}

function joinedWith(text: string, a: Token, b: Token): boolean {
  return a.kind === 'word' && b.kind === 'word' && b.start === a.end + 1 && HYPHEN.test(text[a.end]);
}

/** The code points of a CJK run; bigrams must not split a character outside the BMP. */
export function codePoints(s: string): string[] {
  return Array.from(s);
}
