/**
 * EPUBs that lie about their sizes (issue 54, S15): the sizes an archive declares are checked
 * against the bytes it really inflates to, entry by entry and bounded (nothing is kept), on the
 * back office's upload (GraphQL) and the reader's cloud (REST multipart). A declared size smaller
 * than the real one (the bomb that passes the declared-size check) and a larger one are refused in
 * Chinese; an entry is never inflated past its declared size, so the limit on the declared total
 * bounds the real one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { minimalEpub } from '../helpers/zip-builder.js';

const UPLOAD = 'mutation($file: Upload!) { uploadFile(file: $file) { url } }';
const MISMATCH = '电子书文件无效：解压后的大小与文件中声明的不符';

describe('EPUB sizes checked against the inflated bytes', () => {
  let portal: TestPortal;
  let admin: string;
  let reader: string;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { CLOUD_QUOTA_MB: '64' } });
    admin = await portal.adminToken();
    reader = await portal.readerToken();
  }, 120_000);
  afterAll(() => portal?.close());

  const adminUpload = async (data: Buffer) => portal.upload<Data>(UPLOAD, { file: { data, name: 'book.epub' } }, admin);
  const cloudUpload = async (data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([data]), 'book.epub');
    const res = await fetch(`${portal.url}/api/user/cloud/upload`, { method: 'POST', headers: { authorization: `Bearer ${reader}` }, body: form });
    return (await res.json()) as { code: number; msg: string };
  };
  const refusedBoth = async (data: Buffer, message: string | RegExp) => {
    const byAdmin = await adminUpload(data);
    expect(byAdmin.errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await cloudUpload(data)).toMatchObject({ code: 400, msg: expect.stringMatching(message) });
  };

  it('still keeps an honest EPUB', async () => {
    const honest = minimalEpub([{ name: 'text.xhtml', data: Buffer.alloc(200_000, 'a'), deflate: true }]);
    expect((await adminUpload(honest)).data?.uploadFile.url).toMatch(/\.epub$/);
    expect(await cloudUpload(honest)).toMatchObject({ code: 200 });
  });

  it('refuses an entry that inflates to more than it declares (a bomb under the declared limit)', async () => {
    // 8 MB of zeros compress to a few KB and declare 10 bytes: the declared total passes every check.
    const bomb = minimalEpub([{ name: 'text.xhtml', data: Buffer.alloc(8 * 1024 * 1024), deflate: true, claimedSize: 10 }]);
    await refusedBoth(bomb, MISMATCH);
  });

  it('refuses an entry that inflates to less than it declares, and a stored entry whose size differs', async () => {
    await refusedBoth(minimalEpub([{ name: 'a.xhtml', data: Buffer.from('short'), deflate: true, claimedSize: 5000 }]), MISMATCH);
    await refusedBoth(minimalEpub([{ name: 'b.css', data: Buffer.from('body{}'), claimedSize: 3 }]), MISMATCH);
  });
});
