/**
 * Issue 13, part "files": downloads (who may download what, and why not, in Chinese; counting per
 * resource and day, per reader and in the usage log; the day's allowance, also under concurrent
 * requests; the file as an attachment with its Chinese name) and the reader's cloud (PDF/EPUB by
 * magic bytes, EPUB bounds, the quota, rename, delete, and privacy: another reader gets 404 on
 * every path).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';
import { buildZip, minimalEpub } from '../helpers/zip-builder.js';
import { libraryDate } from '../../src/modules/reading/download.service.js';

let portal: TestPortal;
let card: string;
let phone: string;
let admin: string;
let other: string;
let noGrant: string;
const ids: Record<string, number> = {};
let trackFile: string;

const QUALIFY = `query($resourceId: ID!, $file: String) { downloadQualification(resourceId: $resourceId, file: $file) { allowed offered reason remaining } }`;
const DOWNLOAD = `mutation($resourceId: ID!, $file: String) { downloadResource(resourceId: $resourceId, file: $file) { url fileName expiresAt } }`;
const CLOUD_FILE = `query($id: ID!) { cloudFile(id: $id) { id name format size sha256 url } }`;
const RENAME = `mutation($id: ID!, $name: String!) { renameCloudFile(id: $id, name: $name) { id name } }`;
const DELETE = `mutation($id: ID!) { deleteCloudFile(id: $id) }`;
const USAGE = `{ myCloudUsage { used total } }`;

async function readerLogin(cardNumber: string) {
  const res = await portal.gql<Data>('mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }', {
    input: { loginType: 2, cardNumber, password: 'reader123' },
  });
  return res.data!.readerLogin.token as string;
}

const qualify = async (token: string | undefined, resourceId: number, file?: string) =>
  (await portal.gql<Data>(QUALIFY, { resourceId, file }, token)).data!.downloadQualification;

/** A multipart REST upload to the reader's cloud. */
async function cloudUpload(data: Buffer, name: string, token?: string) {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const res = await fetch(`${portal.url}/api/user/cloud/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: Data } };
}

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(bytes - 9, 0), 0x20)]);

beforeAll(async () => {
  portal = await startTestPortal({ demoContent: true, env: { DOWNLOADS_PER_DAY: '4', CLOUD_QUOTA_MB: '1' } });
  card = await portal.readerToken(2);
  phone = await portal.readerToken(1);
  admin = await portal.adminToken();
  other = await readerLogin('2024000102');
  await portal.sql(`update reader set rights = array_remove(rights, 'DOWNLOAD') where card_number = '2024000104'`);
  noGrant = await readerLogin('2024000104');
  const first = async (kind: string, extra = "and file like '/uploads/%'") =>
    (
      await portal.sql<{ id: number }>(
        `select id from resource where kind = ? and enabled and on_shelf and published_at <= now() and permission = 'PUBLIC' ${extra} order by id limit 1`,
        [kind],
      )
    )[0].id;
  ids.ebook = await first('ebook');
  ids.thesis = await first('thesis');
  ids.thesis2 = (
    await portal.sql<{ id: number }>(
      `select id from resource where kind = 'thesis' and enabled and on_shelf and permission = 'PUBLIC' and file like '/uploads/%' and id <> ? order by id limit 1`,
      [ids.thesis],
    )
  )[0].id;
  ids.video = await first('video', '');
  ids.book = await first('book', '');
  const [track] = await portal.sql<{ resource_id: number; file: string }>(
    `select t.resource_id, t.file from audio_track t join resource r on r.id = t.resource_id
     where r.enabled and r.on_shelf and r.permission = 'PUBLIC' and t.enabled and t.file like '/uploads/%' order by t.id limit 1`,
  );
  ids.audio = track.resource_id;
  trackFile = track.file;
});
afterAll(() => portal?.close());

describe('download qualification: kind × who', () => {
  it('a guest is asked to log in; kinds without files say so to everyone', async () => {
    expect(await qualify(undefined, ids.thesis)).toEqual({ allowed: false, offered: true, reason: '请先登录', remaining: null });
    expect(await qualify(undefined, ids.ebook)).toMatchObject({ allowed: false, reason: '请先登录' });
    for (const kind of ['video', 'book']) {
      expect(await qualify(undefined, ids[kind])).toMatchObject({ allowed: false, offered: false, reason: '该资源不提供下载' });
      expect(await qualify(card, ids[kind])).toMatchObject({ allowed: false, reason: '该资源不提供下载' });
    }
  });

  it('a phone login may download a thesis but not an e-book (reader card only)', async () => {
    expect(await qualify(phone, ids.thesis)).toMatchObject({ allowed: true, reason: null });
    expect(await qualify(phone, ids.ebook)).toMatchObject({ allowed: false, reason: '请使用读者证登录！' });
  });

  it('a reader-card login may download e-books, theses and audio tracks, with the day’s allowance left', async () => {
    expect(await qualify(card, ids.ebook)).toEqual({ allowed: true, offered: true, reason: null, remaining: 4 });
    expect(await qualify(card, ids.thesis)).toMatchObject({ allowed: true });
    expect(await qualify(card, ids.audio, trackFile)).toMatchObject({ allowed: true });
  });

  it('a reader without the DOWNLOAD grant is told so; an admin is told to use a reader account', async () => {
    expect(await qualify(noGrant, ids.thesis)).toMatchObject({ allowed: false, reason: '您没有下载权限' });
    expect(await qualify(admin, ids.thesis)).toMatchObject({ allowed: false, reason: '请使用读者账号登录后下载' });
  });

  it('a file that is not the resource’s is bad input; a missing or hidden resource is 404', async () => {
    const res = await portal.gql<Data>(QUALIFY, { resourceId: ids.thesis, file: trackFile }, card);
    expect(res.errors?.[0]).toMatchObject({ message: '该文件不属于此资源', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await portal.gql<Data>(QUALIFY, { resourceId: 2147480000 }, card)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('REST answers as GraphQL does', async () => {
    const rest = await portal.rest<Data>('GET', `/api/user/download/qualification?resourceId=${ids.ebook}`, undefined, phone);
    expect(rest.body).toMatchObject({ code: 200, data: { allowed: false, reason: '请使用读者证登录！' } });
  });
});

describe('downloading', () => {
  it('sends the file as an attachment with its Chinese name, and counts it for the resource, the day, the reader and the log', async () => {
    const [before] = await portal.sql<{ downloads: number }>('select downloads from resource where id = ?', [ids.thesis]);
    const res = await portal.gql<Data>(DOWNLOAD, { resourceId: ids.thesis }, card);
    expect(res.errors).toBeUndefined();
    const ticket = res.data!.downloadResource;
    expect(ticket.url).toMatch(/^\/files\/download\/[\w-]{32}$/);
    expect(ticket.fileName).toMatch(/\.pdf$/);
    const file = await fetch(`${portal.url}${ticket.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(ticket.fileName)}`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // A resumed download asks for a range.
    const part = await fetch(`${portal.url}${ticket.url}`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('%PDF');

    const [after] = await portal.sql<{ downloads: number }>('select downloads from resource where id = ?', [ids.thesis]);
    expect(after.downloads).toBe(before.downloads + 1);
    const [daily] = await portal.sql<{ downloads: number }>('select downloads from resource_daily_stat where resource_id = ? and day = ?', [
      ids.thesis,
      libraryDate(),
    ]);
    expect(daily.downloads).toBe(1);
    await portal.services.events.flush();
    const events = await portal.sql<Data>(`select reader_id, dims from usage_event where type = 'download' and resource_id = ?`, [ids.thesis]);
    expect(events).toEqual([expect.objectContaining({ dims: { kind: 'thesis' } })]);
    const mine = await portal.gql<Data>('{ myDownloads { total items { resourceId title kind fileName } } }', {}, card);
    expect(mine.data!.myDownloads).toMatchObject({
      total: 1,
      items: [{ resourceId: String(ids.thesis), kind: 'thesis', fileName: ticket.fileName }],
    });
    // Another reader's list is their own.
    expect((await portal.gql<Data>('{ myDownloads { total } }', {}, other)).data!.myDownloads.total).toBe(0);
  });

  it('an unknown or made-up link is 404', async () => {
    expect((await fetch(`${portal.url}/files/download/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${portal.url}/files/download/short`)).status).toBe(404);
  });

  it('names a track’s file after the resource and the track; REST GET api/user/download answers the link', async () => {
    const rest = await portal.rest<Data>('GET', `/api/user/download?resourceId=${ids.audio}&file=${encodeURIComponent(trackFile)}`, undefined, card);
    expect(rest.body.code).toBe(200);
    expect(rest.body.data.fileName).toMatch(/ - .+\.wav$/);
    const file = await fetch(`${portal.url}${rest.body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('refuses without the grant (403), a guest (401), and kinds without files (400), in Chinese', async () => {
    expect((await portal.gql<Data>(DOWNLOAD, { resourceId: ids.thesis }, noGrant)).errors?.[0]).toMatchObject({
      message: '您没有下载权限',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await portal.gql<Data>(DOWNLOAD, { resourceId: ids.thesis })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.gql<Data>(DOWNLOAD, { resourceId: ids.video }, card)).errors?.[0]).toMatchObject({
      message: '该资源不提供下载',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await portal.gql<Data>(DOWNLOAD, { resourceId: ids.ebook }, phone)).errors?.[0].message).toBe('请使用读者证登录！');
  });

  it('stops at the day’s allowance (DOWNLOADS_PER_DAY), also when the last ones are asked for at once', async () => {
    // 张晓明 has used 2 of 4 (the thesis and the track): five at once leave exactly two granted.
    const results = await Promise.all(Array.from({ length: 5 }, () => portal.gql<Data>(DOWNLOAD, { resourceId: ids.thesis2 }, card)));
    expect(results.filter((r) => r.data?.downloadResource).length).toBe(2);
    const refused = results.filter((r) => r.errors).map((r) => r.errors![0]);
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatchObject({ message: '今日下载次数已达上限(4次)', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await qualify(card, ids.thesis)).toEqual({ allowed: false, offered: true, reason: '今日下载次数已达上限(4次)', remaining: 0 });
    const [row] = await portal.sql<{ n: number }>(
      `select count(*)::int as n from reader_download d join reader r on r.id = d.reader_id where r.card_number = '2024000101'`,
    );
    expect(row.n).toBe(4);
  });
});

describe("the reader's cloud", () => {
  let fileId: string;

  it('keeps a PDF (REST multipart), with its size, hash and the used space', async () => {
    const res = await cloudUpload(pdf(600 * 1024), '我的论文.pdf', other);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ name: '我的论文.pdf', format: 'pdf', size: 600 * 1024 });
    fileId = res.body.data.id;
    const one = await portal.gql<Data>(CLOUD_FILE, { id: fileId }, other);
    expect(one.data!.cloudFile).toMatchObject({ format: 'pdf', url: `/files/cloud/${fileId}` });
    expect(one.data!.cloudFile.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await portal.gql<Data>(USAGE, {}, other)).data!.myCloudUsage).toEqual({ used: 600 * 1024, total: 1024 * 1024 });
  });

  it('keeps a valid EPUB; refuses other types by their magic bytes and EPUBs beyond the bounds', async () => {
    const epub = await cloudUpload(minimalEpub(), '小说.epub', other);
    expect(epub.body).toMatchObject({ code: 200, data: { format: 'epub' } });
    await portal.gql(DELETE, { id: epub.body.data.id }, other);

    const fake = await cloudUpload(Buffer.from('just text, named as a PDF'), 'fake.pdf', other);
    expect(fake.body).toMatchObject({ code: 400, msg: '只能上传 PDF 或 EPUB 文件' });
    const zip = await cloudUpload(buildZip([{ name: 'a.txt', data: Buffer.from('hi') }]), 'a.epub', other);
    expect(zip.body).toMatchObject({ code: 400, msg: '只能上传 PDF 或 EPUB 文件' });
    const bomb = await cloudUpload(
      minimalEpub([{ name: 'big.xhtml', data: Buffer.from('x'), deflate: true, claimedSize: 0xfffffff0 }]),
      'bomb.epub',
      other,
    );
    expect(bomb.body).toMatchObject({ code: 400, msg: expect.stringContaining('解压后超过') });
    // The back office's uploads (e-books) run the same check.
    const UPLOAD = 'mutation($file: Upload!) { uploadFile(file: $file) { url } }';
    const adminBomb = await portal.upload<Data>(
      UPLOAD,
      { file: { data: minimalEpub([{ name: 'big.xhtml', data: Buffer.from('x'), deflate: true, claimedSize: 0xfffffff0 }]), name: 'b.epub' } },
      admin,
    );
    expect(adminBomb.errors?.[0]).toMatchObject({ message: expect.stringContaining('解压后超过'), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await portal.upload<Data>(UPLOAD, { file: { data: minimalEpub(), name: 'ok.epub' } }, admin)).data?.uploadFile.url).toMatch(/\.epub$/);
    const many = minimalEpub(Array.from({ length: 10_000 }, (_, i) => ({ name: `p${i}`, data: Buffer.alloc(0) })));
    // 858 KB: over the reader's free space of the 1 MB quota, which stops it as it streams (issue 54, S5);
    // the entries' bound is the back office's check too.
    expect((await cloudUpload(many, 'many.epub', other)).body).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/包含的文件超过|云盘空间不足/),
    });
    const manyAdmin = await portal.upload<Data>(UPLOAD, { file: { data: many, name: 'many.epub' } }, admin);
    expect(manyAdmin.errors?.[0]).toMatchObject({ message: expect.stringContaining('包含的文件超过') });
  });

  it('refuses what does not fit the quota, in Chinese; deleting frees the space', async () => {
    const second = await cloudUpload(pdf(600 * 1024), 'second.pdf', other);
    expect(second.body).toMatchObject({ code: 400, msg: '云盘空间不足：已用 0.6 MB，共 1 MB' });
    const kept = await cloudUpload(pdf(300 * 1024), 'small.pdf', other);
    expect(kept.body.code).toBe(200);
    expect((await portal.gql<Data>(DELETE, { id: kept.body.data.id }, other)).data!.deleteCloudFile).toBe(true);
    expect((await portal.gql<Data>(USAGE, {}, other)).data!.myCloudUsage.used).toBe(600 * 1024);
    expect((await cloudUpload(pdf(300 * 1024), 'again.pdf', other)).body.code).toBe(200);
  });

  it('renames (1 to 100 characters)', async () => {
    expect((await portal.gql<Data>(RENAME, { id: fileId, name: '  论文终稿.pdf ' }, other)).data!.renameCloudFile.name).toBe('论文终稿.pdf');
    const long = await portal.gql<Data>(RENAME, { id: fileId, name: '长'.repeat(101) }, other);
    expect(long.errors?.[0]).toMatchObject({ message: '文件名不能为空，且不超过 100 个字', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await portal.gql<Data>(RENAME, { id: fileId, name: '   ' }, other)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves the content to its owner only (header or login cookie), with ranges; 404 for anyone else on every path', async () => {
    const own = await fetch(`${portal.url}/files/cloud/${fileId}`, { headers: { cookie: `token=${other}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const range = await fetch(`${portal.url}/files/cloud/${fileId}`, { headers: { authorization: `Bearer ${other}`, range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF-');

    expect((await fetch(`${portal.url}/files/cloud/${fileId}`, { headers: { authorization: `Bearer ${card}` } })).status).toBe(404);
    expect((await fetch(`${portal.url}/files/cloud/${fileId}`)).status).toBe(401);
    expect((await fetch(`${portal.url}/files/cloud/${fileId}`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);
    for (const [query, variables] of [
      [CLOUD_FILE, { id: fileId }],
      [RENAME, { id: fileId, name: 'mine now' }],
      [DELETE, { id: fileId }],
    ] as const) {
      expect((await portal.gql<Data>(query, variables, card)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await portal.rest('GET', `/api/user/cloud/${fileId}`, undefined, card)).status).toBe(404);
    expect((await portal.gql<Data>('{ myCloudFiles { total } }', {}, card)).data!.myCloudFiles.total).toBe(0);
    // The reading state of a cloud file: the owner's only.
    const state = `query($d: String!) { readingState(document: $d) { progress } }`;
    expect((await portal.gql<Data>(state, { d: `cloud:${fileId}` }, other)).errors).toBeUndefined();
    expect((await portal.gql<Data>(state, { d: `cloud:${fileId}` }, card)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Nothing of it is under the public uploads.
    const [row] = await portal.sql<{ storage_key: string }>('select storage_key from cloud_file where id = ?', [fileId]);
    expect((await fetch(`${portal.url}/uploads/${row.storage_key}`)).status).toBe(404);
  });

  it('lists the reader’s reading states with their resource or cloud file (书签笔记), never another reader’s file', async () => {
    const SAVE = `mutation($input: SaveReadingStateInput!) { saveReadingState(input: $input) { document } }`;
    const save = (document: string, format: string, token: string) =>
      portal.gql<Data>(
        SAVE,
        { input: { document, format, state: JSON.stringify({ bookmarks: [{ at: 1 }] }), progress: 0.5, savedAt: new Date().toISOString() } },
        token,
      );
    expect((await save(`cloud:${fileId}`, 'pdf', other)).errors).toBeUndefined();
    expect((await save(`resource:${ids.thesis}`, 'pdf', other)).errors).toBeUndefined();
    const res = await portal.gql<Data>('{ recentReadingStates(limit: 10) { document resource { id title } cloudFile { id name } } }', {}, other);
    const byDocument = Object.fromEntries(res.data!.recentReadingStates.map((s: Data) => [s.document, s]));
    expect(byDocument[`cloud:${fileId}`]).toMatchObject({ resource: null, cloudFile: { id: fileId, name: '论文终稿.pdf' } });
    expect(byDocument[`resource:${ids.thesis}`]).toMatchObject({ resource: { id: String(ids.thesis) }, cloudFile: null });
  });

  it('a guest may not upload; the owner lists the files newest first', async () => {
    expect((await cloudUpload(pdf(1000), 'x.pdf')).status).toBe(401);
    const list = await portal.gql<Data>('{ myCloudFiles(pageSize: 10) { total items { name format } } }', {}, other);
    expect(list.data!.myCloudFiles).toMatchObject({ total: 2, items: [{ name: 'again.pdf' }, { name: '论文终稿.pdf' }] });
  });
});
