import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../core/errors/app-error.js';
import { UPLOAD_MESSAGES } from '../core/upload/upload.service.js';
import type { Services } from '../core/services.js';

export const MALFORMED_UPLOAD = '上传请求格式有误，请重新选择文件';
const ONE_FILE = '一次只能上传一个文件（字段名 file）';
/** How long the rest of a refused body is read (and dropped) before the connection is cut. */
const DISCARD_MS = 2000;
/** What a form may carry besides its file (poster/add's fields). */
const FORM_OVERHEAD = 1024 * 1024;

/** The one file of a back-office form, as the REST router hands it to the Upload argument. */
export interface FormFile {
  originalname: string;
  mimetype: string;
  encoding: string;
  buffer: Buffer;
}

/**
 * Reads the one multipart file (field `file`) of a back-office REST call, and the form's other
 * fields into `req.body`. A body over the size limit is refused as soon as that is known — from
 * its Content-Length before reading anything, or at the limit while streaming — and the rest of
 * the body is dropped for at most 2 s before the connection is cut, so it is never kept.
 * Anything the parser cannot read is the sender's fault: BAD_USER_INPUT on `file`, never a 500.
 * `missing` is the message when no file came.
 */
export function multipartFile(services: Services) {
  const { maxFileSize } = services.config.upload;

  return (req: Request, res: Response, missing: string): Promise<FormFile> =>
    // A refused body is read no further than the limit: the Content-Length says so before any
    // reading, or the parser at the limit; either way the answer goes out at once.
    new Promise<FormFile>((resolve, reject) => {
      let settled = false;
      const refuse = (message: string) => {
        if (settled) return;
        settled = true;
        req.unpipe();
        // What is still coming is read and thrown away for a moment, so the sender reads the answer
        // before the connection is cut (closing at once would reset it, and a sender still writing
        // could lose the answer); a sender who keeps on past that is cut off.
        req.resume();
        res.once('finish', () => {
          const cut = setTimeout(() => req.socket.destroy(), DISCARD_MS);
          req.once('end', () => clearTimeout(cut));
        });
        reject(AppError.badInput('file', message));
      };
      if (Number(req.headers['content-length'] ?? 0) > maxFileSize + FORM_OVERHEAD) return refuse(UPLOAD_MESSAGES.tooLarge(maxFileSize));

      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          // Browsers send file names in UTF-8 (封面.jpg), not latin1.
          defParamCharset: 'utf8',
          limits: { fileSize: maxFileSize, files: 1, fields: 50, fieldSize: 100 * 1024 },
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
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => refuse(UPLOAD_MESSAGES.tooLarge(maxFileSize)));
        reading = new Promise((done) =>
          stream.on('end', () => {
            file = { originalname: info.filename ?? '', mimetype: info.mimeType, encoding: info.encoding, buffer: Buffer.concat(chunks) };
            done();
          }),
        );
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
