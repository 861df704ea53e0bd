import { Query, Resolver } from 'type-graphql';
import { Roles } from '../../../core/auth/decorators.js';
import { FileDownload } from '../../../core/upload/file-download.js';
import { importTemplateXlsx } from './spreadsheet-template.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@Resolver()
export class ImportTemplateResolver {
  @Roles('ADMIN')
  @Query(() => FileDownload, { description: 'The spreadsheet to fill in for importResources (REST: GET api/admin/resource/import/template)' })
  async resourceImportTemplate(): Promise<FileDownload> {
    return { fileName: '资源导入模板.xlsx', mime: XLSX, base64: (await importTemplateXlsx()).toString('base64') };
  }
}
