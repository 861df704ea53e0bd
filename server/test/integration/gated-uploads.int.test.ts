/**
 * A resource's downloadable file at its own address (issue 54, S10): `/uploads/<key>` of an e-book's,
 * a thesis's, a digital resource's, an audio track's, a newspaper page's or a journal article's
 * file is sent only to a reader the resource allows who holds the DOWNLOAD grant, within the day's
 * allowance (each resource read online counted once a day, with the downloads: all the tracks of an
 * audiobook or the pages of an issue are one), and to admins — never publicly cached. Covers and other pictures stay public and cacheable at their URLs; readers' cloud files
 * are not under /uploads at all. On local disk and in an S3 bucket alike.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetDownloadFiles } from '../../src/modules/reading/index.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.js';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

const UPLOAD = 'mutation($file: Upload!) { uploadFile(file: $file) { url } }';
const DOWNLOAD = 'mutation($resourceId: ID!) { downloadResource(resourceId: $resourceId) { url } }';
const LOGIN = 'mutation($input: ReaderLoginInput!) { readerLogin(input: $input) { token } }';
const REMAINING = 'query($resourceId: ID!) { downloadQualification(resourceId: $resourceId) { remaining reason } }';
const pdf = (tag: string) => Buffer.concat([Buffer.from(`%PDF-1.4\n% ${tag}\n`), Buffer.alloc(2000, 0x20)]);

/** A little 8 kHz mono 16-bit PCM as a WAV file (audio the upload check accepts), different for each `tone`. */
function wav(tone: number): Buffer {
  const samples = Buffer.alloc(4000);
  for (let i = 0; i < samples.length / 2; i++) samples.writeInt16LE(Math.round(8000 * Math.sin(i / (5 + tone))), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

for (const backend of ['local', 's3'] as const) {
  describe(`downloadable files at /uploads (${backend})`, () => {
    let s3: LocalS3 | undefined;
    let portal: TestPortal;
    let admin: string;
    let reader: string;
    let noGrant: string;
    const theses: Array<{ id: string; file: string }> = [];
    let digital: string;
    let digitalId: string;
    let cover: string;
    // An audiobook's tracks and a newspaper issue's pages: read online, each resource counts once.
    let audio: string;
    const tracks: string[] = [];
    const pages: string[] = [];
    // More resources, to reach the day's 50.
    const more: string[] = [];

    const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
      fetch(`${portal.url}${url}`, { headers: { ...headers, ...(token ? { cookie: `token=${token}` } : {}) } });
    const upload = async (data: Buffer, name: string) => {
      const res = await portal.upload<Data>(UPLOAD, { file: { data, name } }, admin);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data.uploadFile.url as string;
    };
    const create = async (mutation: string, type: string, input: Data) => {
      const res = await portal.gql<Data>(`mutation($input: ${type}!) { ${mutation}(input: $input) { id } }`, { input }, admin);
      if (!res.data) throw new Error(JSON.stringify(res.errors));
      return res.data[mutation].id as string;
    };
    const login = async (cardNumber: string) =>
      (await portal.gql<Data>(LOGIN, { input: { loginType: 2, cardNumber, password: 'reader123' } })).data!.readerLogin.token as string;

    beforeAll(async () => {
      if (backend === 's3') s3 = await startLocalS3();
      portal = await startTestPortal({ env: { ...(s3?.env ?? {}) } });
      admin = await portal.adminToken();
      reader = await login('2024000101');
      await portal.sql(`update reader set rights = array_remove(rights, 'DOWNLOAD') where card_number = '2024000102'`);
      noGrant = await login('2024000102');
      for (let i = 0; i < 4; i += 1) {
        const file = await upload(pdf(`thesis ${i}`), `t${i}.pdf`);
        theses.push({ id: await create('createThesis', 'ThesisInput', { title: `论文 ${i}`, file }), file });
      }
      digital = await upload(pdf('digital'), 'd.pdf');
      digitalId = await create('createDigitalResource', 'DigitalResourceInput', { title: '数字资源', file: digital });
      audio = await create('createAudio', 'AudioInput', { title: '有声书' });
      for (let i = 0; i < 5; i += 1) {
        tracks.push(await upload(wav(i), `track${i}.wav`));
        await create('createAudioTrack', 'AudioTrackInput', { resourceId: audio, title: `第${i + 1}集`, file: tracks[i] });
      }
      const newspaper = await create('createNewspaper', 'NewspaperInput', { title: '日报' });
      const edition = await create('createNewspaperEdition', 'NewspaperEditionInput', { resourceId: newspaper, editionDate: '2026-12-01' });
      for (let i = 0; i < 4; i += 1) {
        pages.push(await upload(pdf(`page ${i}`), `page${i}.pdf`));
        await create('createEditionPage', 'EditionPageInput', { editionId: edition, pageNo: i + 1, title: `第${i + 1}版`, file: pages[i] });
      }
      for (let i = 0; i < 45; i += 1) {
        const file = await upload(pdf(`more ${i}`), `m${i}.pdf`);
        await create('createThesis', 'ThesisInput', { title: `更多论文 ${i}`, file });
        more.push(file);
      }
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      cover = await upload(jpeg, 'cover.jpg');
      await create('createThesis', 'ThesisInput', { title: '有封面的论文', cover, file: theses[0].file });
      forgetDownloadFiles();
    }, 180_000);
    afterAll(async () => {
      await portal?.close();
      await s3?.close();
    });

    it('keeps pictures public and cacheable at their URLs', async () => {
      for (const url of [cover, `${cover}?width=100`]) {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    });

    it('refuses a guest, and a reader without the DOWNLOAD grant, the file of a resource they may open', async () => {
      expect((await get(theses[0].file)).status).toBe(401);
      // A digital resource opens to anyone; its file is a download all the same.
      expect((await get(digital)).status).toBe(401);
      const refused = await get(theses[0].file, noGrant);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Data).msg).toBe('您没有下载权限');
    });

    const remaining = async () =>
      (await portal.gql<Data>(REMAINING, { resourceId: theses[3].id }, reader)).data!.downloadQualification.remaining as number;

    it('counts the files of one resource read online once: all the tracks of an audiobook, all the pages of an issue', async () => {
      expect(await remaining()).toBe(50);
      for (const track of tracks) {
        const res = await get(track, reader, { range: 'bytes=0-99' });
        expect(res.status).toBe(206);
        expect(res.headers.get('cache-control')).toBe('private, no-cache');
        // The player asks again, by range.
        expect((await get(track, reader, { range: 'bytes=100-' })).status).toBe(206);
      }
      expect(await remaining()).toBe(49);
      // A second resource is a second one, however many pages it has.
      for (const page of pages) expect((await get(page, reader)).status).toBe(200);
      expect(await remaining()).toBe(48);
    });

    it('sends it privately to a reader with the grant, counting each resource once a day, then refuses the 51st', async () => {
      const first = await get(theses[0].file, reader, { range: 'bytes=0-7' });
      expect(first.status).toBe(206);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(await first.text()).toBe('%PDF-1.4');
      // pdf.js asks again, by range: the same file, not counted again.
      expect((await get(theses[0].file, reader, { range: 'bytes=8-15' })).status).toBe(206);
      expect((await get(digital, reader)).status).toBe(200);
      expect(await remaining()).toBe(46);
      const [{ n }] = await portal.sql<{ n: number }>(
        `select count(*)::int as n from reader_file_open o join reader r on r.id = o.reader_id where r.card_number = '2024000101'`,
      );
      expect(n).toBe(4);
      // One allowance for downloads and resources read online: a download takes one…
      expect((await portal.gql<Data>(DOWNLOAD, { resourceId: theses[1].id }, reader)).data?.downloadResource.url).toMatch(/^\/files\/download\//);
      expect(await remaining()).toBe(45);
      // …and its file, downloaded today, is read without counting again;
      expect((await get(theses[1].file, reader)).status).toBe(200);
      // a resource read and then downloaded counts once too.
      expect((await portal.gql<Data>(DOWNLOAD, { resourceId: digitalId }, reader)).data?.downloadResource.url).toMatch(/^\/files\/download\//);
      expect(await remaining()).toBe(45);
      // 45 more resources: the first 45 are the day's last, the next is refused.
      for (const file of more.slice(0, 45)) expect((await get(file, reader)).status).toBe(200);
      expect(await remaining()).toBe(0);
      const over = await get(theses[2].file, reader);
      expect(over.status).toBe(429);
      expect(((await over.json()) as Data).msg).toBe('今日下载次数已达上限(50次)');
      // Downloading a resource read online today takes nothing more: it is had already.
      expect((await portal.gql<Data>(DOWNLOAD, { resourceId: audio }, reader)).data?.downloadResource.url).toMatch(/^\/files\/download\//);
      const download = await portal.gql<Data>(DOWNLOAD, { resourceId: theses[3].id }, reader);
      expect(download.errors?.[0]?.message).toBe('今日下载次数已达上限(50次)');
      // Resources already had today stay readable, every file of them.
      expect((await get(theses[0].file, reader)).status).toBe(200);
      expect((await get(tracks[2], reader)).status).toBe(200);
      expect((await get(pages[3], reader)).status).toBe(200);
    });

    it('sends it to an admin, and keeps readers’ cloud files off /uploads', async () => {
      expect((await get(theses[2].file, undefined, { cookie: `adminToken=${admin}` })).status).toBe(200);
      const token = await portal.readerToken();
      const form = new FormData();
      form.append('file', new Blob([pdf('cloud')]), '我的.pdf');
      const res = await fetch(`${portal.url}/api/user/cloud/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const { data } = (await res.json()) as { data: Data };
      const [{ storage_key: key }] = await portal.sql<{ storage_key: string }>('select storage_key from cloud_file where id = ?', [Number(data.id)]);
      expect((await get(`/uploads/${key}`, token)).status).toBe(404);
      expect((await get(`/uploads/../private/${key}`, token)).status).toBe(404);
    });
  });
}
