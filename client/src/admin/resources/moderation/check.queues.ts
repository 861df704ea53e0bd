import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { REVIEW } from './states';
import { submissionQueue } from './submission-queue';

/** 标签审核 (check/tagCheck): passed tags show on their resource and are found by search. */
export const tagQueue = submissionQueue({
  path: 'check/tagCheck',
  title: '标签审核',
  noun: '标签',
  list: graphql(`
    query AdminTagsQuery($filter: TagFilter, $page: Int!, $pageSize: Int!, $sortBy: TagSortField, $order: SortOrder) {
      page: adminTags(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          text
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
          resource {
            id
            title
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  documents: crudDocuments('Tag'),
  states: REVIEW,
  resource: true,
  columns: [{ key: 'text', label: '标签', primary: true, marked: true }],
  details: [{ label: '标签', text: 'text' }],
  keyword: '搜索标签、读者',
});

/** 评论审核 (check/commentCheck): passed comments show on their resource and count on it. */
export const commentQueue = submissionQueue({
  path: 'check/commentCheck',
  title: '评论审核',
  noun: '评论',
  list: graphql(`
    query AdminCommentsQuery($filter: CommentFilter, $page: Int!, $pageSize: Int!, $sortBy: CommentSortField, $order: SortOrder) {
      page: adminComments(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
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
          resource {
            id
            title
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  documents: crudDocuments('Comment'),
  states: REVIEW,
  resource: true,
  columns: [{ key: 'content', label: '评论内容', primary: true, marked: true }],
  details: [{ label: '评论内容', text: 'content' }],
  keyword: '搜索评论内容、读者',
});

/** 评分审核 (check/scoreCheck): passed scores make the resource's average. */
export const scoreQueue = submissionQueue({
  path: 'check/scoreCheck',
  title: '评分审核',
  noun: '评分',
  list: graphql(`
    query AdminScoresQuery($filter: ScoreFilter, $page: Int!, $pageSize: Int!, $sortBy: ScoreSortField, $order: SortOrder) {
      page: adminScores(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          value
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
          resource {
            id
            title
          }
        }
        total
        page
        pageSize
      }
    }
  `),
  documents: crudDocuments('Score'),
  states: REVIEW,
  resource: true,
  columns: [
    { key: 'value', label: '评分', primary: true, render: (item) => `${'★'.repeat(item.value)}${'☆'.repeat(5 - item.value)} ${item.value}分` },
  ],
  details: [{ label: '评分', value: (item) => `${item.value}分` }],
  keyword: '搜索读者',
});
