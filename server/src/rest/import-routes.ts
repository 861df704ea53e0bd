import type { Router } from 'express';
import { actorOf } from '../core/audit/audit.service.js';
import { assertRoles } from '../core/auth/auth-checker.js';
import { toAppError } from '../core/errors/format-error.js';
import { startImport } from '../modules/catalogue/import/import.resolver.js';
import { importTemplateXlsx } from '../modules/catalogue/import/spreadsheet-template.js';
import type { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { createContext } from '../request-context.js';
import type { Services } from '../core/services.js';
import { multipartFile } from './multipart-file.js';
import { sendError } from './router.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Batch imports over REST: multipart `file` plus form fields kind, supplierId, batchId, onShelf
 * (the GraphQL face is importResources), and the spreadsheet template to fill in.
 */
export function addImportRoutes(router: Router, services: Services) {
  const readFile = multipartFile(services);

  router.post('/admin/resource/import', async (req, res) => {
    try {
      const context = await createContext(services, req);
      assertRoles(context.viewer, ['ADMIN']);
      const file = await readFile(req, res, '请选择要导入的文件');
      const body = req.body as Record<string, string | undefined>;
      const started = await startImport(services, context.em, actorOf(context), {
        data: file.buffer, fileName: file.originalname, kind: body.kind as ResourceKind,
        supplierId: body.supplierId || undefined, batchId: body.batchId || undefined, onShelf: body.onShelf === undefined ? undefined : body.onShelf !== 'false',
      });
      res.json({ code: 200, msg: 'OK', data: started });
    } catch (error) {
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
