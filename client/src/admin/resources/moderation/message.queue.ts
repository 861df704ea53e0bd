import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { REVIEW } from './states';
import { submissionQueue } from './submission-queue';

/** 留言管理 (interact/message): readers' messages to the library, replied to and reviewed. */
export const messageQueue = submissionQueue({
  path: 'interact/message',
  title: '留言管理',
  noun: '留言',
  list: graphql(`
    query AdminMessagesQuery($filter: MessageFilter, $page: Int!, $pageSize: Int!, $sortBy: MessageSortField, $order: SortOrder) {
      page: adminMessages(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          subject
          content
          status
          flaggedWords
          reply
          reviewedAt
          createdAt
          reader {
            id
            name
            cardNumber
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  documents: crudDocuments('Message'),
  states: REVIEW,
  columns: [
    { key: 'subject', label: '主题', primary: true, marked: true },
    { key: 'content', label: '留言内容', marked: true },
  ],
  details: [
    { label: '主题', text: 'subject' },
    { label: '留言内容', text: 'content' },
  ],
  keyword: '搜索主题、内容、读者',
});
