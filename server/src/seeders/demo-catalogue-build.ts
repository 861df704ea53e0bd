import type { BatchNumber } from '../modules/catalogue/batch-number.entity.js';
import type { ResourceClass } from '../modules/catalogue/resource-class.entity.js';
import { ResourceKind } from '../modules/catalogue/resource-kind.js';
import { ResourcePermission } from '../modules/catalogue/resources/resource-permission.js';
import type { Supplier } from '../modules/catalogue/supplier.entity.js';
import { EBOOKS, PAPER_BOOKS, PUBLISHERS, type DemoWork } from './demo-books-data.js';
import type { CoverText } from './demo-covers.js';
import { callNumber, classForClc, isbnUnder, issn } from './demo-identifiers.js';
import { AUDIOS, DATABASES, DIGITAL, EXHIBITIONS, JOURNALS, NEWSPAPERS, THESES, VIDEOS } from './demo-resources-data.js';
import { prng, type Rand } from './demo-site.js';

/** The demo catalogue's resources as entity data (pure: the seeder renders covers and saves them). */

export interface ResourceSeed {
  kind: ResourceKind;
  /** File-name stem of the resource's files: `book-012`. */
  key: string;
  data: Record<string, unknown>;
  cover: CoverText;
  /** Index in its data list (the children look their data up by it). */
  index: number;
}

export interface CatalogueRefs {
  classes: ResourceClass[];
  suppliers: Supplier[];
  batches: BatchNumber[];
  now: Date;
}

const DAY = 86_400_000;
const KIND_LABELS: Record<ResourceKind, string> = {
  book: 'Book',
  ebook: 'E-book',
  audio: 'Audio',
  thesis: 'Thesis',
  newspaper: 'Newspaper',
  journal: 'Journal',
  video: 'Video',
  exhibition: 'Exhibition',
  database: 'Database',
  digital: 'Digital collection',
};

/** Views, collections, downloads, borrows and a score: skewed, so rankings have a head and a tail. */
function counters(rand: Rand, kind: ResourceKind) {
  const popularity = rand() ** 2;
  const views = 40 + Math.floor(popularity * 6000 + rand() * 200);
  const reads = kind === ResourceKind.book || kind === ResourceKind.ebook || kind === ResourceKind.audio;
  const files = kind === ResourceKind.ebook || kind === ResourceKind.thesis || kind === ResourceKind.journal || kind === ResourceKind.digital;
  const scoreCount = 3 + Math.floor(views * (0.005 + rand() * 0.02));
  // The sum is what the portal keeps (readers' passed scores add to it); the average follows.
  const scoreTotal = Math.round(scoreCount * (3 + rand() * 2));
  return {
    views,
    collections: 1 + Math.floor(views * (0.02 + rand() * 0.06)),
    borrows: reads ? 1 + Math.floor(views * (0.05 + rand() * 0.15)) : 0,
    downloads: files ? 1 + Math.floor(views * (0.03 + rand() * 0.1)) : 0,
    scoreAverage: scoreTotal / scoreCount,
    scoreCount,
    scoreTotal,
  };
}

/** Mostly public and on the shelf; some recommended; a few for logged-in readers or off the shelf. */
function flags(rand: Rand, now: Date, index: number) {
  return {
    recommended: rand() < 0.18,
    onShelf: rand() > 0.04,
    permission: rand() < 0.08 ? ResourcePermission.READER : ResourcePermission.PUBLIC,
    publishedAt: new Date(now.getTime() - Math.floor(rand() * 730 * DAY) - (index % 24) * 3_600_000),
    sort: index + 1,
  };
}

export function buildResourceSeeds(refs: CatalogueRefs): ResourceSeed[] {
  const rand = prng(2026);
  const classesOf = (kind: ResourceKind) => refs.classes.filter((c) => c.kind === kind).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const topClasses = (kind: ResourceKind) => classesOf(kind).filter((c) => !c.parent);
  const supplier = (name: string) => refs.suppliers.find((s) => s.name.includes(name));
  const batch = (code: string) => refs.batches.find((b) => b.code === code);
  const seeds: ResourceSeed[] = [];
  const add = (kind: ResourceKind, index: number, data: Record<string, unknown>, cover: CoverText) => {
    seeds.push({
      kind,
      index,
      key: `${kind}-${String(index + 1).padStart(3, '0')}`,
      cover,
      data: { ...counters(rand, kind), ...flags(rand, refs.now, seeds.length), ...data },
    });
  };

  const works = (kind: ResourceKind.book | ResourceKind.ebook, list: DemoWork[]) =>
    list.forEach((work, i) => {
      const [publisher, prefix, publisherEn] = PUBLISHERS[work.p];
      const serial = (kind === ResourceKind.book ? 10_000 : 60_000) + i * 131;
      const cls = classForClc(classesOf(kind), work.clc);
      const ebookBatch = i % 2 === 0 ? '2026-EB-001' : '2026-EB-002';
      add(
        kind,
        i,
        {
          title: work.t,
          creators: work.c,
          summary: work.s,
          keywords: work.k,
          language: work.lang ?? 'zh',
          publisher,
          publishYear: work.y,
          isbn: isbnUnder(prefix, serial),
          pages: work.pg,
          class: cls,
          ...(kind === ResourceKind.book
            ? {
                callNumber: callNumber(work.clc, serial),
                edition: work.y < 2000 ? '第1版' : `第${1 + (i % 3)}版`,
                supplier: supplier('新华书店'),
                batch: batch(i % 2 ? '2026-NB-002' : '2026-NB-001'),
              }
            : { supplier: supplier(i % 2 === 0 ? '超星' : '方正'), batch: batch(ebookBatch) }),
        },
        { title: work.t, creator: work.c[0], en: work.en, footer: publisher, footerEn: publisherEn },
      );
    });
  works(ResourceKind.book, PAPER_BOOKS);
  works(ResourceKind.ebook, EBOOKS);

  AUDIOS.forEach((audio, i) =>
    add(
      ResourceKind.audio,
      i,
      {
        title: audio.t,
        creators: [audio.narrator],
        narrator: audio.narrator,
        summary: audio.s,
        keywords: ['有声读物', classesOf(ResourceKind.audio)[audio.cls]?.name ?? '音频'],
        language: audio.cls === 4 ? (audio.en.startsWith('Japanese') ? 'ja' : 'en') : 'zh',
        publishYear: 2018 + (i % 8),
        class: classesOf(ResourceKind.audio)[audio.cls],
        supplier: supplier(i % 2 ? '博看' : '超星'),
      },
      { title: audio.t, creator: audio.narrator, en: audio.en },
    ),
  );

  VIDEOS.forEach((video, i) =>
    add(
      ResourceKind.video,
      i,
      {
        title: video.t,
        creators: [video.creator],
        summary: video.s,
        keywords: ['视频', classesOf(ResourceKind.video)[video.cls]?.name ?? '视频'],
        language: 'zh',
        publishYear: 2010 + (i % 15),
        class: classesOf(ResourceKind.video)[video.cls],
        supplier: video.creator.startsWith('钱塘') ? undefined : supplier('超星'),
      },
      { title: video.t, creator: video.creator, en: video.en },
    ),
  );

  EXHIBITIONS.forEach((exhibition, i) => {
    const starts = new Date(refs.now.getTime() - (300 - i * 17) * DAY);
    add(
      ResourceKind.exhibition,
      i,
      {
        title: exhibition.t,
        creators: ['钱塘市图书馆'],
        summary: exhibition.s,
        keywords: ['展览', classesOf(ResourceKind.exhibition)[Math.floor(i / 5)]?.name ?? '展览'],
        language: 'zh',
        publishYear: starts.getUTCFullYear(),
        class: classesOf(ResourceKind.exhibition)[Math.floor(i / 5)],
        venue: exhibition.venue,
        startsOn: starts.toISOString().slice(0, 10),
        endsOn: new Date(starts.getTime() + 90 * DAY).toISOString().slice(0, 10),
      },
      { title: exhibition.t, en: exhibition.en, footer: exhibition.venue, footerEn: 'Qiantang City Library' },
    );
  });

  THESES.forEach((thesis, i) =>
    add(
      ResourceKind.thesis,
      i,
      {
        title: thesis.t,
        creators: [thesis.author],
        summary: `${thesis.inst}${thesis.discipline}专业${thesis.degree}学位论文，导师${thesis.advisor}。`,
        keywords: [thesis.discipline, `${thesis.degree}论文`],
        language: 'zh',
        publisher: thesis.inst,
        publishYear: thesis.y,
        degree: thesis.degree,
        institution: thesis.inst,
        advisor: thesis.advisor,
        discipline: thesis.discipline,
        class: classesOf(ResourceKind.thesis)[thesis.cls],
        supplier: supplier(i % 3 === 2 ? '万方' : '知网'),
        batch: i % 3 === 2 ? undefined : batch('2026-TH-001'),
      },
      {
        title: thesis.t,
        creator: thesis.author,
        en: thesis.en,
        footer: thesis.inst,
        footerEn: thesis.instEn,
        label: `${thesis.degree}学位论文`,
        labelEn: thesis.degree === '博士' ? 'DOCTORAL DISSERTATION' : "MASTER'S THESIS",
      },
    ),
  );

  NEWSPAPERS.forEach((paper, i) =>
    add(
      ResourceKind.newspaper,
      i,
      {
        title: paper.t,
        creators: [paper.publisher],
        summary: `${paper.publisher}主办，${paper.frequency}。本馆提供近期电子版阅读。`,
        keywords: ['报纸', classesOf(ResourceKind.newspaper)[paper.cls]?.name ?? '报纸'],
        language: paper.en === 'China Daily' ? 'en' : 'zh',
        publisher: paper.publisher,
        cn: paper.cn,
        issn: issn(1_000_000 + i * 7919),
        frequency: paper.frequency,
        class: classesOf(ResourceKind.newspaper)[paper.cls],
        supplier: supplier('方正'),
      },
      { title: paper.t, en: paper.en },
    ),
  );

  JOURNALS.forEach((journal, i) =>
    add(
      ResourceKind.journal,
      i,
      {
        title: journal.t,
        creators: [journal.publisher],
        summary: `${journal.publisher}主办的${journal.per === 12 ? '月刊' : '双月刊'}，本馆收藏近两年各期。`,
        keywords: ['期刊', classesOf(ResourceKind.journal)[journal.cls]?.name ?? '期刊'],
        language: 'zh',
        publisher: journal.publisher,
        cn: journal.cn,
        issn: issn(2_000_000 + i * 104_729),
        frequency: journal.per === 12 ? '月刊' : '双月刊',
        class: classesOf(ResourceKind.journal)[journal.cls],
        supplier: supplier(i % 2 ? '博看' : '知网'),
        batch: batch('2026-JN-001'),
      },
      { title: journal.t, en: journal.en, footer: journal.publisher, footerEn: KIND_LABELS.journal },
    ),
  );

  DATABASES.forEach((database, i) =>
    add(
      ResourceKind.database,
      i,
      {
        title: database.t,
        creators: [],
        summary: database.s,
        keywords: ['数据库'],
        language: 'zh',
        url: database.url,
        accessRules: database.access,
        class: classesOf(ResourceKind.database)[database.cls],
        supplier: database.supplier === undefined ? undefined : refs.suppliers[database.supplier],
      },
      { title: database.t, en: database.en },
    ),
  );

  DIGITAL.forEach((digital, i) =>
    add(
      ResourceKind.digital,
      i,
      {
        title: digital.t,
        creators: ['钱塘市图书馆'],
        summary: digital.s,
        keywords: ['数字资源', '地方文献'],
        language: 'zh',
        format: digital.format,
        class: topClasses(ResourceKind.digital)[0],
      },
      { title: digital.t, en: digital.en, footer: '钱塘市图书馆', footerEn: 'Qiantang City Library' },
    ),
  );

  return seeds;
}

export { KIND_LABELS };
