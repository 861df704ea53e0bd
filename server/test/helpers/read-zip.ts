import { inflateRawSync } from 'node:zlib';

export interface ZipRecord {
  name: string;
  method: number;
  crc: number;
  /** Extra field length in the local header (EPUB's mimetype must have none). */
  localExtra: number;
  localOffset: number;
  data: Buffer;
}

/** Reads a ZIP through its central directory, as an EPUB reader does, and inflates every entry. */
export function readZip(zip: Buffer): ZipRecord[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const records: ZipRecord[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const localExtra = zip.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + localExtra;
    const raw = zip.subarray(start, start + packed);
    records.push({ name, method, crc, localExtra, localOffset, data: method === 0 ? Buffer.from(raw) : inflateRawSync(raw) });
    at += 46 + nameLength + skip;
  }
  return records;
}
