import { describe, expect, it } from 'vitest';
import { runsOf } from './stats-rollup.job.js';

describe('runsOf', () => {
  it('joins consecutive days into runs, across months and years', () => {
    expect(runsOf([])).toEqual([]);
    expect(runsOf(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03', '2026-12-31', '2027-01-01'])).toEqual([
      ['2026-01-30', '2026-02-01'],
      ['2026-02-03', '2026-02-03'],
      ['2026-12-31', '2027-01-01'],
    ]);
  });
});
