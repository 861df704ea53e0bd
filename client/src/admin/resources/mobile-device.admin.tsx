import { crudDocuments } from '../crud/crud-documents';
import { defineResource, optionsFrom, type Option } from '../crud/types';
import { graphql } from '../gql';

/** 设备类型 (MobileDeviceType). */
export const DEVICE_TYPES: readonly Option[] = [
  { value: 'selfCheck', label: '自助借还机' },
  { value: 'newspaperScreen', label: '电子阅报屏' },
  { value: 'catalogueKiosk', label: '查询机' },
  { value: 'mobileTerminal', label: '移动终端' },
  { value: 'other', label: '其他' },
];

/** 在线 / 离线 (MobileDeviceStatus); 停用 is the enabled flag. */
export const DEVICE_STATUSES: readonly Option[] = [
  { value: 'online', label: '在线' },
  { value: 'offline', label: '离线' },
];

/** The libraries a device may stand in (the first 100 in their order). */
const libraryOptions = optionsFrom(
  graphql(`
    query AdminMobileDeviceLibraryOptions {
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

/** 移动设备 (系统管理): the terminals registered for the library's self-service. */
export const mobileDeviceAdmin = defineResource({
  path: 'mobileDevice',
  title: '移动设备',
  noun: '设备',
  list: graphql(`
    query AdminMobileDevicesQuery($filter: MobileDeviceFilter, $page: Int!, $pageSize: Int!, $sortBy: MobileDeviceSortField, $order: SortOrder) {
      page: adminMobileDevices(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          name
          type
          location
          serial
          status
          sort
          enabled
          library {
            id
            name
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminMobileDeviceQuery($id: ID!) {
      item: adminMobileDevice(id: $id) {
        id
        name
        type
        location
        serial
        status
        remark
        libraryId
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('MobileDevice'),
  columns: [
    { key: 'name', label: '设备名称', primary: true },
    { key: 'type', label: '类型', kind: 'enum', options: DEVICE_TYPES },
    { key: 'serial', label: '序列号' },
    { key: 'location', label: '放置位置' },
    { key: 'library', label: '所属图书馆', render: (item) => item.library?.name ?? '—' },
    { key: 'status', label: '状态', kind: 'enum', options: DEVICE_STATUSES },
    { key: 'sort', label: '排序', kind: 'number', sortField: 'sort' },
    { key: 'enabled', label: '启用', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  filters: [
    { name: 'type', label: '类型', kind: 'enum', options: DEVICE_TYPES, tabs: true },
    { name: 'keyword', label: '名称、序列号或位置', kind: 'keyword', placeholder: '搜索名称、序列号或位置' },
    { name: 'status', label: '状态', kind: 'enum', options: DEVICE_STATUSES },
    { name: 'libraryId', label: '所属图书馆', kind: 'enum', optionsFrom: libraryOptions },
    { name: 'enabled', label: '启用', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'name', label: '设备名称', kind: 'text', required: true, maxLength: 100, half: true },
    { name: 'type', label: '类型', kind: 'select', options: DEVICE_TYPES, required: true, half: true, fromList: true },
    { name: 'serial', label: '序列号', kind: 'text', required: true, maxLength: 64, half: true, placeholder: '如：SC-2024-0001' },
    { name: 'status', label: '状态', kind: 'select', options: DEVICE_STATUSES, half: true, defaultValue: 'offline' },
    { name: 'location', label: '放置位置', kind: 'text', required: true, maxLength: 200, half: true, placeholder: '如：总馆一楼大厅' },
    { name: 'libraryId', label: '所属图书馆', kind: 'select', optionsFrom: libraryOptions, placeholder: '无', half: true },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500 },
    { name: 'sort', label: '排序', kind: 'number', integer: true, half: true, defaultValue: 0, helper: '数字越小越靠前' },
    { name: 'enabled', label: '启用', kind: 'switch', defaultValue: true, half: true },
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
