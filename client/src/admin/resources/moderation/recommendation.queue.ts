import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { ADOPT } from './states';
import { submissionQueue } from './submission-queue';

/** 资源荐购 (interact/source): titles readers ask the library to acquire; 采纳 / 不采纳, the reply is the note. */
export const recommendationQueue = submissionQueue({
  path: 'interact/source',
  title: '资源荐购',
  noun: '荐购',
  list: graphql(`
    query AdminRecommendationsQuery(
      $filter: RecommendationFilter
      $page: Int!
      $pageSize: Int!
      $sortBy: RecommendationSortField
      $order: SortOrder
    ) {
      page: adminRecommendations(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          title
          author
          publisher
          isbn
          reason
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
  documents: crudDocuments('Recommendation'),
  states: ADOPT,
  columns: [
    { key: 'title', label: '书名', primary: true, marked: true },
    { key: 'author', label: '作者' },
    { key: 'isbn', label: 'ISBN' },
  ],
  details: [
    { label: '书名', text: 'title' },
    { label: '作者', value: (item) => item.author },
    { label: '出版社', value: (item) => item.publisher },
    { label: 'ISBN', value: (item) => item.isbn },
    { label: '推荐理由', text: 'reason' },
  ],
  keyword: '搜索书名、作者、ISBN、读者',
});
