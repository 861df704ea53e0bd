import { BRANCH_TYPES } from '../../features/branches/branch-types';
import { coordinatesOnMap } from '../crud/coordinates';
import { crudDocuments } from '../crud/crud-documents';
import { defineResource, optionsFrom } from '../crud/types';
import { graphql } from '../gql';

const TYPE_OPTIONS = BRANCH_TYPES.map(({ type, label }) => ({ value: type, label }));

/** The districts that have branches (for the filter). */
const districtOptions = optionsFrom(
  graphql(`
    query AdminBranchDistricts {
      branchDistricts
    }
  `),
  (data) => data.branchDistricts.map((district) => ({ value: district, label: district })),
);

/** The libraries a branch may belong to (the first 100 in their order). */
const libraryOptions = optionsFrom(
  graphql(`
    query AdminBranchLibraryOptions {
      page: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC) {
        items {
          id
          name
          enabled
        }
      }
    }
  `),
  (data) => data.page.items.map((library) => ({ value: library.id, label: library.enabled ? library.name : `${library.name}（停用）` })),
);

/** 分馆管理 (issue 16): the branch points of every type, with their place on the library map. */
export const branchAdmin = defineResource({
  path: 'branchManage',
  title: '分馆管理',
  noun: '分馆',
  list: graphql(`
    query AdminBranchesQuery($filter: BranchFilter, $page: Int!, $pageSize: Int!, $sortBy: BranchSortField, $order: SortOrder) {
      page: adminBranches(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          type
          name
          district
          address
          phone
          photo
          sort
          enabled
          recommended
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminBranchQuery($id: ID!) {
      item: adminBranch(id: $id) {
        id
        type
        name
        district
        address
        openingHours
        phone
        photo
        latitude
        longitude
        description
        libraryId
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('Branch'),
  columns: [
    { key: 'photo', label: '照片', kind: 'image', width: '80px' },
    { key: 'name', label: '名称', primary: true },
    { key: 'type', label: '类型', kind: 'enum', options: TYPE_OPTIONS },
    { key: 'district', label: '所在区' },
    { key: 'address', label: '地址' },
    { key: 'phone', label: '电话' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'type', label: '类型', kind: 'enum', options: TYPE_OPTIONS, tabs: true },
    { name: 'keyword', label: '名称或地址', kind: 'keyword', placeholder: '搜索名称或地址' },
    { name: 'district', label: '所在区', kind: 'enum', optionsFrom: districtOptions },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'type', label: '类型', kind: 'select', options: TYPE_OPTIONS, required: true, half: true, fromList: true },
    { name: 'name', label: '名称', kind: 'text', required: true, maxLength: 100, half: true },
    { name: 'district', label: '所在区', kind: 'text', required: true, maxLength: 50, half: true, placeholder: '如：湖西区', fromList: true },
    { name: 'libraryId', label: '所属图书馆', kind: 'select', optionsFrom: libraryOptions, placeholder: '无', half: true },
    { name: 'address', label: '地址', kind: 'text', required: true, maxLength: 200 },
    { name: 'openingHours', label: '开放时间', kind: 'text', maxLength: 200, half: true, placeholder: '周二至周日 9:00-17:00' },
    { name: 'phone', label: '电话', kind: 'text', maxLength: 32, half: true, placeholder: '0571-87061120' },
    { name: 'latitude', label: '纬度', kind: 'number', min: -90, max: 90, half: true, helper: '在地图上标注位置，如 30.2553' },
    { name: 'longitude', label: '经度', kind: 'number', min: -180, max: 180, half: true, helper: '如 120.1672', after: coordinatesOnMap },
    { name: 'photo', label: '照片', kind: 'image', helper: '建议尺寸 640 × 400' },
    { name: 'description', label: '简介', kind: 'textarea', maxLength: 5000 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '同类型内数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
