/**
 * The files browsers, crawlers and phones ask a site for (issue 52): /robots.txt, the web manifest
 * (named by SITE_NAME, so made here rather than built into the client), its PNG icons and
 * /favicon.ico (which browsers and feed readers ask for whatever the page's icon links say), drawn by
 * sharp from the built client's favicon.svg (client/public) once, on the first request for each.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { type Router } from 'express';
import sharp from 'sharp';
import type { Services } from '../../core/services.js';
import { AppError } from '../../core/errors/app-error.js';
import { siteDescription } from '../../core/site-identity.js';
import { sendError } from '../../core/errors/send-error.js';
import { answering, siteBase } from './http.js';
import { SITEMAP_PATH } from './sitemap.js';

export const MANIFEST_PATH = '/manifest.webmanifest';
/** The theme's brand colour (client/src/theme.ts, brand.600): the browser's bar and the icon's ground. */
export const THEME_COLOUR = '#154e8f';
const DAY = 86_400;

/** PNG icons by path: their size, and whether the ground is filled (iOS shows a transparent corner black). */
const ICONS: Record<string, { size: number; filled: boolean }> = {
  '/apple-touch-icon.png': { size: 180, filled: true },
  '/icon-192.png': { size: 192, filled: false },
  '/icon-512.png': { size: 512, filled: false },
};

/** /favicon.ico's sizes: PNG images in an ICO file (as every browser since IE 9 reads it). */
const FAVICON_SIZES = [16, 32, 48];

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0: 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** Paths crawlers keep out of: the back office, the personal centre and its reader, the APIs. */
const PRIVATE_PATHS = ['/admin', '/account', '/personal', '/reading', '/api/', '/graphql', '/graphiql', '/opensearch/suggest'];

export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${base}${SITEMAP_PATH}`, ''].join('\n');
}

/** The web manifest: SITE_NAME, opening on the home page, standalone, in the theme's colour. */
export function webManifest(siteName: string): object {
  const chars = [...siteName];
  return {
    name: siteName,
    // Under the icon on a phone's home screen: about 12 characters fit.
    short_name: chars.length > 12 ? chars.slice(0, 12).join('') : siteName,
    description: siteDescription(siteName),
    lang: 'zh-CN',
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

export function siteFileRoutes(services: Services): Router {
  const router = express.Router();
  const robots = robotsTxt(siteBase(services.config));
  const manifest = JSON.stringify(webManifest(services.config.site.name));
  const drawn = new Map<string, Promise<Buffer>>();
  /** What is drawn once (an icon, the ICO file), drawn again on a later request after a failure (a client built without the icon). */
  const once = (path: string, draw: (svg: Buffer) => Promise<Buffer>): Promise<Buffer | undefined> => {
    let made = drawn.get(path);
    if (!made) {
      made = readFile(join(services.config.clientDir, 'favicon.svg')).then(draw);
      drawn.set(path, made);
      made.catch(() => drawn.delete(path));
    }
    return made.catch(() => undefined);
  };
  const png = (svg: Buffer, size: number, filled: boolean) => {
    const image = sharp(svg, { density: 72 * Math.ceil(size / 64) }).resize(size, size);
    return (filled ? image.flatten({ background: THEME_COLOUR }) : image).png().toBuffer();
  };

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', `public, max-age=${DAY}`).send(robots);
  });
  router.get(MANIFEST_PATH, (_req, res) => {
    res.type('application/manifest+json; charset=utf-8').set('Cache-Control', `public, max-age=${DAY}`).send(manifest);
  });
  router.get(
    Object.keys(ICONS),
    answering(services, async (req, res) => {
      const icon = ICONS[req.path];
      const found = await once(req.path, (svg) => png(svg, icon.size, icon.filled));
      if (!found) return sendError(res, AppError.notFound());
      res.type('image/png').set('Cache-Control', `public, max-age=${DAY}`).send(found);
    }),
  );
  router.get(
    '/favicon.ico',
    answering(services, async (_req, res) => {
      const found = await once('/favicon.ico', async (svg) =>
        icoOf(await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await png(svg, size, false) })))),
      );
      if (!found) return sendError(res, AppError.notFound());
      res.type('image/x-icon').set('Cache-Control', `public, max-age=${DAY}`).send(found);
    }),
  );
  return router;
}
