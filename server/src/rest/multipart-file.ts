import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../core/errors/app-error.js';
import { UPLOAD_MESSAGES } from '../core/upload/upload.service.js';
import type { Services } from '../core/services.js';

/**
 * Reads the one multipart file (field `file`) of a back-office REST call, with the upload size
 * limit; multer's errors become BAD_USER_INPUT on `file`. `missing` is the message when none came.
 */
export function multipartFile(services: Services) {
  const { maxFileSize } = services.config.upload;
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxFileSize, files: 1 },
    // Browsers send file names in UTF-8 (封面.jpg), not latin1.
    defParamCharset: 'utf8',
  } as multer.Options).single('file');

  return async (req: Request, res: Response, missing: string): Promise<Express.Multer.File> => {
    try {
      await new Promise<void>((resolve, reject) => upload(req, res, (err: unknown) => (err ? reject(err) : resolve())));
    } catch (error) {
      if (!(error instanceof multer.MulterError)) throw error;
      const message =
        error.code === 'LIMIT_FILE_SIZE'
          ? UPLOAD_MESSAGES.tooLarge(maxFileSize)
          : error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE'
            ? '一次只能上传一个文件（字段名 file）'
            : '上传失败，请重试';
      throw AppError.badInput('file', message);
    }
    if (!req.file) throw AppError.badInput('file', missing);
    return req.file;
  };
}
