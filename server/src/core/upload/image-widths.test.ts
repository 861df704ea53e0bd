import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, requestedWidth } from './serve-uploads.js';

describe('image widths', () => {
  it('are the same list on the client, so thumbnails ask only for widths the server keeps', () => {
    const client = readFileSync(new URL('../../../../client/src/lib/format.ts', import.meta.url), 'utf8');
    const list = /export const IMAGE_WIDTHS = \[([\d, ]+)\]/.exec(client)?.[1];
    expect(list?.split(',').map(Number)).toEqual([...IMAGE_WIDTHS]);
  });

  it('snap a requested width up to the next served one, 200 for nonsense', () => {
    expect([1, 100, 101, 799, 1600, 5000].map(requestedWidth)).toEqual([100, 100, 200, 800, 1600, 1600]);
    expect(['abc', '', '-5', 'NaN'].map(requestedWidth)).toEqual([200, 200, 200, 200]);
    expect(requestedWidth(undefined)).toBeUndefined();
  });
});
