import { describe, expect, it } from 'vitest';
import { buildEpub, zip } from '../../src/seeders/demo-files.js';
import { AppError } from '../../src/core/errors/app-error.js';
import { checkEpub, EPUB_MAX_ENTRIES, EPUB_MESSAGES } from '../../src/core/upload/epub-check.js';

const book = () =>
  buildEpub({
    identifier: 'urn:test:1',
    title: '测试',
    creators: ['佚名'],
    language: 'zh',
    modified: '2026-01-01T00:00:00Z',
    chapters: [{ title: '第一章', paragraphs: ['天地玄黄，宇宙洪荒。'.repeat(50)] }],
  });

/** The error checkEpub throws for the data, or undefined when it passes. */
function refusal(data: Buffer) {
  try {
    checkEpub(data);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, field: (error as AppError).field, message: (error as AppError).message };
  }
}

const mimetype = { name: 'mimetype', data: 'application/epub+zip', store: true };
const container = { name: 'META-INF/container.xml', data: '<container/>' };

describe('checkEpub', () => {
  it('passes a real EPUB', () => {
    expect(refusal(book())).toBeUndefined();
  });

  it('refuses what is not a zip, and an empty zip', () => {
    expect(refusal(Buffer.from('%PDF-1.4 not an epub'))).toEqual({ code: 'BAD_USER_INPUT', field: 'file', message: EPUB_MESSAGES.notZip });
    expect(refusal(zip([]))?.message).toBe(EPUB_MESSAGES.notZip);
    // A real EPUB cut short loses its central directory.
    const whole = book();
    expect(refusal(whole.subarray(0, whole.length - 40))?.message).toBe(EPUB_MESSAGES.notZip);
  });

  it('refuses a zip without the mimetype entry, or with the wrong one, or without a container', () => {
    expect(refusal(zip([container, { name: 'OEBPS/a.xhtml', data: '<p/>' }]))?.message).toBe(EPUB_MESSAGES.noMimetype);
    expect(refusal(zip([{ ...mimetype, data: 'application/zip' }, container]))?.message).toBe(EPUB_MESSAGES.badMimetype);
    expect(refusal(zip([mimetype]))?.message).toBe(EPUB_MESSAGES.noContainer);
  });

  it('refuses a zip with too many entries, before inflating anything', () => {
    const many = Array.from({ length: EPUB_MAX_ENTRIES + 1 }, (_, i) => ({ name: `x/${i}`, data: '', store: true }));
    expect(refusal(zip([mimetype, container, ...many]))?.message).toBe(EPUB_MESSAGES.tooManyEntries);
  });

  it('refuses a zip that declares too much once unzipped (a bomb), from its directory', () => {
    const data = zip([mimetype, container, { name: 'OEBPS/bomb.xhtml', data: Buffer.alloc(1000) }]);
    // Make the bomb entry's central-directory record claim 300 MB uncompressed.
    const record = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(300 * 1024 * 1024, record + 24);
    expect(refusal(data)?.message).toBe(EPUB_MESSAGES.tooLarge);
  });

  // Every entry is inflated and counted now (issue 54, S15: sizes that lie), so broken bytes are found at the upload.
  it("refuses a content entry's broken bytes at the upload, not when a reader opens the book", () => {
    const data = zip([mimetype, container, { name: 'OEBPS/a.xhtml', data: 'x'.repeat(5000) }]);
    // Overwrite the deflated bytes of the last entry (just before the central directory) with garbage.
    const directory = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.fill(0xff, directory - 20, directory);
    expect(refusal(data)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', message: '电子书文件无效：压缩数据已损坏' });
  });
});
