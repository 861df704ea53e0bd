import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/auth/viewer.js';
import { AppError } from '../../core/errors/app-error.js';
import { sendError } from '../../core/errors/send-error.js';
import type { Services } from '../../core/services.js';
import { sendStored } from '../../core/upload/send-stored.js';
import type { Storage } from '../../core/upload/storage.js';
import { AuthService } from '../auth/index.js';
import { CloudFileService } from './cloud-file.service.js';
import { DownloadService } from './download.service.js';
import { privateStorage } from './private-storage.js';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/**
 * The reader who asks: the Authorization header, or the reader's login cookie, since a link, a
 * pdf.js fetch or epub.js sends no header (as for /uploads: a GET here changes nothing).
 */
async function readerOf(services: Services, em: EntityManager, req: Request): Promise<Viewer | undefined> {
  const header = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7).trim() : undefined;
  const cookie = req.headers.cookie ? parseCookies(req.headers.cookie).token : undefined;
  const auth = new AuthService(services);
  for (const token of [header, cookie]) {
    const viewer = token ? await auth.viewerFromToken(em, token) : undefined;
    if (viewer) return viewer;
  }
  return undefined;
}

/**
 * Sends a stored file as an attachment under `fileName` (RFC 5987 `filename*` for a Chinese name),
 * to this requester only; Range requests are answered (resumed downloads, pdf.js).
 */
async function sendAttachment(req: Request, res: Response, storage: Storage, key: string, fileName: string) {
  const info = await storage.stat(key);
  if (!info) return sendError(res, AppError.notFound());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.attachment(fileName);
  res.type(TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
  await sendStored(req, res, storage, key, info, { cacheControl: false, onMissing: () => sendError(res, AppError.notFound()) });
}

/**
 * `/files/download/<ticket>`: the file of a granted download (downloadResource), while its link
 * works. `/files/cloud/<id>`: a reader's cloud file, to its owner only (404 for anyone else).
 */
export function readingFileRoutes(services: Services): Router {
  const router = express.Router();

  router.get('/files/download/:ticket', async (req, res, next) => {
    try {
      const download = await DownloadService.byTicket(services.orm.em.fork(), req.params.ticket);
      if (!download || !download.file.startsWith('/uploads/')) return sendError(res, AppError.notFound('下载链接已失效，请重新下载'));
      await sendAttachment(req, res, services.storage, download.file.slice('/uploads/'.length), download.fileName);
    } catch (error) {
      next(error);
    }
  });

  router.get('/files/cloud/:id', async (req, res, next) => {
    try {
      const em = services.orm.em.fork();
      const viewer = await readerOf(services, em, req);
      if (!viewer) return sendError(res, AppError.unauthenticated());
      if (viewer.kind !== 'reader' || !/^\d{1,10}$/.test(req.params.id)) return sendError(res, AppError.notFound());
      const file = await CloudFileService.owned(em, viewer, Number(req.params.id));
      res.setHeader('Vary', 'Cookie, Authorization');
      await sendAttachment(
        req,
        res,
        privateStorage(services),
        file.storageKey,
        file.name.endsWith(`.${file.format}`) ? file.name : `${file.name}.${file.format}`,
      );
    } catch (error) {
      next(error);
    }
  });

  return router;
}
