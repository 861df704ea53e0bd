import express, { type Request, type Router } from 'express';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';
import { sendStored } from './send-stored.js';
import { readStored, type Storage } from './storage.js';
import { MAX_IMAGE_PIXELS } from './upload.service.js';

const IMAGE = /\.(jpg|png|gif|webp)$/;
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Spec §9: the image resize parameter defaults to width 200. */
export const DEFAULT_IMAGE_WIDTH = 200;
/**
 * The widths an image is served at (issue 11, D11): `?width=` snaps up to the nearest, past the
 * largest it is the largest; no `?width=` is the original. A few variants per image, not one per
 * pixel width for anyone to have rendered and stored. The client's `thumbnail()` uses the same list
 * (client/src/lib/format.ts; image-widths.test.ts keeps them equal).
 */
export const IMAGE_WIDTHS = [100, 200, 400, 800, 1200, 1600] as const;

export function requestedWidth(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const width = Number(raw);
  if (!Number.isFinite(width) || width < 1) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The key an image's `width` variant is kept under. */
const variantKey = (key: string, width: number) => `variants/${key.replace(/\.(\w+)$/, `.w${width}.$1`)}`;

/** An image at `width`, made once and kept under variants/ in the store; undefined when the original is gone. */
async function resizedVariant(storage: Storage, key: string, ext: string, width: number): Promise<Buffer | undefined> {
  const cached = await readStored(storage, variantKey(key, width));
  if (cached) return cached;
  const source = await readStored(storage, key);
  if (!source) return undefined;
  let resized: Buffer;
  try {
    resized = await sharp(source, { animated: ext === 'gif', limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .toBuffer();
  } catch {
    // A stored file sharp cannot read (one kept from before uploads were checked): say so as JSON.
    throw new AppError('UNPROCESSABLE', '图片已损坏，无法生成缩略图');
  }
  // Two requests (or two instances) may make the same variant at once: the first one stored wins.
  await storage.put(variantKey(key, width), resized).catch(() => undefined);
  return resized;
}

/**
 * Who may have a stored file: 'public' (anyone, cached by anyone) or 'private' (this requester
 * only); refusing throws. The catalogue's visibility rule answers it (app.ts wires it in).
 */
export type FileAudienceCheck = (req: Request, url: string) => Promise<'public' | 'private'>;

/**
 * `/uploads/<key>`: files as stored; images resized on request (`?width=`), variants kept in the store.
 * Non-images download as attachments and nothing is sniffed, so an upload never runs as a page.
 * A gated file (the content of a resource that needs a login) goes only to whom `audienceOf` allows.
 */
export function serveUploads(storage: Storage, audienceOf: FileAudienceCheck): Router {
  const router = express.Router();
  router.get('/{*key}', async (req, res, next) => {
    try {
      const key = (req.params as { key: string[] }).key.join('/');
      const ext = key.split('.').pop() ?? '';
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const type = TYPES[ext];
      if (!type) return res.status(404).end();
      // A file that is not there is a 404 before the rule is asked (no query for made-up keys).
      const info = await storage.stat(key);
      if (!info) return res.status(404).end();
      const audience = await audienceOf(req, `/uploads/${key}`);
      const width = IMAGE.test(key) ? requestedWidth(req.query.width) : undefined;
      const resized = width ? await resizedVariant(storage, key, ext, width) : undefined;
      if (width && !resized) return res.status(404).end();
      // A gated file is this viewer's alone: no shared cache keeps it, and a logout is honoured.
      res.setHeader('Cache-Control', audience === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-cache');
      if (audience === 'private') res.setHeader('Vary', 'Cookie, Authorization');
      res.type(type);
      if (resized) return res.send(resized);
      if (!IMAGE.test(key) && !/^(audio|video)\//.test(type)) res.attachment(key.split('/').pop());
      // Range requests are answered either way: audio and video players rely on them.
      await sendStored(req, res, storage, key, info, { onMissing: () => res.status(404).end() });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
