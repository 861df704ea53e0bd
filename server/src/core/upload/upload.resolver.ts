import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../context.js';
import { actorOf } from '../audit/audit.service.js';
import { Roles } from '../auth/decorators.js';
import { UploadScalar } from './upload-scalar.js';
import { readLimited, UploadService } from './upload.service.js';
import { StoredFile } from './stored-file.entity.js';

@Resolver()
export class UploadResolver {
  @Roles('ADMIN')
  @Mutation(() => StoredFile, { description: 'Multipart upload (send the header apollo-require-preflight: true)' })
  async uploadFile(@Ctx() ctx: Context, @Arg('file', () => UploadScalar) upload: Promise<FileUpload>) {
    const actor = actorOf(ctx);
    const data = await readLimited(upload, ctx.services.config.upload.maxFileSize);
    return new UploadService(ctx.services).save(ctx.em, { data, filename: (await upload).filename }, actor);
  }
}
