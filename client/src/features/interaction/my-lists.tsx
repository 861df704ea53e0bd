import { Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { MyMessagesQuery, MyRecommendationsQuery, MyVolunteerApplicationsQuery } from '../../gql/graphql';
import { formatAvailability } from './availability';
import type { MySubmissionListConfig } from './MySubmissionList';
import { MESSAGE_LABELS, RECOMMENDATION_LABELS, REVIEW_LABELS } from './statuses';

/* The personal centre's submission lists, one config each for MySubmissionList. */

export const MyMessagesDocument = graphql(`
  query MyMessages($page: Int!, $pageSize: Int!, $status: ReviewStatus) {
    myMessages(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        subject
        content
        status
        reply
        reviewedAt
        unread
        createdAt
      }
    }
  }
`);

const ReadMyMessages = graphql(`
  mutation ReadMyMessages {
    readMyMessages
  }
`);

type MessageItem = MyMessagesQuery['myMessages']['items'][number];

export const MY_MESSAGES: MySubmissionListConfig<MyMessagesQuery, MessageItem> = {
  title: '我的留言',
  query: MyMessagesDocument,
  select: (data) => data.myMessages,
  markRead: ReadMyMessages,
  labels: MESSAGE_LABELS,
  renderItem: (item) => ({ title: item.subject, body: <Text whiteSpace="pre-wrap">{item.content}</Text> }),
  emptyTitle: '暂无留言',
};

const MyRecommendationsDocument = graphql(`
  query MyRecommendations($page: Int!, $pageSize: Int!, $status: ReviewStatus) {
    myRecommendations(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        title
        author
        publisher
        isbn
        reason
        status
        reply
        reviewedAt
        unread
        createdAt
      }
    }
  }
`);

const ReadMyRecommendations = graphql(`
  mutation ReadMyRecommendations {
    readMyRecommendations
  }
`);

type RecommendationItem = MyRecommendationsQuery['myRecommendations']['items'][number];

export const MY_RECOMMENDATIONS: MySubmissionListConfig<MyRecommendationsQuery, RecommendationItem> = {
  title: '我的荐购',
  query: MyRecommendationsDocument,
  select: (data) => data.myRecommendations,
  markRead: ReadMyRecommendations,
  labels: RECOMMENDATION_LABELS,
  renderItem: (item) => {
    const facts = [item.author && `作者：${item.author}`, item.publisher && `出版社：${item.publisher}`, item.isbn && `ISBN：${item.isbn}`].filter(
      Boolean,
    );
    return {
      title: `《${item.title}》`,
      body: (
        <>
          {facts.length > 0 && <Text color="fg.muted">{facts.join('　')}</Text>}
          {item.reason && <Text whiteSpace="pre-wrap">推荐理由：{item.reason}</Text>}
        </>
      ),
    };
  },
  emptyTitle: '暂无荐购',
};

const MyVolunteerApplicationsDocument = graphql(`
  query MyVolunteerApplications($page: Int!, $pageSize: Int!, $status: ReviewStatus) {
    myVolunteerApplications(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        name
        phone
        availability
        skills
        area
        status
        reply
        reviewedAt
        unread
        createdAt
      }
    }
  }
`);

const ReadMyVolunteerApplications = graphql(`
  mutation ReadMyVolunteerApplications {
    readMyVolunteerApplications
  }
`);

type VolunteerItem = MyVolunteerApplicationsQuery['myVolunteerApplications']['items'][number];

export const MY_VOLUNTEER_APPLICATIONS: MySubmissionListConfig<MyVolunteerApplicationsQuery, VolunteerItem> = {
  title: '我的志愿者申请',
  query: MyVolunteerApplicationsDocument,
  select: (data) => data.myVolunteerApplications,
  markRead: ReadMyVolunteerApplications,
  labels: REVIEW_LABELS,
  renderItem: (item) => ({
    title: `志愿者申请（${item.name}）`,
    body: (
      <>
        <Text>可服务时间：{formatAvailability(item.availability)}</Text>
        {item.area && <Text>服务意向：{item.area}</Text>}
        {item.skills && <Text whiteSpace="pre-wrap">特长：{item.skills}</Text>}
      </>
    ),
  }),
  emptyTitle: '暂无志愿者申请',
};
