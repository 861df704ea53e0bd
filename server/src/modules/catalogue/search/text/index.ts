/**
 * Text analysis for catalogue search (issue 5, ARCHITECTURE §9): pure functions, no database.
 * See README.md in this folder for how the lead wires them into columns and queries.
 */
export { normalizeText, normalizeWithOffsets, type NormalizedWithOffsets } from './normalize.js';
export { tokenize, MAX_WORD, type Token } from './tokenize.js';
export { stem } from './stem.js';
export { quoteLexeme, type Weight } from './lexeme.js';
export {
  documentTerms,
  documentWords,
  MAX_DOCUMENT_CHARS,
  MAX_POSITION,
  MAX_POSITIONS_PER_LEXEME,
  SEGMENT_BUDGET,
  type SearchField,
} from './document.js';
export { queryTerms, relaxQuery, restrictWeights, queryWords, likeFallbackNeeded, MAX_QUERY_CHARS, type QueryOptions } from './query.js';
export { pinyinKeys, pinyinQuery, matchesPinyin, MAX_PINYIN_CHARS, type PinyinKeys } from './pinyin.js';
export { highlight, snippet, matchRanges, type Segment, type HighlightOptions } from './highlight.js';
