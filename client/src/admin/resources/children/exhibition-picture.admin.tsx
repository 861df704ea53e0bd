import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { graphql } from '../../gql';
import { childTail, enabledColumn, sortColumn } from './child-fields';

/** 图片: the pictures of an exhibition album (source/exhibition/list/:id). */
export const exhibitionPictureAdmin = defineResource({
  path: '',
  title: '展览图片',
  noun: '图片',
  formIn: 'dialog',
  list: graphql(`
    query AdminExhibitionPicturesQuery(
      $filter: ResourcePartFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: ExhibitionPictureSortField
      $order: SortOrder
    ) {
      page: adminExhibitionPictures(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          image
          caption
          sort
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminExhibitionPictureQuery($id: ID!) {
      item: adminExhibitionPicture(id: $id) {
        id
        image
        caption
        description
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('ExhibitionPicture'),
  columns: [
    { key: 'image', label: '图片', kind: 'image', width: '80px' },
    { key: 'caption', label: '图片标题', primary: true },
    sortColumn(),
    enabledColumn(),
  ],
  filters: [
    { name: 'keyword', label: '图片标题', kind: 'keyword', placeholder: '搜索图片标题' },
    { name: 'enabled', label: '状态', kind: 'boolean', labels: ['启用', '停用'] },
  ],
  fields: [
    { name: 'image', label: '图片', kind: 'image', required: true },
    { name: 'caption', label: '图片标题', kind: 'text', maxLength: 200 },
    { name: 'description', label: '说明', kind: 'textarea', maxLength: 5000 },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'sort', order: 'ASC' },
});
