import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type Data, type TestPortal } from '../helpers/test-portal.js';

describe('resource posters (api/admin/resource/poster/…)', () => {
  let portal: TestPortal;
  let admin: string;
  let book: string;

  beforeAll(async () => {
    portal = await startTestPortal({ env: { PUBLIC_URL: 'https://lib.example.cn' } });
    admin = await portal.adminToken();
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png]), 'cover.png');
    const cover = (
      (await (
        await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })
      ).json()) as Data
    ).data.url;
    book = (
      await portal.gql<Data>(
        'mutation($c: String) { createBook(input: { title: "平凡的世界", creators: ["路遥"], cover: $c }) { id } }',
        { c: cover },
        admin,
      )
    ).data!.createBook.id;
  });
  afterAll(() => portal.close());

  it('generates a poster with a QR code to the public detail page', async () => {
    const before = await portal.rest<Data>('GET', `/api/admin/resource/poster/info/${book}`, undefined, admin);
    expect(before.body.data).toEqual({ resourceId: book, poster: null, link: `https://lib.example.cn/resources/book/detail?id=${book}` });

    // Form-style, as the spec's call is.
    const res = await fetch(`${portal.url}/api/admin/resource/poster/add/${book}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const made = ((await res.json()) as Data).data;
    expect(made.poster).toMatch(/^\/uploads\/.+\.jpg$/);
    const image = Buffer.from(await (await fetch(`${portal.url}${made.poster}`)).arrayBuffer());
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 750, height: 1200 });
    const after = await portal.gql<Data>('query($id: ID!) { adminBook(id: $id) { poster } }', { id: book }, admin);
    expect(after.data!.adminBook.poster).toBe(made.poster);
  });

  it('uses an uploaded image when one is given, and refuses other addresses', async () => {
    const bad = await portal.gql<Data>(
      'mutation($id: ID!) { createResourcePoster(id: $id, image: "https://evil.example/x.jpg") { poster } }',
      { id: book },
      admin,
    );
    expect(bad.errors![0]).toMatchObject({ message: '海报必须是上传到本站的图片', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await portal.gql<Data>(
      'mutation($id: ID!) { createResourcePoster(id: $id, image: "/uploads/none.jpg") { poster } }',
      { id: book },
      admin,
    );
    expect(missing.errors![0].message).toBe('海报图片不存在，请重新上传');
    const guest = await portal.rest<Data>('GET', `/api/admin/resource/poster/info/${book}`);
    expect(guest.status).toBe(401);
  });
});
