/**
 * A random UUID (v4) naming one heartbeat. `crypto.randomUUID` exists only in secure contexts; a
 * library portal may be served over plain HTTP inside its network, so the id is built from
 * `getRandomValues`, which exists everywhere.
 */
export function newHeartbeatId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
