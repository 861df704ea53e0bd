import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
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
} as const;

const invalid = (message: string) => AppError.badInput('file', message);

/**
 * Refuses an EPUB that a reader cannot open or that is built to hurt the one opening it (issue
 * 13): not a zip, too many entries, too much once unzipped, no `mimetype` entry saying
 * application/epub+zip, no container. The central directory is read first (nothing inflated), so
 * a bomb is refused from its declared sizes; only `mimetype` is then inflated. Used by the back
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
}
