/**
 * The sensitive-word filter's budget (issue 15): 10,000 words and a 2,000-character comment checked
 * in under 1 ms. Measures, in the same run, the filter (normalisation + Aho–Corasick, the path a
 * submission takes), the filter with ranges of the original text (highlighting), and a reference:
 * a plain String.includes loop over the words' forms on the already-normalised text. Prints the
 * medians and the ratio; exits 1 when the filter is over budget.
 *
 *   npm run bench:sensitive -w server
 */
import { performance } from 'node:perf_hooks';
import { matchForm, SensitiveFilter } from '../src/modules/moderation/sensitive/sensitive-filter.js';

const WORDS = 10_000;
const COMMENT_CHARS = 2_000;
const BUDGET_MS = 1;

/** A seeded generator (mulberry32), so every run checks the same words and text. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(15);
// Common characters (CJK block's first 3,000): words of 2–5 characters, texts of the same characters.
const char = () => String.fromCharCode(0x4e00 + Math.floor(next() * 3000));
const words = new Set<string>();
while (words.size < WORDS) words.add(Array.from({ length: 2 + Math.floor(next() * 4) }, char).join(''));
const list = [...words];

const punctuation = '，。！？、 *';
let comment = '';
while (comment.length < COMMENT_CHARS) comment += next() < 0.1 ? punctuation[Math.floor(next() * punctuation.length)] : char();
// Two words planted, one written with a space in it.
comment = `${comment.slice(0, 500)}${list[10]}${comment.slice(500, 1500)}${list[20][0]} ${list[20].slice(1)}${comment.slice(1500, COMMENT_CHARS - list[10].length - list[20].length - 1)}`;

function median(run: () => unknown, rounds = 7, perRound = 200): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const start = performance.now();
    for (let i = 0; i < perRound; i += 1) run();
    times.push((performance.now() - start) / perRound);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)];
}

const buildStart = performance.now();
const filter = new SensitiveFilter(list);
const buildMs = performance.now() - buildStart;

const forms = list.map(matchForm);
const reference = () => {
  const text = matchForm(comment);
  const found: string[] = [];
  for (let i = 0; i < forms.length; i += 1) if (text.includes(forms[i])) found.push(list[i]);
  return found;
};

// Warm up, and check both find the same words.
const viaFilter = filter.words(comment).sort();
const viaReference = reference().sort();
if (JSON.stringify(viaFilter) !== JSON.stringify(viaReference)) throw new Error(`filter ${viaFilter} ≠ reference ${viaReference}`);
filter.hits(comment);

const wordsMs = median(() => filter.words(comment));
const hitsMs = median(() => filter.hits(comment), 7, 50);
const referenceMs = median(reference, 7, 20);

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`sensitive filter: ${filter.size} words, a ${comment.length}-character comment, ${viaFilter.length} words found`);
console.log(`  build the automaton           ${ms(buildMs)}`);
console.log(`  check (words found)           ${ms(wordsMs)}   budget ${ms(BUDGET_MS)}`);
console.log(`  check with original ranges    ${ms(hitsMs)}`);
console.log(`  reference: includes × ${WORDS}  ${ms(referenceMs)}`);
console.log(`  reference / filter            ${(referenceMs / wordsMs).toFixed(1)}×`);
if (wordsMs >= BUDGET_MS) {
  console.error(`over budget: ${ms(wordsMs)} ≥ ${ms(BUDGET_MS)}`);
  process.exit(1);
}
