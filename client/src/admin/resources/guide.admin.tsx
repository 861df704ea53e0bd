import { confirmOverwrite } from '../../components/ConfirmDialog';
import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

/** The service section's groups (the routes' first segment), as the public side navigation names them. */
export const GUIDE_SECTIONS = [
  { value: 'overView', label: '本馆概况' },
  { value: 'society', label: '图书馆学会' },
  { value: 'notice', label: '读者须知' },
  { value: 'site', label: '站点页面' },
] as const;

/** Every slot of 服务指南, named by its group and page. 学会动态 holds a list; every other slot one page. */
export const GUIDE_SLOTS = [
  { value: 'aboutLibrary', label: '本馆概况 · 本馆简介' },
  { value: 'department', label: '本馆概况 · 部门设置' },
  { value: 'specialRes', label: '本馆概况 · 特色馆藏' },
  { value: 'guidedTour', label: '本馆概况 · 楼层导览' },
  { value: 'openingTime', label: '本馆概况 · 开放时间' },
  { value: 'contactTraffic', label: '本馆概况 · 联系交通' },
  { value: 'constitution', label: '图书馆学会 · 学会章程' },
  { value: 'societyNews', label: '图书馆学会 · 学会动态（列表）' },
  { value: 'pledge', label: '读者须知 · 服务承诺' },
  { value: 'licensing', label: '读者须知 · 办证指南' },
  { value: 'borrowing', label: '读者须知 · 借阅须知' },
  { value: 'standard', label: '读者须知 · 文明阅读' },
  { value: 'classification', label: '读者须知 · 图书分类' },
  // The footer's pages: an enabled one replaces the portal's built-in text (written for any library).
  { value: 'userProtocol', label: '站点页面 · 用户服务协议' },
  { value: 'privacyPolicy', label: '站点页面 · 隐私政策' },
  { value: 'integrity', label: '站点页面 · 诚信建设' },
  { value: 'wudadao', label: '站点页面 · 地方文献专题（/wudadao）' },
] as const;

export const guideAdmin = defineResource({
  path: 'service',
  title: '服务指南',
  noun: '服务指南',
  list: graphql(`
    query AdminGuidesQuery($filter: GuideFilter, $page: Int!, $pageSize: Int!, $sortBy: GuideSortField, $order: SortOrder) {
      page: adminGuides(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          slot
          publishedAt
          updatedAt
          sort
          views
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminGuideQuery($id: ID!) {
      item: adminGuide(id: $id) {
        id
        slot
        title
        summary
        cover
        body
        attachment
        attachmentName
        publishedAt
        enabled
        recommended
        sort
      }
    }
  `),
  ...crudDocuments('Guide', { without: ['recommend'] }),
  columns: [
    { key: 'title', label: '标题', primary: true },
    { key: 'slot', label: '栏目', kind: 'enum', options: GUIDE_SLOTS },
    { key: 'updatedAt', label: '更新时间', kind: 'date', sortField: 'createdAt' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'section', label: '分组', kind: 'enum', options: GUIDE_SECTIONS, tabs: true },
    { name: 'slot', label: '栏目', kind: 'enum', options: GUIDE_SLOTS },
    { name: 'keyword', label: '标题', kind: 'keyword', placeholder: '搜索标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'slot', label: '栏目', kind: 'select', required: true, options: GUIDE_SLOTS, half: true, fromList: true },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 200 },
    { name: 'summary', label: '摘要', kind: 'textarea', maxLength: 500, helper: '学会动态列表中显示' },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'body', label: '正文', kind: 'richtext', required: true },
    { name: 'attachment', label: '附件', kind: 'file', accept: 'any', half: true },
    { name: 'attachmentName', label: '附件名称', kind: 'text', maxLength: 200, half: true, placeholder: '如：读者证申请表.docx' },
    { name: 'publishedAt', label: '发布时间', kind: 'datetime', required: true, half: true, defaultValue: () => new Date().toISOString() },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true, helper: '每个栏目（学会动态除外）只能启用一个页面' },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
  // A second enabled page for a slot: 是否覆盖该内容 — 确定 saves it and disables the old page.
  confirmResend: { field: 'overwrite', ask: confirmOverwrite },
});
