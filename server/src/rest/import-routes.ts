import type { Router } from 'express';
import multer from 'multer';
import { actorOf } from '../core/audit/audit.service.js';
import { assertRoles } from '../core/auth/auth-checker.js';
import { AppError } from '../core/errors/app-error.js';
import { toAppError } from '../core/errors/format-error.js';
import { UPLOAD_MESSAGES } from '../core/upload/upload.service.js';
import { startImport } from '../modules/catalogue/import/import.resolver.js';
import { importTemplateXlsx } from '../modules/catalogue/import/spreadsheet-template.js';
import type { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { createContext } from '../request-context.js';
import type { Services } from '../services.js';
import { sendError } from './router.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Batch imports over REST: multipart `file` plus form fields kind, supplierId, batchId, onShelf
 * (the GraphQL face is importResources), and the spreadsheet template to fill in.
 */
export function addImportRoutes(router: Router, services: Services) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: services.config.upload.maxFileSize, files: 1 }, defParamCharset: 'utf8' } as multer.Options);

  router.post('/admin/resource/import', async (req, res) => {
    try {
      const context = await createContext(services, req);
      assertRoles(context.viewer, ['ADMIN']);
      await new Promise<void>((resolve, reject) => upload.single('file')(req, res, (err: unknown) => (err ? reject(err) : resolve())));
      if (!req.file) throw AppError.badInput('file', '请选择要导入的文件');
      const body = req.body as Record<string, string | undefined>;
      const started = await startImport(services, context.em, actorOf(context), {
        data: req.file.buffer, fileName: req.file.originalname, kind: body.kind as ResourceKind,
        supplierId: body.supplierId || undefined, batchId: body.batchId || undefined, onShelf: body.onShelf === undefined ? undefined : body.onShelf !== 'false',
      });
      res.json({ code: 200, msg: 'OK', data: started });
    } catch (error) {
      if (error instanceof multer.MulterError) {
        return sendError(res, AppError.badInput('file', error.code === 'LIMIT_FILE_SIZE' ? UPLOAD_MESSAGES.tooLarge(services.config.upload.maxFileSize) : '一次只能导入一个文件（字段名 file）'));
      }
      sendError(res, toAppError(error, services.log));
    }
  });

  router.get('/admin/resource/import/template', async (req, res) => {
    try {
      assertRoles((await createContext(services, req)).viewer, ['ADMIN']);
      res.setHeader('content-type', XLSX);
      res.setHeader('content-disposition', `attachment; filename="resource-import-template.xlsx"; filename*=UTF-8''${encodeURIComponent('资源导入模板.xlsx')}`);
      res.send(await importTemplateXlsx());
    } catch (error) {
      sendError(res, toAppError(error, services.log));
    }
  });
}
