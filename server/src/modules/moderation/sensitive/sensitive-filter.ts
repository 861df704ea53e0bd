/**
 * The sensitive-word filter: one Aho–Corasick automaton (aho-corasick.ts) over a "match form" of
 * the text, shared by every submission type.
 *
 * Match form: the catalogue search's canonical form (full-width → half-width, traditional →
 * simplified, case folded), then only letters and digits kept, so that spaces and symbols between
 * characters do not hide a word: '敏 感', '敏*感' and '敏．感' all read '敏感'. Words get the same
 * form, so a word written in traditional characters or full width still matches.
 */
import { AhoCorasick } from './aho-corasick.js';
import { normalizeText, normalizeWithOffsets } from '../../catalogue/index.js';

/** Neither a letter nor a digit: dropped from the match form (spaces, punctuation, symbols, emoji). */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const WORD_UNIT = /[\p{L}\p{N}]/u;

/** A word's (or a text's) match form; empty when it has no letter or digit. */
export function matchForm(text: string): string {
  return normalizeText(text).replace(NOT_WORD, '');
}

/** One hit: the word as the library entered it, and where it is in the original text. */
export interface SensitiveHit {
  word: string;
  start: number;
  end: number;
}

export class SensitiveFilter {
  private readonly matcher: AhoCorasick | null;
  /** The word as entered, per pattern. */
  private readonly entered: string[];
  readonly size: number;

  /** `words`: the enabled words as entered; those with the same match form count once. */
  constructor(words: readonly string[]) {
    const byForm = new Map<string, string>();
    for (const word of words) {
      const form = matchForm(word);
      if (form && !byForm.has(form)) byForm.set(form, word);
    }
    this.size = byForm.size;
    this.entered = [...byForm.values()];
    this.matcher = byForm.size ? new AhoCorasick([...byForm.keys()]) : null;
  }

  /** The words found in the texts, each once, in the order first found. The fast path (no offsets). */
  words(...texts: string[]): string[] {
    if (!this.matcher) return [];
    const found = new Set<string>();
    for (const text of texts) {
      const form = matchForm(text);
      for (const hit of this.matcher.all(form)) found.add(this.entered[hit.pattern]);
    }
    return [...found];
  }

  /**
   * Every (non-overlapping, longest first) hit with its range in the ORIGINAL text, for
   * highlighting: the range covers what was written, symbols between the characters included.
   */
  hits(text: string): SensitiveHit[] {
    if (!this.matcher) return [];
    const normal = normalizeWithOffsets(text);
    // The match form of the normalized text, with each unit's index in it.
    let form = '';
    const at: number[] = [];
    for (let i = 0; i < normal.text.length; i += 1) {
      const unit = normal.text[i];
      const code = unit.charCodeAt(0);
      // A surrogate pair is kept whole when it is a letter or digit (rare ideographs).
      if (code >= 0xd800 && code < 0xdc00 && i + 1 < normal.text.length) {
        const pair = normal.text.slice(i, i + 2);
        if (WORD_UNIT.test(pair)) {
          form += pair;
          at.push(i, i + 1);
        }
        i += 1;
        continue;
      }
      if (WORD_UNIT.test(unit)) {
        form += unit;
        at.push(i);
      }
    }
    return this.matcher.leftmostLongest(form).map((hit) => ({
      word: this.entered[hit.pattern],
      start: normal.starts[at[hit.start]],
      end: normal.ends[at[hit.end - 1]],
    }));
  }
}
