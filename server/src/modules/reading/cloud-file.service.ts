import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromFile } from 'file-type';
import type { Viewer } from '../../core/auth/viewer.js';
import { assertPaging } from '../../core/crud/page.js';
import { READER_LIMITS } from '../../core/limits/reader-bounds.js';
import { AppError } from '../../core/errors/app-error.js';
import type { Services } from '../../core/services.js';
import { checkEpub } from '../../core/upload/epub-check.js';
import { UPLOAD_MESSAGES, type SpooledUpload } from '../../core/upload/upload.service.js';
import type { UploadReservation } from '../../core/upload/upload-limits.js';
import { CloudFile } from './cloud-file.entity.js';
import { privateStorage } from './private-storage.js';
import { ReadingState } from './reading-state.entity.js';

type ReaderViewer = Extract<Viewer, { kind: 'reader' }>;

/** The formats a reader may keep, by the type read from the content's magic bytes. */
const CLOUD_FORMATS: Record<string, 'pdf' | 'epub'> = { 'application/pdf': 'pdf', 'application/epub+zip': 'epub' };
export const CLOUD_NAME_MAX = 100;

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(bytes % 1048576 === 0 ? 0 : 1)} MB`;

export const CLOUD_MESSAGES = {
  badType: '只能上传 PDF 或 EPUB 文件',
  quota: (used: number, total: number) => `云盘空间不足：已用 ${mib(used)}，共 ${mib(total)}`,
  badName: `文件名不能为空，且不超过 ${CLOUD_NAME_MAX} 个字`,
  tooMany: `云盘文件数量已达上限（${READER_LIMITS.cloud.filesPerReader} 个），请删除不需要的文件后再上传`,
  rate: '上传过于频繁，请稍后再试',
};

/** The reader's files (issue 54: the quota bounds bytes, this bounds rows: READER_LIMITS.cloud.filesPerReader). */
async function fileCount(em: EntityManager, readerId: number): Promise<number> {
  return em.count(CloudFile, { reader: readerId });
}

/** A name as the reader gave it: no directories or control characters, trimmed; undefined when nothing is left. */
export function cleanCloudName(raw: string | undefined): string | undefined {
  const name = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return name || undefined;
}

async function used(em: EntityManager, readerId: number): Promise<number> {
  const [row] = await em.execute<{ used: string }[]>('select coalesce(sum(size), 0)::bigint as used from cloud_file where reader_id = ?', [readerId]);
  return Number(row.used);
}

/** The reader's own file, or 404 for anyone else's (nobody learns another reader's file exists). */
async function owned(em: EntityManager, viewer: ReaderViewer, id: number): Promise<CloudFile> {
  const file = await em.findOne(CloudFile, { id, reader: viewer.id });
  if (!file) throw AppError.notFound();
  return file;
}

/** Bytes of each reader's uploads being received now, by reader (per portal): counted against the quota. */
const receiving = new WeakMap<Services, Map<number, number>>();

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const CloudFileService = {
  owned,

  /**
   * What an upload to the reader's cloud may take, before its body is read (issue 54, S5): the
   * quota less what is kept and what the reader's other uploads now being received declared. A
   * reader whose cloud is full is refused before a byte of the file is read, and twelve parallel
   * uploads cannot each count the same free space. Released when the request's answer has gone.
   */
  async reserve(em: EntityManager, services: Services, viewer: ReaderViewer, declaredBytes: number | undefined): Promise<UploadReservation> {
    let byReader = receiving.get(services);
    if (!byReader) receiving.set(services, (byReader = new Map()));
    const total = services.config.cloudQuotaBytes;
    const kept = await used(em, viewer.id);
    const pending = byReader.get(viewer.id) ?? 0;
    const free = Math.max(0, total - kept - pending);
    const taken = Math.min(free, declaredBytes ?? free);
    byReader.set(viewer.id, pending + taken);
    let released = false;
    return {
      bytes: free,
      message: CLOUD_MESSAGES.quota(kept + pending, total),
      release: () => {
        if (released) return;
        released = true;
        const left = (byReader.get(viewer.id) ?? 0) - taken;
        if (left > 0) byReader.set(viewer.id, left);
        else byReader.delete(viewer.id);
      },
    };
  },

  /** Used and total bytes of the reader's cloud. */
  async usage(em: EntityManager, services: Services, viewer: ReaderViewer) {
    return { used: await used(em, viewer.id), total: services.config.cloudQuotaBytes };
  },

  /**
   * Keeps an uploaded PDF or EPUB (type from the magic bytes; an EPUB's entries bounded) if it fits
   * in the reader's quota. The quota is checked under a per-reader lock, so two uploads at once
   * cannot both take the last of it; a file refused after it was stored is removed again.
   */
  async upload(
    em: EntityManager,
    services: Services,
    viewer: ReaderViewer,
    file: Pick<SpooledUpload, 'path' | 'size' | 'filename'>,
  ): Promise<CloudFile> {
    if (!(await services.rateLimiter.hit(READER_LIMITS.cloud.uploadRate, String(viewer.id)))) throw AppError.tooManyRequests(CLOUD_MESSAGES.rate);
    if (file.size === 0) throw AppError.badInput('file', UPLOAD_MESSAGES.empty);
    const detected = await fileTypeFromFile(file.path);
    const format = detected && CLOUD_FORMATS[detected.mime];
    if (!format) throw AppError.badInput('file', CLOUD_MESSAGES.badType);
    // An EPUB's directory is read whole (fflate works on a buffer); a PDF never is in memory.
    if (format === 'epub') checkEpub(await readFile(file.path));
    const total = services.config.cloudQuotaBytes;
    // A file that does not fit now is refused before anything is written (checked again under the lock).
    const before = await used(em, viewer.id);
    if (before + file.size > total) throw AppError.badInput('file', CLOUD_MESSAGES.quota(before, total));
    if ((await fileCount(em, viewer.id)) >= READER_LIMITS.cloud.filesPerReader) throw AppError.badInput('file', CLOUD_MESSAGES.tooMany);
    const sha256 = await sha256Of(file.path);

    const storage = privateStorage(services);
    const key = `cloud/${viewer.id}/${randomBytes(16).toString('hex')}.${format}`;
    await storage.putFile(key, file.path);
    try {
      return await em.transactional(async (tx) => {
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`CloudFile:${viewer.id}`]);
        const now = await used(tx, viewer.id);
        if (now + file.size > total) throw AppError.badInput('file', CLOUD_MESSAGES.quota(now, total));
        if ((await fileCount(tx, viewer.id)) >= READER_LIMITS.cloud.filesPerReader) throw AppError.badInput('file', CLOUD_MESSAGES.tooMany);
        const row = tx.create(CloudFile, {
          reader: viewer.id,
          name: (cleanCloudName(file.filename) ?? `未命名.${format}`).slice(0, CLOUD_NAME_MAX),
          storageKey: key,
          format,
          size: file.size,
          sha256,
        });
        await tx.flush();
        return row;
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  },

  async rename(em: EntityManager, viewer: ReaderViewer, id: number, name: string): Promise<CloudFile> {
    const clean = cleanCloudName(name);
    if (!clean || [...clean].length > CLOUD_NAME_MAX) throw AppError.badInput('name', CLOUD_MESSAGES.badName);
    const file = await owned(em, viewer, id);
    file.name = clean;
    await em.flush();
    return file;
  },

  /** Deletes the file, its content and the reader's place in it; the quota is freed at once. */
  async remove(em: EntityManager, services: Services, viewer: ReaderViewer, id: number): Promise<boolean> {
    const file = await owned(em, viewer, id);
    await em.transactional(async (tx) => {
      await tx.nativeDelete(ReadingState, { reader: viewer.id, document: `cloud:${file.id}` });
      await tx.nativeDelete(CloudFile, { id: file.id });
    });
    await privateStorage(services).remove(file.storageKey);
    return true;
  },

  /** 我的文件: newest first. */
  async mine(em: EntityManager, viewer: ReaderViewer, page: number, pageSize: number) {
    assertPaging(page, pageSize);
    const [items, total] = await em.findAndCount(
      CloudFile,
      { reader: viewer.id },
      { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
    return { items, total, page, pageSize, totalCapped: false };
  },
};
