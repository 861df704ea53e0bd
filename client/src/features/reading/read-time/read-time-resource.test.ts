import { describe, expect, it } from 'vitest';
import { readTimeResourceOf } from './read-time-resource';

describe('readTimeResourceOf', () => {
  it('answers the resource of a resource document or one of its parts, and nothing for a cloud file', () => {
    expect(readTimeResourceOf('resource:7')).toBe('7');
    expect(readTimeResourceOf('resource:7:edition12')).toBe('7');
    expect(readTimeResourceOf('cloud:3')).toBeNull();
    expect(readTimeResourceOf('resource:abc')).toBeNull();
    expect(readTimeResourceOf(null)).toBeNull();
  });
});
