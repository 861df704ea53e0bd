import type { ResourceKind } from '../../../gql/graphql';
import { creatorsText } from '../byline';
import { formatTotalDuration } from './duration';

/** What a detail page's information list is made of (the kind-specific fields are absent on other kinds). */
export interface MetaSource {
  kind: ResourceKind;
  creators: readonly string[];
  publisher?: string | null;
  publishYear?: number | null;
  language?: string | null;
  class?: { name: string } | null;
  isbn?: string | null;
  issn?: string | null;
  cn?: string | null;
  edition?: string | null;
  pages?: number | null;
  callNumber?: string | null;
  frequency?: string | null;
  degree?: string | null;
  institution?: string | null;
  advisor?: string | null;
  discipline?: string | null;
  narrator?: string | null;
  totalDuration?: number | null;
  venue?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
}

const CREATOR_LABEL: Partial<Record<ResourceKind, string>> = { video: '主讲', exhibition: '策展', journal: '主编', newspaper: '主办' };
const PUBLISHER_LABEL: Partial<Record<ResourceKind, string>> = {
  journal: '出版单位',
  newspaper: '出版单位',
  video: '出品',
  audio: '出品',
  exhibition: '主办单位',
};
const YEAR_LABEL: Partial<Record<ResourceKind, string>> = { thesis: '授予年份', exhibition: '年份', video: '出品年份', database: '年份' };
const LANGUAGES: Record<string, string> = { zh: '中文', en: '英文', ja: '日文', ko: '韩文', fr: '法文', de: '德文', ru: '俄文' };

export interface MetaRow {
  label: string;
  value: string;
}

/** The rows of a resource's information list, in reading order, without the empty ones. */
export function resourceMeta(r: MetaSource): MetaRow[] {
  const creators = creatorsText(r.creators, 8);
  const rows: [string, string | number | null | undefined][] = [
    // A newspaper's 主办 is often its publisher too: said once.
    [CREATOR_LABEL[r.kind] ?? '作者', creators === r.publisher ? '' : creators],
    ['主播', r.narrator],
    ['学位', r.degree],
    ['授予单位', r.institution],
    ['导师', r.advisor],
    ['学科专业', r.discipline],
    [PUBLISHER_LABEL[r.kind] ?? '出版社', r.publisher],
    [YEAR_LABEL[r.kind] ?? '出版年', r.publishYear ? `${r.publishYear}年` : ''],
    ['版次', r.edition],
    ['刊期', r.frequency],
    ['ISBN', r.isbn],
    ['ISSN', r.issn],
    ['CN', r.cn],
    ['索书号', r.callNumber],
    ['页数', r.pages ? `${r.pages}页` : ''],
    ['总时长', r.totalDuration ? formatTotalDuration(r.totalDuration) : ''],
    ['展出地点', r.venue],
    ['展出时间', [r.startsOn, r.endsOn].filter(Boolean).join(' 至 ')],
    ['分类', r.class?.name],
    ['语种', r.language ? (LANGUAGES[r.language] ?? r.language) : ''],
  ];
  return rows.filter(([, value]) => value !== null && value !== undefined && value !== '').map(([label, value]) => ({ label, value: String(value) }));
}
