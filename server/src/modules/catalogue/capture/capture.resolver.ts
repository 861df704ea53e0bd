import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { actorOf } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import { AppError } from '../../../core/errors/app-error.js';
import { UploadService } from '../../../core/upload/upload.service.js';
import { ResourceKind } from '../resource-kind.js';
import { captureFromUrl } from './capture.js';
import { fetchImage } from './page-fetch.js';

@ObjectType({ description: 'What a captured page says about a work, to pre-fill a new resource', simpleResolvers: true })
export class CapturedResource {
  @Field({ nullable: true })
  title?: string;

  @Field(() => [String])
  creators!: string[];

  @Field({ nullable: true, description: 'The cover, copied to this site (/uploads/…) when it could be downloaded' })
  cover?: string;

  @Field({ nullable: true, description: 'Where the page said the cover is' })
  coverSourceUrl?: string;

  @Field({ nullable: true })
  summary?: string;

  @Field(() => [String])
  keywords!: string[];

  @Field({ nullable: true })
  publisher?: string;

  @Field(() => Int, { nullable: true })
  publishYear?: number;

  @Field({ nullable: true })
  isbn?: string;

  @Field({ nullable: true })
  language?: string;

  @Field(() => ResourceKind, { nullable: true, description: 'The kind the page seems to describe' })
  kind?: ResourceKind;

  @Field({ description: 'The page read, after redirects' })
  sourceUrl!: string;

  @Field(() => [String], { description: 'What could not be done, e.g. the cover download' })
  warnings!: string[];
}

/** Resource capture (back office info/resCapture, api/admin/resource/grab). */
@Resolver()
export class CaptureResolver {
  @Roles('ADMIN')
  @Mutation(() => CapturedResource, {
    description: 'Reads a web page (Open Graph, Dublin Core, schema.org, citation tags) and copies its cover here',
  })
  async captureResource(
    @Ctx() ctx: Context,
    @Arg('url') url: string,
    @Arg('saveCover', { defaultValue: true }) saveCover: boolean,
  ): Promise<CapturedResource> {
    if (url.length > 2000) throw AppError.badInput('url', '网址过长');
    const allowPrivateHosts = ctx.services.config.captureAllowPrivateHosts;
    const meta = await captureFromUrl(url.trim(), { allowPrivateHosts });
    const warnings: string[] = [];
    let cover: string | undefined;
    if (saveCover && meta.coverUrl) {
      try {
        const image = await fetchImage(meta.coverUrl, { allowPrivateHosts });
        const name = new URL(image.finalUrl).pathname.split('/').pop() || 'cover';
        cover = (await new UploadService(ctx.services).save(ctx.em, { data: Buffer.from(image.bytes), filename: name }, actorOf(ctx))).url;
      } catch (error) {
        warnings.push(`封面未能保存：${error instanceof AppError ? error.message : '下载失败'}`);
      }
    }
    return {
      title: meta.title,
      creators: meta.creators,
      cover,
      coverSourceUrl: meta.coverUrl,
      summary: meta.summary,
      keywords: meta.keywords,
      publisher: meta.publisher,
      publishYear: meta.publishYear,
      isbn: meta.isbn,
      language: meta.language,
      kind: meta.kindHint as ResourceKind | undefined,
      sourceUrl: meta.sourceUrl,
      warnings,
    };
  }
}
