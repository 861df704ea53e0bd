/**
 * Highlighted matches as segments rather than HTML: the client renders `match` segments in a
 * `<mark>` through React, so a title holding `<script>` can never become markup.
 */
import { normalizeText, normalizeWithOffsets } from './normalize.js';
import { MAX_QUERY_CHARS } from './query.js';
import { stem } from './stem.js';
import { tokenize } from './tokenize.js';

export interface Segment {
  text: string;
  match: boolean;
}

export interface HighlightOptions {
  /** Cut the text after this many UTF-16 units and end it with `…`. */
  maxLength?: number;
  /** Also mark words that start with the query's last word, as `queryTerms(q, { prefix })` found them. */
  prefix?: boolean;
}

type Range = [number, number];

/**
 * Ranges of the original text matching the query: every occurrence of each CJK run, and every word
 * equal to a query word or with the same stem. Matching is done on the normalized form, so 紅樓夢
 * in a traditional title lights up for the query 红楼梦, and the ranges are mapped back to the
 * original so that the reader sees the title as catalogued.
 */
export function matchRanges(text: string, query: string, prefix = false): Range[] {
  const q = normalizeText(query.slice(0, MAX_QUERY_CHARS * 4)).slice(0, MAX_QUERY_CHARS * 2);
  const qTokens = tokenize(q).filter((t) => !t.compound);
  if (qTokens.length === 0 || !text) return [];
  const norm = normalizeWithOffsets(text);
  const found: Range[] = [];
  const runs = qTokens.filter((t) => t.kind === 'cjk').map((t) => t.text);
  for (const run of runs) {
    for (let at = norm.text.indexOf(run); at >= 0; at = norm.text.indexOf(run, at + 1)) {
      found.push([at, at + run.length]);
    }
  }
  const words = qTokens.filter((t) => t.kind === 'word');
  if (words.length > 0) {
    const exact = new Set(words.flatMap((w) => [w.text, stem(w.text)]));
    const last = words[words.length - 1];
    const typing = prefix && last.end === q.length ? last.text : undefined;
    for (const t of tokenize(norm.text)) {
      if (t.kind !== 'word' || t.compound) continue;
      const hit = exact.has(t.text) || exact.has(stem(t.text)) || (typing !== undefined && t.text.startsWith(typing));
      if (hit) found.push([t.start, t.end]);
    }
  }
  const original = found.map(([a, b]): Range => [norm.starts[a], norm.ends[b - 1]]);
  return merge(original);
}

function merge(ranges: Range[]): Range[] {
  ranges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Range[] = [];
  for (const r of ranges) {
    const prev = out[out.length - 1];
    if (prev && r[0] <= prev[1]) prev[1] = Math.max(prev[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

function toSegments(text: string, ranges: Range[], from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const [a, b] of ranges) {
    const start = Math.max(a, from);
    const end = Math.min(b, to);
    if (end <= start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) segments.push({ text: text.slice(at, to), match: false });
  return segments;
}

/** A cut that does not split a surrogate pair. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return at > 0 && at < text.length && code >= 0xdc00 && code < 0xe000 ? at - 1 : at;
}

/**
 * A title (or any short text) as plain and matched segments; concatenated they give the text back
 * (cut at `maxLength`, plus `…`).
 */
export function highlight(text: string, query: string, options: HighlightOptions = {}): Segment[] {
  const cut = options.maxLength !== undefined && text.length > options.maxLength;
  const end = cut ? safeCut(text, options.maxLength!) : text.length;
  const segments = toSegments(text, matchRanges(text, query, options.prefix), 0, end);
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}

/**
 * About `length` characters of a long text (a summary) around its best spot: the window holding the
 * most matches, starting a little before the first of them; the start of the text when nothing
 * matches. `…` marks the cuts.
 */
export function snippet(text: string, query: string, length = 120, options: { prefix?: boolean } = {}): Segment[] {
  const ranges = matchRanges(text, query, options.prefix);
  let start = 0;
  let best = 0;
  const lead = Math.floor(length / 5);
  // Ranges are sorted and disjoint: the window's first and last ranges only move forward.
  let first = 0;
  let last = 0;
  for (const [a] of ranges) {
    const from = Math.max(0, a - lead);
    while (ranges[first][0] < from) first += 1;
    last = Math.max(last, first);
    while (last < ranges.length && ranges[last][1] <= from + length) last += 1;
    if (last - first > best) {
      best = last - first;
      start = from;
    }
  }
  start = safeCut(text, Math.max(0, Math.min(start, text.length - length)));
  const end = safeCut(text, Math.min(text.length, start + length));
  const segments = toSegments(text, ranges, start, end);
  if (start > 0) segments.unshift({ text: '…', match: false });
  if (end < text.length) segments.push({ text: '…', match: false });
  return segments;
}
