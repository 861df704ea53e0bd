import { LockMode, ref } from '@mikro-orm/core';
import { IsDate, IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Arg, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { actorOf, recordAudit } from '../../../core/audit/audit.service.js';
import { Roles } from '../../../core/auth/decorators.js';
import { createCrudResolver } from '../../../core/crud/crud.resolver.js';
import { parseId } from '../../../core/crud/ids.js';
import { HTTP_URL, URL_OR_PATH, URL_OR_PATH_MESSAGE } from '../../../core/crud/patterns.js';
import { contains } from '../../../core/crud/where.js';
import { AppError } from '../../../core/errors/app-error.js';
import { sanitizeRichText } from '../../../core/sanitize.js';
import { UploadService } from '../../../core/upload/upload.service.js';
import { fetchImage, fetchPage } from '../../catalogue/index.js';
import { News, NewsCategory } from '../news.entity.js';
import { CapturedInfo, CapturedInfoState } from './captured-info.entity.js';

/** Images copied from one page at most; the rest keep no copy and are left out. */
export const MAX_CAPTURED_IMAGES = 30;

@InputType()
export class CapturedInfoInput {
  @Field()
  @IsNotEmpty({ message: '请输入标题' })
  @MaxLength(200, { message: '标题不能超过200个字' })
  title!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(100, { message: '来源不能超过100个字' })
  source?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(HTTP_URL, { message: '原文地址必须是以 http(s):// 开头的网址' })
  @MaxLength(2000)
  sourceUrl?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(64)
  author?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsDate({ message: '请选择时间' })
  publishedAt?: Date;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(500, { message: '摘要不能超过500个字' })
  summary?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(URL_OR_PATH, { message: `封面${URL_OR_PATH_MESSAGE}` })
  @MaxLength(500)
  cover?: string;

  @Field({ description: 'HTML; sanitised on save' })
  @IsNotEmpty({ message: '请输入正文' })
  @MaxLength(1_000_000, { message: '正文过长' })
  body!: string;
}

@InputType()
export class CapturedInfoFilter {
  @Field({ nullable: true, description: 'Part of the title or source' })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field(() => CapturedInfoState, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(CapturedInfoState))
  state?: CapturedInfoState;
}

/**
 * 信息采集 (info/infoCapture) on the CRUD factory: list, edit, remove, and an item typed in by hand;
 * most are made by `captureInfo`. The public reads one through `capturedInfo` (logged in).
 */
export const capturedInfoCrud = createCrudResolver({
  entity: CapturedInfo,
  typeName: 'CapturedInfo',
  one: 'capturedInfo',
  many: 'capturedInfos',
  rest: 'info/capture',
  input: CapturedInfoInput,
  filter: CapturedInfoFilter,
  where: {
    keyword: (text) => ({ $or: [{ title: contains(text) }, { source: contains(text) }] }),
    state: (state) => ({ state }),
  },
  sortFields: ['createdAt', 'publishedAt', 'id'],
  nullsLast: ['publishedAt'],
  publicQueries: false,
  // 新增 types an item in by hand; captures come from captureInfo.
  actions: { enable: false, recommend: false },
  toData: (input) => ({ ...input, body: input.body === undefined ? undefined : sanitizeRichText(input.body) }),
});

@ObjectType({ description: 'A capture: the new item and what could not be done', simpleResolvers: true })
export class InfoCaptureResult {
  @Field(() => CapturedInfo)
  item!: CapturedInfo;

  @Field(() => [String], { description: 'e.g. images that could not be copied' })
  warnings!: string[];
}

@Resolver()
export class CapturedInfoResolver {
  @Roles('ADMIN')
  @Mutation(() => InfoCaptureResult, {
    description: 'Captures an article from a web page (title, date, source, body) and copies its images here',
  })
  async captureInfo(@Ctx() ctx: Context, @Arg('url') url: string): Promise<InfoCaptureResult> {
    if (url.length > 2000) throw AppError.badInput('url', '网址过长');
    const actor = actorOf(ctx);
    const allowPrivateHosts = ctx.services.config.captureAllowPrivateHosts;
    const page = await fetchPage(url.trim(), { allowPrivateHosts });
    // Loaded at the first capture (issue 54): cheerio stays out of an idle portal.
    const { readArticle } = await import('./article.js');
    const article = readArticle(page.html, page.finalUrl);
    if (!article.title) throw AppError.badInput('url', '未能识别该网页的文章标题');
    if (!article.bodyHtml) throw AppError.badInput('url', '未能识别该网页的文章正文');

    // Each image is downloaded under the same address rules and stored here; the body points at the copies.
    const uploads = new UploadService(ctx.services);
    const copies = new Map<string, string>();
    const warnings: string[] = [];
    const wanted = [...new Set([...article.imageUrls, ...(article.coverUrl ? [article.coverUrl] : [])])];
    if (wanted.length > MAX_CAPTURED_IMAGES) warnings.push(`图片过多，仅保存前 ${MAX_CAPTURED_IMAGES} 张`);
    for (const source of wanted.slice(0, MAX_CAPTURED_IMAGES)) {
      try {
        const image = await fetchImage(source, { allowPrivateHosts });
        const name = new URL(image.finalUrl).pathname.split('/').pop() || 'image';
        copies.set(source, (await uploads.save(ctx.em, { data: Buffer.from(image.bytes), filename: name }, actor)).url);
      } catch (error) {
        warnings.push(`图片未能保存（${source}）：${error instanceof AppError ? error.message : '下载失败'}`);
      }
    }
    const body = sanitizeRichText(replaceImages(article.bodyHtml, copies));
    if (!body.replace(/<[^>]*>/g, '').trim() && !/<img/i.test(body)) throw AppError.badInput('url', '未能识别该网页的文章正文');

    const item = await ctx.em.transactional(async (tx) => {
      const created = tx.create(CapturedInfo, {
        title: article.title!,
        source: article.source,
        sourceUrl: page.finalUrl.slice(0, 2000),
        author: article.author,
        publishedAt: article.publishedAt,
        summary: article.summary,
        cover: article.coverUrl ? copies.get(article.coverUrl) : undefined,
        body,
      });
      await tx.flush();
      recordAudit(tx, actor, 'capture', 'CapturedInfo', [created.id]);
      return created;
    });
    return { item, warnings };
  }

  @Roles('ADMIN')
  @Mutation(() => CapturedInfo, { description: 'Publishes a captured item as a news item of the category (已发布), keeping a link to it' })
  async publishCapturedInfo(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('category', () => NewsCategory) category: NewsCategory,
  ): Promise<CapturedInfo> {
    const actor = actorOf(ctx);
    if (!Object.values(NewsCategory).includes(category)) throw AppError.badInput('category', '请选择资讯栏目');
    return ctx.em.transactional(async (tx) => {
      const item = await tx.findOne(CapturedInfo, { id: parseId(id) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!item) throw AppError.notFound('该采集信息不存在');
      if (item.state === CapturedInfoState.PUBLISHED && item.news) throw AppError.badInput('id', '该信息已发布为资讯，请在资讯管理中修改');
      const news = tx.create(News, {
        category,
        title: item.title,
        summary: item.summary,
        cover: item.cover,
        body: item.body,
        author: item.author ?? item.source,
        publishedAt: new Date(),
      });
      await tx.flush();
      item.state = CapturedInfoState.PUBLISHED;
      item.newsCategory = category;
      item.news = ref(news);
      recordAudit(tx, actor, 'publish', 'CapturedInfo', [item.id]);
      recordAudit(tx, actor, 'create', 'News', [news.id]);
      return item;
    });
  }

  @Roles('READER', 'ADMIN')
  @Query(() => CapturedInfo, {
    description: 'One captured item (/infoCapture/detail/:id): published ones for logged-in readers, any for admins',
  })
  async capturedInfo(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<CapturedInfo> {
    // Issue 54, S14: an item not published (已采集) is the back office's material; a reader is told it does not exist.
    const published = ctx.viewer?.kind === 'admin' ? {} : { state: CapturedInfoState.PUBLISHED };
    const item = await ctx.em.findOne(CapturedInfo, { id: parseId(id), ...published });
    if (!item) throw AppError.notFound('该采集信息不存在');
    return item;
  }
}

@Resolver(() => CapturedInfo)
export class CapturedInfoNewsResolver {
  @FieldResolver(() => ID, { nullable: true, description: 'The news item it was published as' })
  newsId(@Root() item: CapturedInfo) {
    return item.news?.id;
  }

  @FieldResolver(() => News, { nullable: true })
  async news(@Root() item: CapturedInfo) {
    return item.news ? await item.news.load() : null;
  }
}

/** Points the body's images at their copies; an image without a copy is left out. */
function replaceImages(html: string, copies: Map<string, string>): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    const url = src ? decodeEntities(src[2] ?? src[3] ?? '') : '';
    const copy = copies.get(url);
    return copy ? tag.replace(src![0], ` src="${copy}"`) : '';
  });
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
