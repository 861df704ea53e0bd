/**
 * /sitemap.xml (issue 52): every public address a guest may open (sitemap-sources.ts), with its
 * last change. Past SITEMAP_URLS_PER_FILE addresses (the protocol's 50,000 at most) /sitemap.xml is
 * an index of /sitemap-1.xml, /sitemap-2.xml…, each that many addresses. A file is made from batched
 * reads and kept a few minutes (a crawler asks for all of them in a row), within a bounded cache.
 */
import express, { type Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../core/services.js';
import { AppError } from '../../core/errors/app-error.js';
import { sendError } from '../../core/errors/send-error.js';
import { answering, siteBase } from './http.js';
import { SITEMAP_SOURCES, type SitemapEntry } from './sitemap-sources.js';

export const SITEMAP_PATH = '/sitemap.xml';
/** How long a made file is kept, here and by caches on the way. */
const KEEP_SECONDS = 300;
/** What the kept files may weigh together (a full file of 50,000 addresses is about 6 MB). */
const KEPT_BYTES = 32 * 1024 * 1024;
const XML_START = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapRoutes(services: Services): Router {
  const router = express.Router();
  const base = siteBase(services.config);
  const perFile = services.config.sitemapUrlsPerFile;
  const kept = new LRUCache<string, string>({ max: 1000, maxSize: KEPT_BYTES, sizeCalculation: (xml) => xml.length * 2, ttl: KEEP_SECONDS * 1000 });
  /** Files being made: a second request for one waits for the first. */
  const making = new Map<string, Promise<string | undefined>>();

  const url = ({ path, lastmod }: SitemapEntry) =>
    `<url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

  /** The addresses `from` to `to - 1` of all sources in order, `counts` being how many each has. */
  async function urlset(em: EntityManager, counts: number[], from: number, to: number): Promise<string> {
    const parts = [XML_START, `<urlset xmlns="${NAMESPACE}">\n`];
    let start = 0;
    for (const [i, source] of SITEMAP_SOURCES.entries()) {
      const [low, high] = [Math.max(from, start), Math.min(to, start + counts[i])];
      if (low < high) for await (const batch of source.read(em, low - start, high - low)) parts.push(...batch.map(url));
      start += counts[i];
    }
    parts.push('</urlset>\n');
    return parts.join('');
  }

  /** `index`: /sitemap.xml; a number: that part; undefined: no such file. */
  async function make(file: 'index' | number): Promise<string | undefined> {
    const em = services.orm.em.fork();
    const counts = await Promise.all(SITEMAP_SOURCES.map((source) => source.count(em)));
    const total = counts.reduce((sum, n) => sum + n, 0);
    const files = Math.ceil(total / perFile);
    if (file === 'index') {
      if (files <= 1) return urlset(em, counts, 0, total);
      const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
      return `${XML_START}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
    }
    if (files <= 1 || file > files) return undefined;
    return urlset(em, counts, (file - 1) * perFile, file * perFile);
  }

  async function file(key: 'index' | number): Promise<string | undefined> {
    const name = String(key);
    const found = kept.get(name);
    if (found !== undefined) return found;
    let pending = making.get(name);
    if (!pending) {
      pending = make(key).finally(() => making.delete(name));
      making.set(name, pending);
    }
    const xml = await pending;
    if (xml !== undefined) kept.set(name, xml);
    return xml;
  }

  const send = (res: express.Response, xml: string | undefined) => {
    if (xml === undefined) return sendError(res, AppError.notFound());
    res.type('application/xml; charset=utf-8').set('Cache-Control', `public, max-age=${KEEP_SECONDS}`).send(xml);
  };

  router.get(
    SITEMAP_PATH,
    answering(services, async (_req, res) => send(res, await file('index'))),
  );
  router.get(
    '/sitemap-:part.xml',
    answering(services, async (req, res) => {
      const part = String(req.params.part);
      send(res, /^[1-9]\d{0,6}$/.test(part) ? await file(Number(part)) : undefined);
    }),
  );
  return router;
}
