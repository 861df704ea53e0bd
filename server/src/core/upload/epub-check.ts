import yauzl from 'yauzl';
import { AppError } from '../errors/app-error.js';

/** The most entries an EPUB may hold (a real book has a few hundred), and what they may inflate to. */
export const EPUB_MAX_ENTRIES = 10_000;
export const EPUB_MAX_UNCOMPRESSED = 1024 * 1024 * 1024;

export const EPUB_MESSAGES = {
  notEpub: 'EPUB 文件无效：不是 ZIP 格式，或第一个条目不是内容为 application/epub+zip 的 mimetype',
  tooManyEntries: `EPUB 文件无效：条目过多（超过 ${EPUB_MAX_ENTRIES} 个）`,
  tooLarge: `EPUB 文件无效：解压后超过 ${EPUB_MAX_UNCOMPRESSED / 1024 / 1024} MB`,
};

const MIMETYPE = 'application/epub+zip';

/** The first entry: `mimetype` at the start of the file, stored, its content the EPUB type. */
function isMimetypeEntry(data: Buffer, entry: yauzl.Entry): boolean {
  const at = entry.relativeOffsetOfLocalHeader;
  if (entry.fileName !== 'mimetype' || at !== 0 || entry.compressionMethod !== 0 || entry.uncompressedSize !== MIMETYPE.length) return false;
  if (data.length < 30) return false;
  // Local header: 30 fixed bytes, then the name and the extra field, whose lengths it gives.
  const start = 30 + data.readUInt16LE(26) + data.readUInt16LE(28);
  return data.toString('latin1', start, start + MIMETYPE.length) === MIMETYPE;
}

/**
 * Checks an EPUB before it is kept (ARCHITECTURE §9, uploads): a ZIP whose first entry is
 * `mimetype`, stored uncompressed and saying application/epub+zip (the OCF rule, which also makes
 * the magic bytes), with a bounded number of entries and a bounded uncompressed total, read from the
 * central directory without inflating anything. A zip bomb or a renamed archive is refused in
 * Chinese on `field`. Used by readers' cloud uploads and the back office's uploads alike.
 */
export async function assertEpub(data: Buffer, field = 'file'): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, zipfile) => (error ? reject(error) : resolve(zipfile))),
  ).catch(() => {
    throw AppError.badInput(field, EPUB_MESSAGES.notEpub);
  });
  try {
    if (zip.entryCount > EPUB_MAX_ENTRIES) throw AppError.badInput(field, EPUB_MESSAGES.tooManyEntries);
    let index = 0;
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (index === 0) {
          if (!isMimetypeEntry(data, entry)) return reject(AppError.badInput(field, EPUB_MESSAGES.notEpub));
        }
        index += 1;
        total += entry.uncompressedSize;
        if (total > EPUB_MAX_UNCOMPRESSED) return reject(AppError.badInput(field, EPUB_MESSAGES.tooLarge));
        zip.readEntry();
      });
      zip.on('end', () => (index === 0 ? reject(AppError.badInput(field, EPUB_MESSAGES.notEpub)) : resolve()));
      zip.on('error', () => reject(AppError.badInput(field, EPUB_MESSAGES.notEpub)));
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
