import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { Services } from '../services.js';
import { ADMIN_ENTITY } from '../audit/admin-ref.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { AppError } from '../errors/app-error.js';
import { checkEpub } from './epub-check.js';
import { StoredFile } from './stored-file.entity.js';

/** What may be uploaded, by the type read from the content's magic bytes. */
export const ALLOWED_TYPES: Record<string, { ext: string; image?: boolean }> = {
  'image/jpeg': { ext: 'jpg', image: true },
  'image/png': { ext: 'png', image: true },
  'image/gif': { ext: 'gif', image: true },
  'image/webp': { ext: 'webp', image: true },
  'application/pdf': { ext: 'pdf' },
  'application/epub+zip': { ext: 'epub' },
  'audio/mpeg': { ext: 'mp3' },
  'audio/mp4': { ext: 'm4a' },
  'audio/x-m4a': { ext: 'm4a' },
  'audio/ogg': { ext: 'ogg' },
  'audio/wav': { ext: 'wav' },
  'audio/x-wav': { ext: 'wav' },
  'video/mp4': { ext: 'mp4' },
  'video/webm': { ext: 'webm' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx' },
};

/** The most pixels an uploaded image may have (all frames of a GIF together): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  tooLarge: (max: number) => `文件过大，单个文件不能超过 ${max >= 1048576 ? `${Math.floor(max / 1048576)} MB` : `${Math.floor(max / 1024)} KB`}`,
  badType: '不支持的文件类型（支持图片、PDF、EPUB、音频、视频和 Excel 表格）',
  empty: '文件为空',
  badImage: '图片已损坏，无法读取',
  tooManyPixels: `图片尺寸过大（超过 ${MAX_IMAGE_PIXELS / 1_000_000} 百万像素），请缩小后再上传`,
  tooMany: (max: number) => `一次最多上传 ${max} 个文件`,
  malformed: '上传请求有误：multipart 内容无法解析，请重新上传',
};

/**
 * Reads an uploaded file into memory, refusing as soon as it passes the size limit. A multipart
 * body the parser gives up on part-way (a malformed part header, a body cut short) rejects the
 * upload: the client's fault, said as such.
 */
export async function readLimited(
  upload: Promise<{ createReadStream(): Readable }> | { createReadStream(): Readable },
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const stream = (await upload).createReadStream();
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        throw AppError.badInput('file', UPLOAD_MESSAGES.tooLarge(maxBytes));
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload stops a file at its own size limit with an HTTP 413 error.
    if ((error as { status?: number }).status === 413) throw AppError.badInput('file', UPLOAD_MESSAGES.tooLarge(maxBytes));
    throw AppError.badInput('file', UPLOAD_MESSAGES.malformed);
  }
  return Buffer.concat(chunks);
}

/** An upload on disk: `remove()` deletes it when it was written here (a form's file is the router's to remove). */
export interface SpooledUpload {
  path: string;
  size: number;
  filename: string;
  remove(): void;
}

/**
 * An upload as a file on disk, never whole in memory (issue 54, S5): where it already is (a REST
 * form's file), else written as it comes into a temporary file, refused as soon as it passes
 * `maxBytes` (with `message`, the size limit's by default).
 */
export async function spoolUpload(
  upload: Promise<{ createReadStream(): Readable; filename: string; path?: string }>,
  maxBytes: number,
  message = UPLOAD_MESSAGES.tooLarge(maxBytes),
): Promise<SpooledUpload> {
  let file: Awaited<typeof upload>;
  try {
    file = await upload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badInput('file', UPLOAD_MESSAGES.malformed);
  }
  if (file.path) {
    const size = statSync(file.path).size;
    if (size > maxBytes) throw AppError.badInput('file', message);
    return { path: file.path, size, filename: file.filename, remove: () => undefined };
  }
  const dir = join(tmpdir(), 'lp-uploads');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, randomBytes(16).toString('hex'));
  const remove = () => rmSync(path, { force: true });
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? AppError.badInput('file', message) : null, chunk);
    },
  });
  try {
    await pipeline(file.createReadStream(), limit, createWriteStream(path));
  } catch (error) {
    remove();
    if (error instanceof AppError) throw error;
    if ((error as { status?: number }).status === 413) throw AppError.badInput('file', message);
    throw AppError.badInput('file', UPLOAD_MESSAGES.malformed);
  }
  return { path, size, filename: file.filename, remove };
}

/** Keeps what the uploader called the file, for display only: no directories, no control characters. */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/\p{Cc}/gu, '').slice(0, 255) || 'file';
}

/**
 * An image as it will be stored: its size bounded (a decompression bomb is refused for what it is),
 * decoded in full (a broken picture is refused), and, except GIFs, re-encoded — which drops
 * metadata and anything smuggled after the picture. A GIF is kept as sent (re-encoding would lose
 * its palette optimisation) once every frame has decoded.
 */
async function checkedImage(data: Buffer, mime: string): Promise<Buffer> {
  const gif = mime === 'image/gif';
  const metadata = await sharp(data, { animated: gif, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height) throw AppError.badInput('file', UPLOAD_MESSAGES.badImage);
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw AppError.badInput('file', UPLOAD_MESSAGES.tooManyPixels);
  try {
    const image = sharp(data, { animated: gif, limitInputPixels: MAX_IMAGE_PIXELS });
    if (gif) {
      // Every frame is decoded (into a small picture, not held whole in memory).
      await image.resize({ width: 64 }).png().toBuffer();
      return data;
    }
    return await image
      .rotate()
      .toFormat(mime === 'image/jpeg' ? 'jpeg' : (ALLOWED_TYPES[mime].ext as 'png' | 'webp'))
      .toBuffer();
  } catch {
    throw AppError.badInput('file', UPLOAD_MESSAGES.badImage);
  }
}

export class UploadService {
  constructor(private readonly services: Services) {}

  /**
   * Keeps an upload that is on disk (spoolUpload). Pictures and EPUBs are read whole for their
   * checks (decoding, the zip's directory), as save does; anything else (PDF, audio, video,
   * spreadsheets) goes to the store from the file, never whole in memory (issue 54, S5).
   */
  async saveFile(em: EntityManager, file: Pick<SpooledUpload, 'path' | 'size' | 'filename'>, actor: Actor): Promise<StoredFile> {
    const { maxFileSize } = this.services.config.upload;
    if (file.size === 0) throw AppError.badInput('file', UPLOAD_MESSAGES.empty);
    if (file.size > maxFileSize) throw AppError.badInput('file', UPLOAD_MESSAGES.tooLarge(maxFileSize));
    const detected = await fileTypeFromFile(file.path);
    const kind = detected && ALLOWED_TYPES[detected.mime];
    const wholeCheck = !kind || kind.image || detected.mime === 'application/epub+zip' || detected.mime === 'application/zip';
    if (wholeCheck) return this.save(em, { data: await readFile(file.path), filename: file.filename }, actor);
    return this.keep(em, { mime: detected.mime, ext: kind.ext, size: file.size, filename: file.filename }, actor, (key) =>
      this.services.storage.putFile(key, file.path),
    );
  }

  async save(em: EntityManager, file: { data: Buffer; filename?: string }, actor: Actor): Promise<StoredFile> {
    const { maxFileSize } = this.services.config.upload;
    if (file.data.length === 0) throw AppError.badInput('file', UPLOAD_MESSAGES.empty);
    if (file.data.length > maxFileSize) throw AppError.badInput('file', UPLOAD_MESSAGES.tooLarge(maxFileSize));
    const detected = await fileTypeFromBuffer(file.data);
    // An EPUB is checked whole (issue 13); a zip named .epub is one that lacks its mimetype entry: say so.
    if (detected?.mime === 'application/epub+zip' || (detected?.mime === 'application/zip' && /\.epub$/i.test(file.filename ?? ''))) {
      checkEpub(file.data);
    }
    const kind = detected && ALLOWED_TYPES[detected.mime];
    if (!detected || !kind) throw AppError.badInput('file', UPLOAD_MESSAGES.badType);

    const data = kind.image ? await checkedImage(file.data, detected.mime) : file.data;
    return this.keep(em, { mime: detected.mime, ext: kind.ext, size: data.length, filename: file.filename }, actor, (key) =>
      this.services.storage.put(key, data),
    );
  }

  /** Stores the content under a new key (`put`) and records it. */
  private async keep(
    em: EntityManager,
    file: { mime: string; ext: string; size: number; filename?: string },
    actor: Actor,
    put: (key: string) => Promise<void>,
  ): Promise<StoredFile> {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${file.ext}`;
    await put(key);
    return em.transactional(async (tx) => {
      const stored = tx.create(StoredFile, {
        url: `/uploads/${key}`,
        path: key,
        originalName: displayName(file.filename),
        mime: file.mime,
        size: file.size,
        uploadedBy: tx.getReference(ADMIN_ENTITY, actor.adminId),
        createdAt: now,
      });
      await tx.flush();
      recordAudit(tx, actor, 'upload', 'StoredFile', [stored.id]);
      return stored;
    });
  }
}
