import type { ResourceKind } from '../../gql/graphql';

/** The section the resource pages belong to, as the site menu calls it. */
export const RESOURCE_SECTION_NAME = '数字资源';

/** Where the section's breadcrumb leads: the paper books, which every visitor may browse. */
export const RESOURCE_SECTION_PATH = '/resources/book';

/** Each kind's name on the public site (the same words as the site menu). */
export const KIND_LABELS: Record<ResourceKind, string> = {
  ebook: '电子图书',
  book: '纸质图书',
  audio: '有声读物',
  video: '视频',
  exhibition: '展览',
  journal: '期刊',
  newspaper: '报纸',
  thesis: '论文',
  database: '数据库',
  digital: '数字资源',
};

/** The English line under the section band. */
export const KIND_SUBTITLES: Record<ResourceKind, string> = {
  ebook: 'E-books',
  book: 'Books',
  audio: 'Audio Books',
  video: 'Videos',
  exhibition: 'Exhibitions',
  journal: 'Journals',
  newspaper: 'Newspapers',
  thesis: 'Theses',
  database: 'Databases',
  digital: 'Digital Resources',
};

/** The kinds with a list page (spec §2), in menu order. */
export const LIST_KINDS = [
  'ebook',
  'book',
  'audio',
  'video',
  'exhibition',
  'journal',
  'newspaper',
  'thesis',
  'database',
] as const satisfies readonly ResourceKind[];

/** The kinds with a detail page (spec §2). Databases are opened at their own address. */
export const DETAIL_KINDS: readonly ResourceKind[] = ['video', 'exhibition', 'ebook', 'book', 'audio', 'thesis', 'newspaper', 'journal'];

export const hasDetailPage = (kind: ResourceKind) => DETAIL_KINDS.includes(kind);

export const isResourceKind = (value: unknown): value is ResourceKind => typeof value === 'string' && value in KIND_LABELS;

export const resourceListPath = (kind: ResourceKind) => `/resources/${kind}`;

export const resourceDetailPath = (kind: ResourceKind, id: string) => `/resources/${kind}/detail?id=${encodeURIComponent(id)}`;

/** The GraphQL type of each kind (the implementations of the Resource interface). */
export const KIND_TYPENAMES: Record<ResourceKind, string> = {
  audio: 'Audio',
  book: 'Book',
  database: 'DatabaseResource',
  digital: 'DigitalResource',
  ebook: 'Ebook',
  exhibition: 'Exhibition',
  journal: 'Journal',
  newspaper: 'Newspaper',
  thesis: 'Thesis',
  video: 'Video',
};

/** Covers of pictures and films are landscape; books, journals and the like are portrait. */
export const coverRatio = (kind: ResourceKind) => (kind === 'video' || kind === 'exhibition' || kind === 'database' ? 4 / 3 : 3 / 4);
