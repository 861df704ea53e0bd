import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parse as parseCookies } from 'cookie';
import express, { type Request, type Response, type Router } from 'express';
import { AppError } from '../../core/errors/app-error.js';
import { sendError } from '../../core/errors/send-error.js';
import { sendGraphQLError } from '../../core/graphql/refuse.js';
import type { Services } from '../../core/services.js';
import { AuthService } from '../auth/index.js';
import { currentRestore, restoring } from './backup-restore.js';
import { Backup, BackupState } from './backup.entity.js';
import { remoteKey, remoteStore } from './backup-remote.js';
import { archivePath } from './backup.service.js';

export const RESTORING_MESSAGE = '系统正在恢复备份，请稍候再试';
export const RESTORE_STATUS_PATH = '/api/admin/backup/restore-status';
export const DOWNLOAD_PATH = '/api/admin/backup/download/:id';

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * While a restore runs, every request but the restore's own status is answered 503: GraphQL in its
 * error shape (code SERVICE_UNAVAILABLE), pages with a short HTML notice, the rest as the REST face's
 * `{ code: 503, msg }`. The database is being replaced: nothing may read or write it meanwhile.
 */
function maintenanceGate(services: Services) {
  return (req: Request, res: Response, next: () => void) => {
    if (!restoring(services) || req.path === RESTORE_STATUS_PATH) return next();
    const error = new AppError('SERVICE_UNAVAILABLE', RESTORING_MESSAGE);
    res.setHeader('Retry-After', '10');
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/graphql')) return sendGraphQLError(res, error, 503);
    if (req.method === 'GET' && !req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
      return void res
        .status(503)
        .type('html')
        .send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${RESTORING_MESSAGE}</title><p>${RESTORING_MESSAGE}</p></html>`);
    }
    sendError(res, error);
  };
}

/**
 * The restore's progress, for the screen that polls it while everything else answers 503. It reads
 * no database (the database is what is being replaced): an administrator's token is checked by its
 * signature and audience alone.
 */
function restoreStatus(services: Services) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const token = bearer(req);
    const claims = token ? await services.tokens.verify(token) : undefined;
    if (!claims) return sendError(res, AppError.unauthenticated());
    if (claims.aud !== 'admin') return sendError(res, AppError.forbidden());
    res.json({ code: 200, msg: 'OK', data: currentRestore(services) ?? null });
  };
}

/**
 * 下载: the archive itself, streamed (a backup can be gigabytes: not a GraphQL field). A link sends
 * no Authorization header, so the back office's login cookie counts here too — a GET that changes
 * nothing, as for /uploads.
 */
function download(services: Services) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const em = services.orm.em.fork();
    const auth = new AuthService(services);
    const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
    const token = bearer(req) ?? cookies.adminToken;
    const viewer = token ? await auth.viewerFromToken(em, token) : undefined;
    if (!viewer) return sendError(res, AppError.unauthenticated());
    if (viewer.kind !== 'admin') return sendError(res, AppError.forbidden());
    const id = String(req.params.id);
    const backup = /^\d{1,15}$/.test(id) ? await em.findOne(Backup, Number(id)) : null;
    if (!backup) return sendError(res, AppError.notFound());
    if (backup.state !== BackupState.SUCCEEDED) return sendError(res, AppError.badInput('id', '备份尚未成功完成，没有可下载的文件'));
    const path = archivePath(services, backup);
    const info = await stat(path).catch(() => undefined);
    // The local file gone, its copy in the object store is sent instead.
    const remote = !info?.isFile() && backup.remoteCopy ? await remoteStore(services)?.open(remoteKey(backup)) : undefined;
    if (!info?.isFile() && !remote) return sendError(res, AppError.notFound(`备份文件 ${backup.name}.tar 已不存在`));
    res.attachment(`${backup.name}.tar`);
    res.type('application/x-tar');
    res.setHeader('Content-Length', String(remote ? remote.size : info!.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (backup.sha256) res.setHeader('X-Checksum-SHA256', backup.sha256);
    // pipeline closes the file when the client goes away mid-download.
    await pipeline(remote ? remote.stream : createReadStream(path), res).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') services.log.error({ err, backup: backup.name }, 'backup download failed');
    });
  };
}

/**
 * Mounted before everything else the portal serves (app.ts): the maintenance gate, the restore's
 * status and the archive download (outside the REST table: a stream, not a root field).
 */
export function backupHttp(services: Services): Router {
  const router = express.Router();
  router.use(maintenanceGate(services));
  router.get(RESTORE_STATUS_PATH, restoreStatus(services));
  router.get(DOWNLOAD_PATH, download(services));
  return router;
}
