import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout, SHA-1 of a fixed namespace and the key) that is the same for the same
 * key every time: an event that must count once per thing (a submission passing review) gets it,
 * and the log keeps one however often the thing passes again.
 */
export function stableEventId(key: string): string {
  const hash = createHash('sha1').update(`library-portal/event:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
