/**
 * A small Aho–Corasick automaton over UTF-16 code units. Written here rather than taken from
 * modern-ahocorasick: that library scans by grapheme cluster, which costs 0.6–2.5 ms per
 * 2,000-character text with 10,000 words (measured on this machine), over the filter's 1 ms budget;
 * the filter scans its own match form (letters and digits only, bench/sensitive-filter.ts), where
 * code units are enough (a surrogate pair is two units in the word and in the text alike).
 */
export interface AcMatch {
  /** Index of the pattern in the list given to the constructor. */
  pattern: number;
  start: number;
  end: number;
}

export class AhoCorasick {
  /** Goto edges of every state, keyed `state * 65536 + unit` (one Map: fewer objects than one per state). */
  private readonly edges = new Map<number, number>();
  private readonly fail: Int32Array;
  /** The pattern ending at a state (the longest), or -1. */
  private readonly output: Int32Array;
  /** The nearest state down the failure chain that ends a pattern, or 0: the other matches ending here. */
  private readonly outputLink: Int32Array;
  private readonly lengths: Int32Array;
  /** The root's edges as a table: most units of a text leave from the root, and no Map lookup is cheaper. */
  private readonly rootEdges = new Int32Array(65536);

  constructor(patterns: readonly string[]) {
    const ends: number[] = [-1];
    let states = 1;
    this.lengths = Int32Array.from(patterns, (p) => p.length);
    patterns.forEach((pattern, index) => {
      if (!pattern) return;
      let state = 0;
      for (let i = 0; i < pattern.length; i += 1) {
        const key = state * 65536 + pattern.charCodeAt(i);
        let to = this.edges.get(key);
        if (to === undefined) {
          to = states;
          states += 1;
          this.edges.set(key, to);
          ends.push(-1);
        }
        state = to;
      }
      if (ends[state] === -1) ends[state] = index;
    });
    this.output = Int32Array.from(ends);
    for (const [key, to] of this.edges) if (key < 65536) this.rootEdges[key] = to;
    this.fail = new Int32Array(states);
    this.outputLink = new Int32Array(states);
    // Children of each state, for the breadth-first pass that sets the failure links.
    const children: Array<Array<[number, number]>> = Array.from({ length: states }, () => []);
    for (const [key, to] of this.edges) children[Math.floor(key / 65536)].push([key % 65536, to]);
    const queue: number[] = [];
    for (const [, to] of children[0]) queue.push(to);
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head];
      for (const [unit, to] of children[state]) {
        let f = this.fail[state];
        while (f !== 0 && !this.edges.has(f * 65536 + unit)) f = this.fail[f];
        const target = this.edges.get(f * 65536 + unit);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        const failState = this.fail[to];
        this.outputLink[to] = this.output[failState] !== -1 ? failState : this.outputLink[failState];
        queue.push(to);
      }
    }
  }

  private step(state: number, unit: number): number {
    while (state !== 0) {
      const to = this.edges.get(state * 65536 + unit);
      if (to !== undefined) return to;
      state = this.fail[state];
    }
    return this.rootEdges[unit];
  }

  /** Whether any pattern occurs. */
  test(text: string): boolean {
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      state = this.step(state, text.charCodeAt(i));
      if (this.output[state] !== -1 || this.outputLink[state] !== 0) return true;
    }
    return false;
  }

  /** Every occurrence, overlapping ones included, in the order their ends are reached. */
  all(text: string): AcMatch[] {
    const found: AcMatch[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      state = this.step(state, text.charCodeAt(i));
      for (let s = this.output[state] !== -1 ? state : this.outputLink[state]; s !== 0; s = this.outputLink[s]) {
        const pattern = this.output[s];
        found.push({ pattern, start: i + 1 - this.lengths[pattern], end: i + 1 });
      }
    }
    return found;
  }

  /** Non-overlapping occurrences, leftmost first and the longest of those starting together (for highlighting). */
  leftmostLongest(text: string): AcMatch[] {
    const sorted = this.all(text).sort((a, b) => a.start - b.start || b.end - a.end);
    const chosen: AcMatch[] = [];
    let until = 0;
    for (const match of sorted) {
      if (match.start < until) continue;
      chosen.push(match);
      until = match.end;
    }
    return chosen;
  }
}
