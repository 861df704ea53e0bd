import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../../core/context.js';
import { Public } from '../../../core/auth/decorators.js';
import { parseId } from '../../../core/crud/ids.js';
import { AppError, MESSAGES } from '../../../core/errors/app-error.js';
import { Library } from '../../content/index.js';
import { BookCopy, CopyStatus } from './parts/book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoConversion, VideoItem } from './parts/media-parts.entity.js';
import { EbookChapter, JournalArticle, JournalVolume, NewspaperEdition, EditionPage } from './parts/text-parts.entity.js';
import { Audio, Book, Ebook, Exhibition, Journal, Newspaper, Video } from './resource-kinds.entity.js';
import { ResourceService } from './resource.service.js';
import { OpenOnly } from '../visibility/open-only.js';
import { availableCopiesOf } from './available-copies.js';
import { loadedCollection } from '../../../core/db/fast-read/rows-as-entities.js';

/*
 * The children the public sees on a detail page: enabled ones only, in their order, and only for a
 * viewer who may open the resource (@OpenOnly: [] for anyone else, in lists too). Collections
 * load through MikroORM's dataloader, so a page of resources costs one query per kind of child.
 */
const enabled = async <T extends { enabled: boolean }>(collection: { load(): Promise<{ getItems(): T[] }> }) =>
  (await collection.load()).getItems().filter((item) => item.enabled);

@Resolver(() => Book)
export class BookPartsResolver {
  @FieldResolver(() => [BookCopy], { description: 'Copies held, by library' })
  @OpenOnly()
  copies(@Root() book: Book) {
    return enabled(book.copies);
  }

  @FieldResolver(() => Int, { description: 'Copies on the shelf now' })
  async availableCopies(@Ctx() ctx: Context, @Root() book: Book) {
    // A detail has its copies loaded already; a list row (read-only: asking for its collection would
    // make one) only needs the number, counted in SQL for the whole page at once and primed in the
    // loader, rather than by loading every copy as an entity (issue 12's profile).
    const copies = loadedCollection<BookCopy>(book, 'copies');
    if (copies) return copies.getItems().filter((copy) => copy.enabled && copy.status === CopyStatus.AVAILABLE).length;
    return availableCopiesOf(ctx).load(book.id);
  }
}

@Resolver(() => BookCopy)
export class BookCopyLibraryResolver {
  @FieldResolver(() => Library, { nullable: true })
  library(@Root() copy: BookCopy) {
    return copy.library?.load() ?? null;
  }
}

@Resolver(() => Ebook)
export class EbookPartsResolver {
  @FieldResolver(() => [EbookChapter])
  @OpenOnly()
  chapters(@Root() ebook: Ebook) {
    return enabled(ebook.chapters);
  }
}

@Resolver(() => Audio)
export class AudioPartsResolver {
  @FieldResolver(() => [AudioTrack])
  @OpenOnly()
  tracks(@Root() audio: Audio) {
    return enabled(audio.tracks);
  }

  @FieldResolver(() => Int, { description: 'Seconds, all tracks' })
  async totalDuration(@Root() audio: Audio) {
    return (await enabled(audio.tracks)).reduce((sum, track) => sum + (track.duration ?? 0), 0);
  }
}

@Resolver(() => Newspaper)
export class NewspaperPartsResolver {
  @FieldResolver(() => [NewspaperEdition], { description: 'Editions, newest first; of one month when year and month are given' })
  @OpenOnly()
  editions(
    @Ctx() ctx: Context,
    @Root() newspaper: Newspaper,
    @Arg('year', () => Int, { nullable: true }) year?: number,
    @Arg('month', () => Int, { nullable: true }) month?: number,
    @Arg('limit', () => Int, { defaultValue: 31 }) limit = 31,
  ) {
    const range =
      year && month && month >= 1 && month <= 12
        ? {
            editionDate: {
              $gte: `${year}-${String(month).padStart(2, '0')}-01`,
              $lt: month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
            },
          }
        : {};
    return ctx.em.find(
      NewspaperEdition,
      { resource: newspaper.id, enabled: true, ...range },
      { orderBy: [{ editionDate: 'DESC' }, { id: 'DESC' }], limit: Math.min(Math.max(limit, 1), 366) },
    );
  }
}

@Resolver(() => NewspaperEdition)
export class NewspaperEditionPagesResolver {
  @FieldResolver(() => [EditionPage])
  pages(@Root() edition: NewspaperEdition) {
    return enabled(edition.pages);
  }
}

@Resolver(() => Journal)
export class JournalPartsResolver {
  @FieldResolver(() => [JournalVolume], { description: 'Issues, newest first' })
  @OpenOnly()
  volumes(@Root() journal: Journal) {
    return enabled(journal.volumes);
  }
}

@Resolver(() => JournalVolume)
export class JournalVolumeArticlesResolver {
  @FieldResolver(() => [JournalArticle])
  articles(@Root() volume: JournalVolume) {
    return enabled(volume.articles);
  }
}

@Resolver(() => Video)
export class VideoPartsResolver {
  @FieldResolver(() => [VideoItem])
  @OpenOnly()
  items(@Root() video: Video) {
    return enabled(video.items);
  }
}

@Resolver(() => VideoItem)
export class VideoItemPlaybackResolver {
  private readonly resources = new ResourceService();

  @FieldResolver(() => String, { nullable: true, description: 'The web MP4 once converted; null before' })
  playbackUrl(@Root() item: VideoItem) {
    return item.conversion === VideoConversion.READY ? (item.playbackFile ?? item.file) : null;
  }

  /** Opening one video to play it: answers VIDEO_CONVERTING (code 0) while it is not ready. */
  @Public()
  @Query(() => VideoItem, { description: 'One video to play; VIDEO_CONVERTING (status 0) while it is being converted' })
  async playVideoItem(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    const item = await ctx.em.findOne(VideoItem, { id: parseId(id), enabled: true }, { populate: ['resource'] });
    if (!item) throw AppError.notFound();
    // The collection's own visibility and permission apply to its videos.
    await this.resources.getPublic(ctx.em, ctx.viewer, item.resource.id, { counter: ctx.services.views, ip: ctx.ip });
    if (item.conversion !== VideoConversion.READY) {
      throw new AppError('VIDEO_CONVERTING', item.conversion === VideoConversion.FAILED ? '视频转换失败，请联系管理员' : MESSAGES.converting);
    }
    return item;
  }
}

@Resolver(() => Exhibition)
export class ExhibitionPartsResolver {
  @FieldResolver(() => [ExhibitionPicture])
  @OpenOnly()
  pictures(@Root() exhibition: Exhibition) {
    return enabled(exhibition.pictures);
  }
}

export const resourcePartResolvers = [
  BookPartsResolver,
  BookCopyLibraryResolver,
  EbookPartsResolver,
  AudioPartsResolver,
  NewspaperPartsResolver,
  NewspaperEditionPagesResolver,
  JournalPartsResolver,
  JournalVolumeArticlesResolver,
  VideoPartsResolver,
  VideoItemPlaybackResolver,
  ExhibitionPartsResolver,
];
