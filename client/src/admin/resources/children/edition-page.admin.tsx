import { Link } from '@chakra-ui/react';
import { crudDocuments } from '../../crud/crud-documents';
import { defineResource } from '../../crud/types';
import { fileName } from '../../crud/fields/upload-types';
import { graphql } from '../../gql';
import { childTail, enabledColumn } from './child-fields';

/** 版面: the pages of one newspaper edition, each an image and a PDF; listed under the editions. */
export const editionPageAdmin = defineResource({
  path: '',
  title: '版面',
  noun: '版面',
  formIn: 'dialog',
  // Its URL state sits beside the editions' on the same page.
  paramPrefix: 'pages.',
  list: graphql(`
    query AdminEditionPagesQuery($filter: EditionPageFilter, $page: Int!, $pageSize: Int!, $sortBy: EditionPageSortField, $order: SortOrder) {
      page: adminEditionPages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          pageNo
          title
          image
          file
          enabled
        }
        total
        page
        pageSize
      }
    }
  `),
  get: graphql(`
    query AdminEditionPageQuery($id: ID!) {
      item: adminEditionPage(id: $id) {
        id
        pageNo
        title
        image
        file
        sort
        enabled
      }
    }
  `),
  ...crudDocuments('EditionPage'),
  columns: [
    { key: 'image', label: '版面图片', kind: 'image', width: '80px' },
    { key: 'pageNo', label: '版次', kind: 'number', sortField: 'pageNo' },
    { key: 'title', label: '版名', primary: true },
    {
      key: 'file',
      label: 'PDF',
      render: (item) =>
        item.file ? (
          <Link href={item.file} target="_blank" rel="noreferrer" color="brand.fg">
            {fileName(item.file)}
          </Link>
        ) : (
          '—'
        ),
    },
    enabledColumn(),
  ],
  filters: [{ name: 'keyword', label: '版名', kind: 'keyword', placeholder: '搜索版名' }],
  fields: [
    { name: 'pageNo', label: '版次', kind: 'number', integer: true, min: 1, max: 999, required: true, half: true, placeholder: '如 1' },
    { name: 'title', label: '版名', kind: 'text', required: true, maxLength: 100, half: true, placeholder: '如 要闻' },
    { name: 'image', label: '版面图片', kind: 'image' },
    { name: 'file', label: '版面 PDF', kind: 'file', accept: 'pdf' },
    ...childTail(),
  ],
  defaultSort: { sortBy: 'pageNo', order: 'ASC' },
});
