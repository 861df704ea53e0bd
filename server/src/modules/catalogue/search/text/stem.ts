/**
 * A light English stemmer (Porter's steps 1a and 1b: plurals, -ed, -ing), run in Node on documents
 * and queries alike.
 *
 * Why not PostgreSQL's `english` configuration: the Chinese side must be the `simple` configuration
 * with our own lexemes, and one tsvector cannot mix configurations without the lead splitting every
 * field by script in SQL; `english` would also drop stop words (a title "The The" must stay
 * findable). Why only step 1: catalogue titles are short noun phrases, where plurals and -ing/-ed
 * forms are what readers vary; Porter's later steps (generalization → general) conflate too much
 * for exact-minded library searches. Documents index both the word and its stem, so a typed prefix
 * of the surface form still matches (`runn` → running).
 */

const KEEP = new Set([
  'news',
  'series',
  'species',
  'physics',
  'mathematics',
  'economics',
  'politics',
  'ethics',
  'always',
  'perhaps',
  'this',
  'thus',
  'does',
  'goes',
  'yes',
  'less',
  'unless',
  'lens',
  'atlas',
  'canvas',
  'chaos',
]);

const ASCII_WORD = /^[a-z]+$/;

/** The stem of a lower-case word; words that are not plain ASCII letters are returned unchanged. */
export function stem(word: string): string {
  if (word.length < 4 || !ASCII_WORD.test(word) || KEEP.has(word)) return word;
  return step1b(step1a(word));
}

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.length > 4 ? `${w.slice(0, -3)}y` : w.slice(0, -1);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (/(?:ch|sh|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && hasVowel(w.slice(0, -1))) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`;
  let base: string | undefined;
  if (w.endsWith('ed')) base = w.slice(0, -2);
  else if (w.endsWith('ing')) base = w.slice(0, -3);
  if (base === undefined || base.length < 2 || !hasVowel(base)) return w;
  if (/(?:at|bl|iz)$/.test(base)) return `${base}e`;
  const last = base[base.length - 1];
  if (last === base[base.length - 2] && isConsonant(base, base.length - 1) && !'lsz'.includes(last)) return base.slice(0, -1);
  if (measure(base) === 1 && endsCvc(base)) return `${base}e`;
  return base;
}

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(w, i - 1);
  return true;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i += 1) if (!isConsonant(w, i)) return true;
  return false;
}

/** Porter's m: the number of vowel–consonant sequences. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  while (i < w.length && isConsonant(w, i)) i += 1;
  while (i < w.length) {
    while (i < w.length && !isConsonant(w, i)) i += 1;
    if (i >= w.length) break;
    m += 1;
    while (i < w.length && isConsonant(w, i)) i += 1;
  }
  return m;
}

/** consonant–vowel–consonant at the end, the last not w, x or y (hop → hope, but not box). */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !'wxy'.includes(w[n - 1]);
}
