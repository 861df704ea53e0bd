import { coordinatesOnMap } from '../crud/coordinates';
import { crudDocuments } from '../crud/crud-documents';
import { defineResource } from '../crud/types';
import { graphql } from '../gql';

export const libraryAdmin = defineResource({
  path: 'home/local',
  title: '本地图书馆',
  noun: '图书馆',
  list: graphql(`
    query AdminLibrariesQuery($filter: LibraryFilter, $page: Int!, $pageSize: Int!, $sortBy: LibrarySortField, $order: SortOrder) {
      page: adminLibraries(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          address
          phone
          image
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
    query AdminLibraryQuery($id: ID!) {
      item: adminLibrary(id: $id) {
        id
        name
        address
        phone
        openingHours
        latitude
        longitude
        image
        description
        sort
        enabled
        recommended
      }
    }
  `),
  ...crudDocuments('Library'),
  columns: [
    { key: 'image', label: '图片', kind: 'image', width: '80px' },
    { key: 'name', label: '馆名', primary: true },
    { key: 'address', label: '地址' },
    { key: 'phone', label: '电话' },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
    { key: 'recommended', label: '推荐', kind: 'boolean', labels: ['已推荐', '未推荐'] },
  ],
  filters: [
    { name: 'keyword', label: '馆名或地址', kind: 'keyword', placeholder: '搜索馆名或地址' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'name', label: '馆名', kind: 'text', required: true, maxLength: 100, half: true },
    { name: 'phone', label: '电话', kind: 'text', maxLength: 32, half: true, placeholder: '0571-86001234' },
    { name: 'address', label: '地址', kind: 'text', required: true, maxLength: 200 },
    { name: 'openingHours', label: '开放时间', kind: 'text', maxLength: 200, placeholder: '周二至周日 9:00-21:00' },
    { name: 'latitude', label: '纬度', kind: 'number', min: -90, max: 90, half: true },
    { name: 'longitude', label: '经度', kind: 'number', min: -180, max: 180, half: true, after: coordinatesOnMap },
    { name: 'image', label: '图片', kind: 'image' },
    { name: 'description', label: '简介', kind: 'textarea', maxLength: 5000 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
    { name: 'recommended', label: '推荐', kind: 'switch', defaultValue: false, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
