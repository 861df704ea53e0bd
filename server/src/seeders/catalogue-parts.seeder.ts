import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Library } from '../modules/content/library.entity.js';
import { BookCopy, CopyStatus } from '../modules/catalogue/resources/parts/book-copy.entity.js';
import { AudioTrack, ExhibitionPicture, VideoConversion, VideoItem } from '../modules/catalogue/resources/parts/media-parts.entity.js';
import {
  EbookChapter,
  EditionPage,
  JournalArticle,
  JournalVolume,
  NewspaperEdition,
} from '../modules/catalogue/resources/parts/text-parts.entity.js';
import { ResourceKind } from '../modules/catalogue/resource-kind.js';
import type {
  Audio,
  Book,
  DigitalResource,
  Ebook,
  Exhibition,
  Journal,
  Newspaper,
  Thesis,
  Video,
} from '../modules/catalogue/resources/resource-kinds.entity.js';
import type { Resource } from '../modules/catalogue/resources/resource.entity.js';
import type { ResourceSeed } from './demo-catalogue-build.js';
import { CLASSICS } from './demo-classics.js';
import { buildEpub, buildWav, epubChapterHref, melody } from './demo-files.js';
import { articlePdf, digitalFile, thesisPdf } from './demo-documents.js';
import { exhibitionPictureSvg, newspaperPageSvg } from './demo-pages.js';
import type { DemoFileWriter } from './demo-render.js';
import { ARTICLE_TOPICS, AUDIOS, EXHIBITIONS, JOURNALS, NEWSPAPERS, PAGE_SECTIONS, PICTURE_CAPTIONS, VIDEOS } from './demo-resources-data.js';
import { pick, prng, type Rand } from './demo-site.js';
import type { DemoClip } from './demo-video.js';

/** The children of the demo resources (copies, chapters, tracks, videos, pictures, editions, issues) and their files. */

export interface PartsContext {
  em: EntityManager;
  files: DemoFileWriter;
  cjk: boolean;
  now: Date;
  libraries: Library[];
  /** Real clips, or null without ffmpeg (then video collections get no items). */
  clips: DemoClip[] | null;
}

const DAY = 86_400_000;
const CN_DIGITS = '零一二三四五六七八九十';
const cnNumber = (n: number) =>
  n <= 10 ? CN_DIGITS[n] : n < 20 ? `十${CN_DIGITS[n - 10]}` : `${CN_DIGITS[Math.floor(n / 10)]}十${n % 10 ? CN_DIGITS[n % 10] : ''}`;
const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕';
const GIVEN = [
  '伟',
  '芳',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '晓峰',
  '志强',
  '海燕',
  '建华',
  '文博',
  '雨婷',
  '子涵',
  '思远',
  '一鸣',
];
const person = (rand: Rand) => pick(rand, [...SURNAMES]) + pick(rand, GIVEN);
const between = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const ymd = (date: Date) => date.toISOString().slice(0, 10);
const KIND_SEEDS = Object.values(ResourceKind);
/** em.create without the typing trouble of the parts' computed id getters (resourceId…), which are not columns. */
const make = <T extends object>(ctx: PartsContext, entity: EntityClass<T>, data: Partial<Record<keyof T, unknown>>): T =>
  ctx.em.create(entity, data as never);
/**
 * Each resource draws from its own generator, and entities are created before any file is awaited,
 * so the data (and the ids) are the same on every run whatever order the files finish in.
 */
const randFor = (seed: ResourceSeed, salt = 0) => prng(KIND_SEEDS.indexOf(seed.kind) * 100_000 + seed.index * 100 + salt);

function copies(ctx: PartsContext, book: Book, seed: ResourceSeed, serial: { next: number }) {
  const rand = randFor(seed);
  for (let i = 0, count = between(rand, 1, 6); i < count; i++) {
    const roll = rand();
    const status =
      roll < 0.72
        ? CopyStatus.AVAILABLE
        : roll < 0.88
          ? CopyStatus.ON_LOAN
          : roll < 0.92
            ? CopyStatus.RESERVED
            : roll < 0.96
              ? CopyStatus.IN_PROCESSING
              : roll < 0.98
                ? CopyStatus.DAMAGED
                : CopyStatus.LOST;
    const library = ctx.libraries.length ? ctx.libraries[(serial.next + i) % ctx.libraries.length] : undefined;
    make(ctx, BookCopy, {
      resource: book,
      library,
      barcode: `QT${String(serial.next++).padStart(8, '0')}`,
      status,
      sort: i + 1,
      location: `${pick(rand, ['二楼', '三楼', '四楼'])} 中文图书借阅区 ${book.callNumber ?? ''}`.trim(),
      dueAt: status === CopyStatus.ON_LOAN ? new Date(ctx.now.getTime() + between(rand, -3, 30) * DAY) : undefined,
    });
  }
}

/** Chapters; the public-domain classics also get a real EPUB that the chapters point into. */
async function chapters(ctx: PartsContext, ebook: Ebook, seed: ResourceSeed) {
  const rand = randFor(seed);
  const classic = CLASSICS[ebook.title];
  const list = classic ?? Array.from({ length: between(rand, 5, 15) }, (_, i) => ({ title: `第${cnNumber(i + 1)}章`, paragraphs: [] as string[] }));
  list.forEach((chapter, i) =>
    make(ctx, EbookChapter, {
      resource: ebook,
      title: chapter.title,
      sort: i + 1,
      href: classic ? epubChapterHref(i) : undefined,
      wordCount: classic ? chapter.paragraphs.join('').length : between(rand, 3000, 12000),
    }),
  );
  if (!classic) return;
  const epub = buildEpub({
    identifier: `urn:isbn:${ebook.isbn}`,
    title: ebook.title,
    creators: ebook.creators,
    language: 'zh-CN',
    publisher: ebook.publisher,
    modified: '2026-01-01T00:00:00Z',
    chapters: classic,
  });
  ebook.file = await ctx.files.write(`demo/catalogue/ebook/${seed.key}.epub`, epub);
}

/** Pentatonic notes (C major), so every track is a little tune of its own. */
const SCALE = [262, 294, 330, 392, 440, 523, 587, 659];

async function tracks(ctx: PartsContext, audio: Audio, seed: ResourceSeed) {
  const data = AUDIOS[seed.index];
  const unit = ['集', '回', '', '讲', '课', ''][data.cls];
  const rand = randFor(seed);
  const titles = data.tracks ?? Array.from({ length: between(rand, 3, 8) }, (_, i) => (data.cls === 4 ? `Lesson ${i + 1}` : `第${i + 1}${unit}`));
  const seconds = 2;
  await Promise.all(
    titles.map((title, i) => {
      const track = make(ctx, AudioTrack, { resource: audio, title, file: '', duration: seconds, sort: i + 1 });
      const notes = Array.from({ length: 8 }, () => pick(rand, SCALE));
      return ctx.files.write(`demo/catalogue/audio/${seed.key}-${i + 1}.wav`, buildWav(melody(notes, seconds))).then((url) => {
        track.file = url;
      });
    }),
  );
}

function videoItems(ctx: PartsContext, video: Video, seed: ResourceSeed) {
  if (!ctx.clips?.length) return;
  const titles = VIDEOS[seed.index].items;
  const list = titles.length >= 2 ? titles.slice(0, 6) : [...titles, '花絮'];
  list.forEach((title, i) => {
    const clip = ctx.clips![(seed.index + i) % ctx.clips!.length];
    make(ctx, VideoItem, {
      resource: video,
      title,
      sort: i + 1,
      file: clip.file,
      playbackFile: clip.file,
      poster: clip.poster,
      duration: clip.duration,
      conversion: VideoConversion.READY,
      conversionProgress: 100,
    });
  });
}

/** 8–20 pictures; an exhibition class has 20 pictures, which its exhibitions show in their own order and words. */
async function pictures(ctx: PartsContext, exhibition: Exhibition, seed: ResourceSeed) {
  const theme = Math.floor(seed.index / 5);
  const captions = PICTURE_CAPTIONS[theme];
  const count = between(randFor(seed), 8, 20);
  await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const n = (seed.index * 7 + i) % 20;
      const caption = captions[(seed.index + i) % captions.length];
      const picture = make(ctx, ExhibitionPicture, {
        resource: exhibition,
        image: '',
        caption,
        description: `${EXHIBITIONS[seed.index].t}展品：${caption}。`,
        sort: i + 1,
      });
      return ctx.files
        .jpegOnce(`demo/catalogue/exhibition/theme-${theme + 1}-${n + 1}.jpg`, () => exhibitionPictureSvg(theme, theme * 100 + n), 70)
        .then((url) => {
          picture.image = url;
        });
    }),
  );
}

/**
 * Editions of the last 14 days (weeklies: the days they come out). Page images are shared: the
 * front page (with the masthead) by a paper's editions, the inner pages by the papers of a class.
 */
async function editions(ctx: PartsContext, paper: Newspaper, seed: ResourceSeed) {
  const data = NEWSPAPERS[seed.index];
  const pageCount = 4 + (seed.index % 5);
  const pages: EditionPage[][] = Array.from({ length: pageCount }, () => []);
  for (let d = 0; d < 14; d++) {
    const date = new Date(ctx.now.getTime() - d * DAY);
    const weekday = date.getUTCDay();
    if (data.frequency === '周报' && weekday !== 4) continue;
    if (data.frequency === '周三刊' && ![1, 3, 5].includes(weekday)) continue;
    const edition = make(ctx, NewspaperEdition, { resource: paper, editionDate: ymd(date), issue: `第${20000 + seed.index * 997 + 14 - d}期` });
    pages.forEach((list, p) =>
      list.push(
        make(ctx, EditionPage, { edition, pageNo: p + 1, title: `${p < 4 ? 'A' : 'B'}${String(p + 1).padStart(2, '0')} ${PAGE_SECTIONS[p][0]}` }),
      ),
    );
  }
  await Promise.all(
    pages.map(async (list, p) => {
      const [section, sectionEn] = PAGE_SECTIONS[p];
      const key = p === 0 ? `${seed.key}-p1` : `class-${data.cls + 1}-p${p + 1}`;
      const image = await ctx.files.jpegOnce(
        `demo/catalogue/newspaper/${key}.jpg`,
        () => newspaperPageSvg(data.t, data.en, p + 1, section, sectionEn, ctx.cjk, p === 0 ? seed.index : data.cls * 10 + p),
        62,
      );
      for (const page of list) page.image = image;
    }),
  );
}

/** Issues of the last two years up to now, 5–10 articles each; the newest issue of the first three journals has PDFs. */
async function volumes(ctx: PartsContext, journal: Journal, seed: ResourceSeed) {
  const data = JOURNALS[seed.index];
  const { patterns, topics } = ARTICLE_TOPICS[data.cls];
  const year = ctx.now.getUTCFullYear();
  const month = ctx.now.getUTCMonth() + 1;
  const issues: Array<[number, number]> = [];
  for (const y of [year - 1, year]) for (let i = 1; i <= data.per; i++) if (y < year || Math.ceil((i * 12) / data.per) <= month) issues.push([y, i]);
  const newest = issues.length - 1;
  const rand = randFor(seed);
  const pdfs: Promise<void>[] = [];
  issues.forEach(([y, i], v) => {
    const volume = make(ctx, JournalVolume, {
      resource: journal,
      year: y,
      issue: `第${i}期`,
      title: `${data.t} ${y}年第${i}期`,
      cover: journal.cover,
      sort: i,
    });
    let page = 1;
    for (let a = 0, count = between(rand, 5, 10); a < count; a++) {
      const title = pick(rand, patterns).replace('{}', pick(rand, topics));
      const creators = Array.from({ length: between(rand, 1, 3) }, () => person(rand));
      const pages = `${page}-${(page += between(rand, 4, 14)) - 1}`;
      const article = make(ctx, JournalArticle, { volume, title, creators, pages, sort: a + 1, summary: `本文围绕“${title}”展开讨论。` });
      if (v !== newest || seed.index >= 3) continue;
      pdfs.push(
        articlePdf({ journal: data, year: y, issue: i, pages, title, creators, seed: v * 10 + a }, ctx.cjk)
          .then((pdf) => ctx.files.write(`demo/catalogue/journal/${seed.key}-${y}-${i}-${a + 1}.pdf`, pdf))
          .then((url) => {
            article.file = url;
          }),
      );
    }
  });
  await Promise.all(pdfs);
}

/** Creates the children of every saved resource and writes their files. */
export async function seedResourceParts(ctx: PartsContext, saved: Array<{ seed: ResourceSeed; resource: Resource }>) {
  const serial = { next: 1 };
  const jobs: Promise<unknown>[] = [];
  for (const { seed, resource } of saved) {
    switch (seed.kind) {
      case ResourceKind.book:
        copies(ctx, resource as Book, seed, serial);
        break;
      case ResourceKind.ebook:
        jobs.push(chapters(ctx, resource as Ebook, seed));
        break;
      case ResourceKind.audio:
        jobs.push(tracks(ctx, resource as Audio, seed));
        break;
      case ResourceKind.video:
        videoItems(ctx, resource as Video, seed);
        break;
      case ResourceKind.exhibition:
        jobs.push(pictures(ctx, resource as Exhibition, seed));
        break;
      case ResourceKind.newspaper:
        jobs.push(editions(ctx, resource as Newspaper, seed));
        break;
      case ResourceKind.journal:
        jobs.push(volumes(ctx, resource as Journal, seed));
        break;
      case ResourceKind.thesis:
        jobs.push(
          thesisPdf(seed, ctx.cjk)
            .then((pdf) => ctx.files.write(`demo/catalogue/thesis/${seed.key}.pdf`, pdf))
            .then((url) => {
              (resource as Thesis).file = url;
            }),
        );
        break;
      case ResourceKind.digital:
        jobs.push(
          digitalFile(seed, ctx.cjk)
            .then(({ ext, data }) => ctx.files.write(`demo/catalogue/digital/${seed.key}.${ext}`, data))
            .then((url) => {
              (resource as DigitalResource).file = url;
            }),
        );
        break;
      default:
        break;
    }
  }
  await Promise.all(jobs);
}
