/**
 * What documents and queries share: the lexemes a token stands for, their quoting in PostgreSQL's
 * tsvector/tsquery syntax, and the word segmenter.
 */
import { stem } from './stem.js';
import { codePoints, tokenize, type Token } from './tokenize.js';

/** tsvector weights: A highest (title), D lowest (body text). */
export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * A lexeme quoted for a tsvector or tsquery literal: `'` doubled, `\` escaped. Our lexemes never
 * contain either (they are letters and digits), but the literal must stay valid whatever a
 * future tokenizer lets through. The literal is for a bound parameter (`$1::tsvector`), never for
 * SQL text.
 */
export function quoteLexeme(lexeme: string): string {
  if (!lexeme.includes("'") && !lexeme.includes('\\')) return `'${lexeme}'`;
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The overlapping bigrams of a CJK run, then its last character alone: the gram that starts at
 * character k sits at offset k. A run of n characters thus takes n positions, and the final
 * one-character gram keeps a one-character prefix query (`'馆':*`) able to find a character at the
 * end of a run, where no bigram starts with it.
 */
export function cjkGrams(run: string): string[] {
  if (!SURROGATES.test(run)) {
    const grams: string[] = [];
    for (let k = 0; k + 1 < run.length; k += 1) grams.push(run.slice(k, k + 2));
    if (run.length > 0) grams.push(run[run.length - 1]);
    return grams;
  }
  const chars = codePoints(run);
  const grams: string[] = [];
  for (let k = 0; k + 1 < chars.length; k += 1) grams.push(chars[k] + chars[k + 1]);
  if (chars.length > 0) grams.push(chars[chars.length - 1]);
  return grams;
}

/** The lexemes of a word token: the word and, when it differs, its stem. */
export function wordLexemes(token: Token): string[] {
  if (token.compound) return [token.text];
  const s = stem(token.text);
  return s === token.text ? [s] : [token.text, s];
}

const SURROGATES = /[\ud800-\udfff]/;
const LOW_SURROGATE = /[\udc00-\udfff]/;

let segmenter: Intl.Segmenter | undefined;

/** Segmenter words longer than this are ignored (ICU's dictionary words are short). */
const MAX_SEGMENT_WORD = 16;

/**
 * The ranking lexemes of a normalized text, in order: the dictionary words (ICU, via
 * `Intl.Segmenter('zh')`: no dependency) of its CJK runs, two characters or more (one-character
 * words are mostly particles: 的, 了), and the stems of its words. The segmenter costs ≈1 µs per
 * character (and ≈5 µs per call: one call per text), so it only sees the first `segmentLimit`
 * UTF-16 units; after them only words are taken.
 */
export function rankingWords(text: string, segmentLimit: number): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  let cut = Math.min(text.length, Math.max(0, segmentLimit));
  if (cut > 0 && cut < text.length && LOW_SURROGATE.test(text[cut])) cut -= 1;
  const words: string[] = [];
  const addWords = (piece: string) => {
    for (const token of tokenize(piece)) if (token.kind === 'word' && !token.compound) words.push(wordLexemes(token).at(-1)!);
  };
  if (cut > 0) {
    for (const { segment, isWordLike } of segmenter.segment(text.slice(0, cut))) {
      if (!isWordLike) continue;
      const tokens = tokenize(segment);
      if (tokens.length === 1 && tokens[0].kind === 'cjk' && tokens[0].text === segment) {
        const n = codePoints(segment).length;
        if (n >= 2 && n <= MAX_SEGMENT_WORD) words.push(segment);
      } else {
        addWords(segment);
      }
    }
  }
  // The cut may split a word: the segmenter saw its head, the rest starts a token of its own.
  if (cut < text.length) addWords(text.slice(cut));
  return words;
}
