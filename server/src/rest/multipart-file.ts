import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../core/errors/app-error.js';
import { UPLOAD_MESSAGES } from '../core/upload/upload.service.js';
import type { Services } from '../core/services.js';

export const MALFORMED_UPLOAD = '上传请求格式有误，请重新选择文件';
const ONE_FILE = '一次只能上传一个文件（字段名 file）';
/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const DISCARD_MS = 2000;
/** How long the rest of a body refused from its Content-Length is read before the connection is cut. */
const DECLARED_TOO_LARGE_DISCARD_MS = 250;
/** What a form may carry besides its file (poster/add's fields). */
const FORM_OVERHEAD = 1024 * 1024;

/** The one file of a form, as the REST router hands it to the Upload argument: on disk, removed when the answer has gone. */
export interface FormFile {
  originalname: string;
  mimetype: string;
  encoding: string;
  /** Where the file was written as it came (never held in memory). */
  path: string;
  size: number;
}

/**
 * What a request may send, known before its body is read (issue 54, S5): fewer bytes than the size
 * limit (a reader's remaining cloud quota), said with its own message when it is what stops it.
 */
export interface UploadLimit {
  bytes: number;
  message: string;
}

/** Where forms' files are written while a request runs. */
const SPOOL_DIR = join(tmpdir(), 'lp-uploads');

/**
 * Reads the one multipart file (field `file`) of a REST call to a temporary file, and the form's other
 * fields into `req.body`. A body over the size limit (or the route's own `limit`, a reader's
 * remaining quota) is refused as soon as that is known — from
 * its Content-Length before reading anything, or at the limit while streaming — and the rest of
 * the body is dropped for at most 2 s before the connection is cut, so it is never kept.
 * Anything the parser cannot read is the sender's fault: BAD_USER_INPUT on `file`, never a 500.
 * `missing` is the message when no file came.
 */
export function multipartFile(services: Services) {
  const { maxFileSize } = services.config.upload;

  return (req: Request, res: Response, missing: string, limit?: UploadLimit): Promise<FormFile> =>
    // A refused body is read no further than the limit: the Content-Length says so before any
    // reading, or the parser at the limit; either way the answer goes out at once.
    new Promise<FormFile>((resolve, reject) => {
      let settled = false;
      const refuse = (message: string, discardMs = DISCARD_MS) => {
        if (settled) return;
        settled = true;
        req.unpipe();
        // What is still coming is read and thrown away for a moment, so the sender reads the answer
        // before the connection is cut (closing at once would reset it, and a sender still writing
        // could lose the answer); a sender who keeps on past that is cut off.
        req.resume();
        res.once('finish', () => {
          const cut = setTimeout(() => req.socket.destroy(), discardMs);
          req.once('end', () => clearTimeout(cut));
        });
        reject(AppError.badInput('file', message));
      };
      const bytes = Math.min(maxFileSize, limit?.bytes ?? maxFileSize);
      const tooLarge = limit && limit.bytes < maxFileSize ? limit.message : UPLOAD_MESSAGES.tooLarge(maxFileSize);
      // Refused from its declared length: the sender is told to stop (Connection: close) and cut off
      // soon after the answer, as what it still sends is only read to be thrown away (issue 54, S5:
      // twelve senders of 49 MiB over a fast link kept the server reading ~1 GB/s for 2 s each).
      if (Number(req.headers['content-length'] ?? 0) > bytes + FORM_OVERHEAD) {
        res.setHeader('Connection', 'close');
        return refuse(tooLarge, DECLARED_TOO_LARGE_DISCARD_MS);
      }

      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          // Browsers send file names in UTF-8 (封面.jpg), not latin1.
          defParamCharset: 'utf8',
          limits: { fileSize: bytes, files: 1, fields: 50, fieldSize: 100 * 1024 },
        });
      } catch {
        return refuse(MALFORMED_UPLOAD);
      }
      const fields: Record<string, string> = {};
      let file: FormFile | undefined;
      let reading: Promise<void> | undefined;

      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file') {
          stream.resume();
          return refuse(ONE_FILE);
        }
        // Written to disk as it comes (issue 54, S5: twelve 49 MiB uploads held in memory took the
        // server from 1.13 to 1.5 GB), and removed once the answer has gone (or the client went away).
        mkdirSync(SPOOL_DIR, { recursive: true });
        const path = join(SPOOL_DIR, randomBytes(16).toString('hex'));
        res.once('close', () => rmSync(path, { force: true }));
        const out = createWriteStream(path);
        let size = 0;
        stream.on('data', (chunk: Buffer) => (size += chunk.length));
        stream.on('limit', () => refuse(tooLarge));
        stream.pipe(out);
        reading = new Promise((done) => {
          out.on('finish', () => {
            file = { originalname: info.filename ?? '', mimetype: info.mimeType, encoding: info.encoding, path, size };
            done();
          });
          out.on('error', () => {
            refuse(MALFORMED_UPLOAD);
            done();
          });
        });
      });
      parser.on('filesLimit', () => refuse(ONE_FILE));
      parser.on('error', () => refuse(MALFORMED_UPLOAD));
      parser.on('close', () => {
        void (reading ?? Promise.resolve()).then(() => {
          if (settled) return;
          settled = true;
          if (!file) return reject(AppError.badInput('file', missing));
          req.body = fields;
          resolve(file);
        });
      });
      req.pipe(parser);
    });
}
