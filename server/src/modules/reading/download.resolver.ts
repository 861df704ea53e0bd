import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public, Roles } from '../../core/auth/decorators.js';
import type { Context } from '../../core/context.js';
import { parseId } from '../../core/crud/ids.js';
import { createPageType } from '../../core/crud/page.js';
import { DownloadService } from './download.service.js';
import { DownloadQualification, DownloadTicket } from './download.types.js';
import { ReaderDownload } from './reader-download.entity.js';

const reader = (ctx: Context) => ctx.viewer as Extract<NonNullable<Context['viewer']>, { kind: 'reader' }>;

const ReaderDownloadPage = createPageType(ReaderDownload, 'ReaderDownloadPage');

/** Downloads of resources' files (issue 13): may I, download, what I downloaded. */
@Resolver()
export class DownloadResolver {
  @Public()
  @Query(() => DownloadQualification, {
    description: 'Whether the viewer may download this resource’s file (its own, or `file`: a track’s, a page’s, an article’s URL), and if not, why',
  })
  downloadQualification(
    @Ctx() ctx: Context,
    @Arg('resourceId', () => ID) resourceId: string,
    @Arg('file', () => String, { nullable: true }) file?: string | null,
  ) {
    return DownloadService.qualify(ctx.em, ctx.services, ctx.viewer, parseId(resourceId, 'resourceId'), file);
  }

  @Roles('READER')
  @Mutation(() => DownloadTicket, {
    description: 'Counts a download and answers the link its file is fetched with (refused with the qualification’s reason)',
  })
  downloadResource(
    @Ctx() ctx: Context,
    @Arg('resourceId', () => ID) resourceId: string,
    @Arg('file', () => String, { nullable: true }) file?: string | null,
  ) {
    return DownloadService.start(ctx.em, ctx.services, reader(ctx), parseId(resourceId, 'resourceId'), file);
  }

  @Roles('READER')
  @Query(() => ReaderDownloadPage, { description: '我的下载: the reader’s downloads, newest first' })
  myDownloads(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number,
  ) {
    return DownloadService.mine(ctx.em, reader(ctx), page, pageSize);
  }
}
