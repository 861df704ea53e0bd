import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../helpers/test-portal.js';

/**
 * A fresh install keeps its files under `./.data/uploads`: a dot-folder. Every original file must
 * still be served (it was a 404 while the file handler judged the absolute path with
 * `dotfiles: 'deny'`); a key that itself names a dot-file stays refused.
 */
describe('uploads on the default data directory layout (.data)', () => {
  let portal: TestPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startTestPortal({ defaultDataDirLayout: true });
    admin = await portal.adminToken();
  });
  afterAll(() => portal.close());

  const upload = async (data: Buffer, filename: string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), filename);
    const res = await fetch(`${portal.url}/api/admin/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const body = (await res.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    return body.data.url;
  };

  it('runs on a data directory whose name starts with a dot', () => {
    expect(portal.services.storage.localRoot()).toMatch(/\/\.data\/uploads$/);
  });

  it('serves an original image, not only its resized variants', async () => {
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const url = await upload(png, 'banner.png');
    const original = await fetch(`${portal.url}${url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(320);
    expect((await fetch(`${portal.url}${url}?width=100`)).status).toBe(200);
  });

  it('serves a PDF as an attachment', async () => {
    const url = await upload(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'thesis.pdf');
    const res = await fetch(`${portal.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await res.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('serves a video with Range requests answered 206', async () => {
    const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(4000, 7)]);
    const url = await upload(mp4, 'clip.mp4');
    const whole = await fetch(`${portal.url}${url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await fetch(`${portal.url}${url}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${mp4.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('still refuses keys that name a dot-file or leave the store', async () => {
    expect((await fetch(`${portal.url}/uploads/2026/.secret.pdf`)).status).toBe(404);
    expect((await fetch(`${portal.url}/uploads/..%2Fjwt-secret.pdf`)).status).toBe(404);
  });
});
