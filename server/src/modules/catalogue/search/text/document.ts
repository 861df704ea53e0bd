/**
 * Search documents: the tsvector literals computed in Node on every write (ARCHITECTURE §9: not a
 * generated column), cast with `$1::tsvector` into `simple`-configuration columns.
 */
import { cjkGrams, quoteLexeme, rankingWords, wordLexemes, type Weight } from './lexeme.js';
import { normalizeText } from './normalize.js';
import { tokenize } from './tokenize.js';

/** One field of a resource and its weight: title A, creators/keywords B, class C, summary/text D. */
export interface SearchField {
  text: string | null | undefined;
  weight: Weight;
}

/** PostgreSQL's limits: positions 1..16383 (larger ones are clamped, which would fake phrases)… */
export const MAX_POSITION = 16383;
/** …and 256 positions per lexeme (further ones are silently dropped). */
export const MAX_POSITIONS_PER_LEXEME = 256;
/**
 * Normalized characters indexed per document, over all fields. Beyond position 16383 lexemes are
 * still indexed, without positions: one- and two-character queries and words find them, longer
 * CJK phrases do not (PostgreSQL never matches a phrase on a position-less lexeme).
 */
export const MAX_DOCUMENT_CHARS = 50_000;

const WEIGHTS: Weight[] = ['D', 'C', 'B', 'A'];

/** Lexemes with their positions (position × 4 + weight, as PostgreSQL packs them), as a literal. */
class VectorBuilder {
  private readonly lexemes = new Map<string, number[]>();

  add(lexeme: string, position: number, weight: Weight) {
    let positions = this.lexemes.get(lexeme);
    if (!positions) this.lexemes.set(lexeme, (positions = []));
    if (position > MAX_POSITION || positions.length >= MAX_POSITIONS_PER_LEXEME) return;
    const entry = position * 4 + WEIGHTS.indexOf(weight);
    if (positions[positions.length - 1] !== entry) positions.push(entry);
  }

  toString(): string {
    const out: string[] = [];
    for (const [lexeme, positions] of this.lexemes) {
      let item = quoteLexeme(lexeme);
      for (let k = 0; k < positions.length; k += 1) {
        const weight = positions[k] & 3;
        item += `${k === 0 ? ':' : ','}${positions[k] >> 2}${weight === 0 ? '' : WEIGHTS[weight]}`;
      }
      out.push(item);
    }
    return out.join(' ');
  }
}

/** Each field's normalized text, cut so that the document stays within MAX_DOCUMENT_CHARS. */
function* normalizedFields(fields: readonly SearchField[], budget: number) {
  for (const field of fields) {
    if (budget <= 0) return;
    let text = normalizeText(field.text ?? '');
    if (text.length > budget) text = text.slice(0, budget);
    budget -= text.length;
    if (text) yield { text, weight: field.weight };
  }
}

/**
 * The match vector of a resource: for the GIN-indexed column that `queryTerms` searches.
 *
 * CJK runs become overlapping bigrams at consecutive positions plus the run's last character (see
 * `cjkGrams`), so `'图书' <-> '书馆'` matches exactly where 图书馆 occurs; words become their
 * lexemes (word and stem) at one position, hyphenated ISBNs also their joined digits. A phrase can
 * never straddle two runs or two fields: the final one-character gram of a run and a one-position
 * gap between fields keep the last bigram of one run two positions away from the first of the next.
 */
export function documentTerms(fields: readonly SearchField[]): string {
  const vector = new VectorBuilder();
  let position = 1;
  for (const { text, weight } of normalizedFields(fields, MAX_DOCUMENT_CHARS)) {
    const wordPositions = new Map<number, number>();
    for (const token of tokenize(text)) {
      if (token.kind === 'cjk') {
        for (const gram of cjkGrams(token.text)) vector.add(gram, position++, weight);
      } else if (token.compound) {
        vector.add(token.text, wordPositions.get(token.start) ?? position, weight);
      } else {
        wordPositions.set(token.start, position);
        for (const lexeme of wordLexemes(token)) vector.add(lexeme, position, weight);
        position += 1;
      }
    }
    position += 1;
  }
  return vector.toString();
}

/**
 * Normalized characters per document given to the word segmenter (≈1 µs each): the title, creators
 * and keywords come first and fit; a summary's words add little that its bigrams do not.
 */
export const SEGMENT_BUDGET = 300;

/**
 * The ranking vector of a resource: dictionary words (`Intl.Segmenter`) and word stems, for a
 * second column that is only read by `ts_rank(…, to_tsquery('simple', queryWords(q)))` on rows the
 * match vector found (it needs no index). Kept apart from the match vector because a two-character
 * word is the same lexeme as a bigram: at the word's own positions it would fake phrase matches.
 * It lets a title where the query is a whole word (红楼梦) rank above one where the same characters
 * only happen to meet.
 */
export function documentWords(fields: readonly SearchField[], segmentBudget = SEGMENT_BUDGET): string {
  const vector = new VectorBuilder();
  let position = 1;
  let budget = segmentBudget;
  for (const { text, weight } of normalizedFields(fields, MAX_DOCUMENT_CHARS)) {
    for (const word of rankingWords(text, budget)) vector.add(word, position++, weight);
    budget -= text.length;
  }
  return vector.toString();
}
