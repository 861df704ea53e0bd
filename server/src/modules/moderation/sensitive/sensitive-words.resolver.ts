import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { actorOf, recordAudit } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import type { Context } from '../../../core/context.js';
import { FileDownload } from '../../../core/upload/file-download.js';
import { UploadScalar } from '../../../core/upload/upload-scalar.js';
import { readLimited } from '../../../core/upload/upload.service.js';
import { SensitiveCategory } from './sensitive-word.entity.js';
import { exportWords, importWords, wordLines } from './sensitive-words.js';

@ObjectType({ description: 'What an import of sensitive words did' })
export class SensitiveWordImport {
  @Field(() => Int)
  added!: number;

  @Field(() => Int, { description: 'Lines not added: already present, repeated, too long, or without a letter or digit' })
  skipped!: number;
}

/** Import and export of the word list (REST: POST api/admin/word/import, GET api/admin/word/export). */
@Resolver()
export class SensitiveWordFileResolver {
  @Roles('ADMIN')
  @Mutation(() => SensitiveWordImport, { description: 'Adds the words of a UTF-8 text file, one a line, with one category' })
  async importSensitiveWords(
    @Ctx() ctx: Context,
    @Arg('file', () => UploadScalar) upload: Promise<FileUpload>,
    @Arg('category', () => SensitiveCategory) category: SensitiveCategory,
  ): Promise<SensitiveWordImport> {
    const actor = actorOf(ctx);
    const lines = wordLines(await readLimited(upload, ctx.services.config.upload.maxFileSize));
    return ctx.em.transactional(async (tx) => {
      const { ids, skipped } = await importWords(tx, lines, category);
      if (ids.length) recordAudit(tx, actor, 'import', 'SensitiveWord', ids);
      return { added: ids.length, skipped };
    });
  }

  @Roles('ADMIN')
  @Query(() => FileDownload, { description: 'Every sensitive word, one a line (UTF-8 text, the import format)' })
  async exportSensitiveWords(
    @Ctx() ctx: Context,
    @Arg('category', () => SensitiveCategory, { nullable: true }) category?: SensitiveCategory,
  ): Promise<FileDownload> {
    const text = await exportWords(ctx.em, category);
    return { fileName: '敏感词.txt', mime: 'text/plain; charset=utf-8', base64: Buffer.from(text, 'utf8').toString('base64') };
  }
}
