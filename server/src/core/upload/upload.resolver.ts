import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../context.js';
import { actorOf } from '../audit/audit.service.js';
import { Roles } from '../auth/decorators.js';
import { UploadScalar } from './upload-scalar.js';
import { spoolUpload, UploadService } from './upload.service.js';
import { StoredFile } from './stored-file.entity.js';

@Resolver()
export class UploadResolver {
  @Roles('ADMIN')
  @Mutation(() => StoredFile, { description: 'Multipart upload (send the header apollo-require-preflight: true)' })
  async uploadFile(@Ctx() ctx: Context, @Arg('file', () => UploadScalar) upload: Promise<FileUpload>) {
    const actor = actorOf(ctx);
    // On disk, not in memory (issue 54, S5); removed once kept (or refused).
    const file = await spoolUpload(upload, ctx.services.config.upload.maxFileSize);
    try {
      return await new UploadService(ctx.services).saveFile(ctx.em, file, actor);
    } finally {
      file.remove();
    }
  }
}
