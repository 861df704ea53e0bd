import { Inflate, strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { AppError } from '../errors/app-error.js';

/** An EPUB has a few hundred entries; tens of thousands is a zip made to exhaust the reader. */
export const EPUB_MAX_ENTRIES = 10_000;
/** The most an EPUB may hold once unzipped (its declared sizes, then the inflated data). */
export const EPUB_MAX_UNCOMPRESSED = 256 * 1024 * 1024;

const MIMETYPE = 'application/epub+zip';
const CONTAINER = 'META-INF/container.xml';

export const EPUB_MESSAGES = {
  notZip: '电子书文件无效：不是 EPUB（ZIP）文件或文件已损坏',
  tooManyEntries: `电子书文件无效：包含的文件超过 ${EPUB_MAX_ENTRIES} 个`,
  tooLarge: `电子书文件无效：解压后超过 ${EPUB_MAX_UNCOMPRESSED / 1024 / 1024} MB`,
  badCompression: '电子书文件无效：使用了不支持的压缩方式',
  noMimetype: '电子书文件无效：缺少 mimetype 文件',
  badMimetype: `电子书文件无效：mimetype 内容应为 ${MIMETYPE}`,
  noContainer: `电子书文件无效：缺少 ${CONTAINER}`,
  corrupt: '电子书文件无效：压缩数据已损坏',
  sizeMismatch: '电子书文件无效：解压后的大小与文件中声明的不符',
} as const;

const invalid = (message: string) => AppError.badInput('file', message);

/**
 * Refuses an EPUB that a reader cannot open or that is built to hurt the one opening it (issue
 * 13): not a zip, too many entries, too much once unzipped, no `mimetype` entry saying
 * application/epub+zip, no container. The central directory is read first (nothing inflated), so
 * a bomb is refused from its declared sizes; then every entry is inflated and its bytes counted,
 * kept nowhere, stopping as soon as one passes its declared size (issue 54, S15: an archive that
 * lies about its sizes is refused, as one whose real size passes the limit). Used by the back
 * office's uploads and the readers' cloud alike.
 */
export function checkEpub(data: Buffer): void {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(data, {
      filter: (entry) => {
        entries.push(entry);
        // Stop counting early: the directory of a bomb may list millions.
        if (entries.length > EPUB_MAX_ENTRIES) throw invalid(EPUB_MESSAGES.tooManyEntries);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(EPUB_MESSAGES.notZip);
  }
  if (entries.length === 0) throw invalid(EPUB_MESSAGES.notZip);

  let total = 0;
  for (const entry of entries) {
    if (entry.compression !== 0 && entry.compression !== 8) throw invalid(EPUB_MESSAGES.badCompression);
    total += entry.originalSize;
  }
  if (total > EPUB_MAX_UNCOMPRESSED) throw invalid(EPUB_MESSAGES.tooLarge);
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('mimetype')) throw invalid(EPUB_MESSAGES.noMimetype);
  if (!names.has(CONTAINER)) throw invalid(EPUB_MESSAGES.noContainer);

  // Only `mimetype` is inflated (a few bytes): a book's content is checked by the reader that opens it.
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: (entry) => entry.name === 'mimetype' && entry.originalSize <= 100 });
  } catch {
    throw invalid(EPUB_MESSAGES.corrupt);
  }
  if (!files.mimetype || strFromU8(files.mimetype).trim() !== MIMETYPE) throw invalid(EPUB_MESSAGES.badMimetype);
  checkInflatedSizes(data);
}

/** Where an entry's data is and what the central directory says of it. */
interface DirectoryEntry {
  compression: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const INFLATE_CHUNK = 64 * 1024;

/** The central directory's entries (the archive was read once already: what fails here is a lie or damage). */
function directoryOf(data: Buffer): DirectoryEntry[] {
  const corrupt = () => invalid(EPUB_MESSAGES.corrupt);
  // The end record: its signature within the last 22 + 65,535 bytes (a comment may follow it).
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw corrupt();
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: DirectoryEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) throw corrupt();
    const entry = {
      compression: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      declaredSize: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    };
    // ZIP64 sizes (0xffffffff): no EPUB under the limit needs them.
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff || entry.localOffset === 0xffffffff) {
      throw invalid(EPUB_MESSAGES.tooLarge);
    }
    entries.push(entry);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Inflates every entry, counting its bytes and keeping none: refused as soon as an entry passes the
 * size it declares or the archive passes EPUB_MAX_UNCOMPRESSED, and when one ends short of it.
 * Memory stays at one chunk and the inflater's window, whatever the archive claims.
 */
function checkInflatedSizes(data: Buffer): void {
  let total = 0;
  for (const entry of directoryOf(data)) {
    const local = entry.localOffset;
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw invalid(EPUB_MESSAGES.corrupt);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + entry.compressedSize > data.length) throw invalid(EPUB_MESSAGES.corrupt);
    const body = data.subarray(start, start + entry.compressedSize);
    let size = 0;
    const count = (bytes: number) => {
      size += bytes;
      total += bytes;
      if (total > EPUB_MAX_UNCOMPRESSED) throw invalid(EPUB_MESSAGES.tooLarge);
      if (size > entry.declaredSize) throw invalid(EPUB_MESSAGES.sizeMismatch);
    };
    if (entry.compression === 0) {
      count(body.length);
    } else {
      let ended = false;
      const inflater = new Inflate((chunk, final) => {
        count(chunk.length);
        if (final) ended = true;
      });
      try {
        for (let at = 0; at < body.length; at += INFLATE_CHUNK) {
          inflater.push(body.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= body.length);
        }
        if (body.length === 0) inflater.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw invalid(EPUB_MESSAGES.corrupt);
      }
      if (!ended) throw invalid(EPUB_MESSAGES.corrupt);
    }
    if (size !== entry.declaredSize) throw invalid(EPUB_MESSAGES.sizeMismatch);
  }
}
