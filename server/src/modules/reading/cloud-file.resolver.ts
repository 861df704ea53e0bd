import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { parseId } from '../../core/crud/ids.js';
import { createPageType } from '../../core/crud/page.js';
import { UploadScalar } from '../../core/upload/upload-scalar.js';
import { spoolUpload } from '../../core/upload/upload.service.js';
import { limitUploads } from '../../core/upload/upload-limits.js';
import { CloudFile } from './cloud-file.entity.js';
import { CloudFileService } from './cloud-file.service.js';

const reader = (ctx: Context) => ctx.viewer as Extract<NonNullable<Context['viewer']>, { kind: 'reader' }>;

const CloudFilePage = createPageType(CloudFile, 'CloudFilePage');

// Before a form's body is read (rest/router.ts): no more than the reader's free space (issue 54, S5).
limitUploads('uploadCloudFile', (ctx, declared) => CloudFileService.reserve(ctx.em, ctx.services, reader(ctx), declared));

@ObjectType({ description: "How full the reader's cloud is", simpleResolvers: true })
class CloudUsage {
  @Field(() => Float, { description: 'Bytes used' })
  used!: number;

  @Field(() => Float, { description: 'Bytes allowed (CLOUD_QUOTA_MB)' })
  total!: number;
}

/** The reader's cloud (云盘, issue 13): their own PDF and EPUB files, private to them. */
@Resolver(() => CloudFile)
export class CloudFileResolver {
  @Roles('READER')
  @Query(() => CloudFilePage, { description: '我的文件: the reader’s cloud files, newest first' })
  myCloudFiles(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number,
  ) {
    return CloudFileService.mine(ctx.em, reader(ctx), page, pageSize);
  }

  @Roles('READER')
  @Query(() => CloudUsage, { description: 'Used and total space of the reader’s cloud' })
  myCloudUsage(@Ctx() ctx: Context) {
    return CloudFileService.usage(ctx.em, ctx.services, reader(ctx));
  }

  @Roles('READER')
  @Query(() => CloudFile, { description: 'One of the reader’s cloud files (404 for anyone else’s); `url` serves its content to its owner' })
  cloudFile(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return CloudFileService.owned(ctx.em, reader(ctx), parseId(id));
  }

  @Roles('READER')
  @Mutation(() => CloudFile, {
    description: 'Keeps a PDF or EPUB in the reader’s cloud, within the quota. Multipart; readers send it to REST POST api/user/cloud/upload',
  })
  async uploadCloudFile(@Ctx() ctx: Context, @Arg('file', () => UploadScalar) upload: Promise<FileUpload>) {
    const { maxFileSize } = ctx.services.config.upload;
    // On disk, not in memory (issue 54, S5): twelve 49 MiB uploads at once are twelve files.
    const file = await spoolUpload(upload, maxFileSize);
    try {
      return await CloudFileService.upload(ctx.em, ctx.services, reader(ctx), file);
    } finally {
      file.remove();
    }
  }

  @Roles('READER')
  @Mutation(() => CloudFile, { description: 'Renames one of the reader’s cloud files (1 to 100 characters)' })
  renameCloudFile(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('name') name: string) {
    return CloudFileService.rename(ctx.em, reader(ctx), parseId(id), name);
  }

  @Roles('READER')
  @Mutation(() => Boolean, { description: 'Deletes one of the reader’s cloud files and frees its space' })
  deleteCloudFile(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return CloudFileService.remove(ctx.em, ctx.services, reader(ctx), parseId(id));
  }
}
