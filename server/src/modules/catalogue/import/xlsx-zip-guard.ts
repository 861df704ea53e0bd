/**
 * An .xlsx is a ZIP, and exceljs inflates all of it in memory: a small upload can expand to
 * gigabytes (ARCHITECTURE §9: ZIP entry count and uncompressed size bounded). This reads the sizes
 * the ZIP's central directory declares before exceljs touches it. The declared sizes could lie;
 * they bound honest files and cheap bombs, and the upload size limit bounds the rest.
 */

export const MAX_XLSX_ENTRIES = 10_000;
export const MAX_XLSX_UNCOMPRESSED = 300 * 1024 * 1024;

export type ZipCheck = { ok: true } | { ok: false; reason: 'too-large' | 'not-zip' };

export function checkXlsxZip(buffer: Buffer): ZipCheck {
  const end = findEndOfCentralDirectory(buffer);
  if (end < 0) return { ok: false, reason: 'not-zip' };
  const entries = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // ZIP64 markers: no import sheet needs a ZIP64 archive.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'too-large' };
  if (entries > MAX_XLSX_ENTRIES) return { ok: false, reason: 'too-large' };
  let offset = directoryOffset;
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return { ok: false, reason: 'not-zip' };
    const size = buffer.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return { ok: false, reason: 'too-large' };
    total += size;
    if (total > MAX_XLSX_UNCOMPRESSED) return { ok: false, reason: 'too-large' };
    offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return { ok: true };
}

/** The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB. */
function findEndOfCentralDirectory(buffer: Buffer): number {
  const stop = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 22; i >= stop; i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}
