import { treeOptions } from '../crud/tree';
import type { Column, Filter, FormField, Option } from '../crud/types';
import type { BookInput } from '../gql/crud-documents';
import type { ResourceFilter, ResourceKind, ResourcePermission } from '../gql/graphql';
import { batchOptions, classTree, supplierOptions } from './catalogue-options';

/** The values and columns, filters and form fields every resource kind shares (spec §2, §4). */

/** Who may open a resource's detail (授权). */
export const PERMISSIONS: readonly Option[] = [
  { value: 'PUBLIC', label: '公开' },
  { value: 'READER', label: '登录读者' },
  { value: 'READER_CARD', label: '读者证登录' },
];

export const LANGUAGES: readonly Option[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: '英文' },
  { value: 'ja', label: '日文' },
  { value: 'ko', label: '韩文' },
  { value: 'fr', label: '法文' },
  { value: 'de', label: '德文' },
  { value: 'ru', label: '俄文' },
];

export const DEGREES: readonly Option[] = ['学士', '硕士', '博士'].map((d) => ({ value: d, label: d }));
export const FREQUENCIES: readonly Option[] = ['日报', '周报', '周刊', '旬刊', '半月刊', '月刊', '双月刊', '季刊', '半年刊', '年刊'].map((f) => ({
  value: f,
  label: f,
}));

/** The kinds by name, as overview lists show them. */
export const KIND_LABELS: readonly Option[] = [
  { value: 'book', label: '纸质图书' },
  { value: 'ebook', label: '电子图书' },
  { value: 'audio', label: '音频' },
  { value: 'video', label: '视频' },
  { value: 'exhibition', label: '展览' },
  { value: 'thesis', label: '论文' },
  { value: 'newspaper', label: '报纸' },
  { value: 'journal', label: '期刊' },
  { value: 'database', label: '数据库' },
  { value: 'digital', label: '数字资源' },
];

/**
 * What the lists show of a resource (every kind's list query asks for these fields, on the kind's
 * own type: fragments on the Resource interface would not match in a cache without possibleTypes).
 */
export interface ResourceRow {
  id: string;
  title: string;
  cover?: string | null;
  creators: string[];
  publishYear?: number | null;
  onShelf: boolean;
  permission: ResourcePermission;
  enabled: boolean;
  recommended: boolean;
  views: number;
  createdAt: string;
  class?: { id: string; name: string } | null;
  batch?: { id: string; code: string } | null;
}

export const coverColumn: Column<ResourceRow> = { key: 'cover', label: '封面', kind: 'image', width: '72px' };
export const titleColumn: Column<ResourceRow> = { key: 'title', label: '题名', primary: true, sortField: 'title' };
export const classColumn: Column<ResourceRow> = { key: 'class', label: '分类', render: (item) => item.class?.name ?? '—' };

/** The columns after 分类: 出版年, the four states and 浏览. */
export const stateColumns: Column<ResourceRow>[] = [
  { key: 'publishYear', label: '出版年', kind: 'number' },
  { key: 'onShelf', label: '上架', kind: 'boolean', labels: ['已上架', '已下架'] },
  { key: 'permission', label: '权限', kind: 'enum', options: PERMISSIONS },
  { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  { key: 'views', label: '浏览', kind: 'number', sortField: 'views' },
];

/** The filters of a kind's list (分类 from the kind's own tree, when it has one). */
export function resourceFilters(kind: ResourceKind, classes: boolean): Filter<ResourceFilter>[] {
  return [
    { name: 'keyword', label: '题名', kind: 'keyword', placeholder: '搜索题名' },
    ...(classes ? [{ name: 'classId', label: '分类', kind: 'enum', optionsFrom: treeOptions(classTree(kind), { ownItems: false }) } as const] : []),
    { name: 'supplierId', label: '供应商', kind: 'enum', optionsFrom: supplierOptions },
    { name: 'batchId', label: '批次号', kind: 'enum', optionsFrom: batchOptions },
    { name: 'onShelf', label: '上架', kind: 'boolean', labels: ['已上架', '已下架'] },
    { name: 'permission', label: '权限', kind: 'enum', options: PERMISSIONS },
    { name: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ];
}

/** What every kind's input has (BookInput without the book's own fields). */
export type CommonInput = Omit<BookInput, 'isbn' | 'callNumber' | 'pages' | 'edition'>;

/** The form: the fields every kind has, with the kind's own (`own`) after 语种. */
export function resourceFields(kind: ResourceKind, classes: boolean, own: FormField<CommonInput>[]): FormField<CommonInput>[] {
  return [
    { name: 'title', label: '题名', kind: 'text', required: true, maxLength: 300 },
    { name: 'subtitle', label: '副题名', kind: 'text', maxLength: 300 },
    {
      name: 'creators',
      label: '责任者',
      kind: 'tags',
      maxItems: 20,
      maxLength: 100,
      placeholder: '输入作者、编者等，按回车添加',
      helper: '按顺序排列，可添加多个',
    },
    ...(classes
      ? [
          {
            name: 'classId',
            label: '分类',
            kind: 'select',
            optionsFrom: treeOptions(classTree(kind), { ownItems: false }),
            placeholder: '未分类',
            fromList: true,
          } as const,
        ]
      : []),
    { name: 'supplierId', label: '供应商', kind: 'select', optionsFrom: supplierOptions, placeholder: '无', half: true, fromList: true },
    { name: 'batchId', label: '批次号', kind: 'select', optionsFrom: batchOptions, placeholder: '无', half: true, fromList: true },
    { name: 'publisher', label: '出版者', kind: 'text', maxLength: 200, half: true },
    { name: 'publishYear', label: '出版年', kind: 'number', integer: true, min: 1000, max: 2100, half: true },
    { name: 'language', label: '语种', kind: 'select', options: LANGUAGES, placeholder: '未填写', half: true },
    ...own,
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'keywords', label: '关键词', kind: 'tags', maxItems: 30, maxLength: 50, placeholder: '输入关键词，按回车添加' },
    { name: 'summary', label: '简介', kind: 'textarea', maxLength: 20000 },
    { name: 'permission', label: '访问权限', kind: 'select', options: PERMISSIONS, required: true, defaultValue: 'PUBLIC', half: true },
    { name: 'publishedAt', label: '发布时间', kind: 'datetime', required: true, half: true, defaultValue: () => new Date().toISOString() },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'onShelf', label: '上架', kind: 'switch', defaultValue: true, half: true },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ];
}
