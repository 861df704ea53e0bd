import { HStack, Link, Text } from '@chakra-ui/react';
import { LuCalendarDays, LuMapPin, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { hasDetailPage, resourceDetailPath } from '../resources/kinds';
import { graphql } from '../../gql';
import type {
  MyCommentsQuery,
  MyMessagesQuery,
  MyRecommendationsQuery,
  MyVenueBookingsPageQueryQuery,
  MyVolunteerApplicationsQuery,
} from '../../gql/graphql';
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

const MyCommentsDocument = graphql(`
  query MyComments($page: Int!, $pageSize: Int!, $status: ReviewStatus) {
    myComments(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        content
        status
        reply
        reviewedAt
        unread
        createdAt
        resource {
          id
          kind
          title
        }
      }
    }
  }
`);

const ReadMyComments = graphql(`
  mutation ReadMyComments {
    readMyComments
  }
`);

type CommentItem = MyCommentsQuery['myComments']['items'][number];

/** The reader's comments on resources: waiting (审核中) until the library passes them. */
export const MY_COMMENTS: MySubmissionListConfig<MyCommentsQuery, CommentItem> = {
  title: '我的评论',
  query: MyCommentsDocument,
  select: (data) => data.myComments,
  markRead: ReadMyComments,
  labels: REVIEW_LABELS,
  renderItem: (item) => ({
    title: hasDetailPage(item.resource.kind) ? (
      <Link asChild color="brand.700">
        <RouterLink to={resourceDetailPath(item.resource.kind, item.resource.id)}>《{item.resource.title}》</RouterLink>
      </Link>
    ) : (
      `《${item.resource.title}》`
    ),
    body: <Text whiteSpace="pre-wrap">{item.content}</Text>,
  }),
  emptyTitle: '暂无评论',
};

const MyVenueBookingsDocument = graphql(`
  query MyVenueBookingsPageQuery($page: Int!, $pageSize: Int!, $status: ReviewStatus) {
    myVenueBookings(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        createdAt
        status
        reply
        reviewedAt
        unread
        date
        startTime
        endTime
        purpose
        attendees
        venue {
          id
          name
          location
        }
      }
    }
  }
`);

const ReadMyVenueBookings = graphql(`
  mutation MyVenueBookingsPageRead {
    readMyVenueBookings
  }
`);

type VenueBookingItem = MyVenueBookingsPageQueryQuery['myVenueBookings']['items'][number];

/** The reader's venue bookings: the venue, the day and hours, who and why. */
export const MY_VENUE_BOOKINGS: MySubmissionListConfig<MyVenueBookingsPageQueryQuery, VenueBookingItem> = {
  title: '我的场馆预约',
  query: MyVenueBookingsDocument,
  select: (data) => data.myVenueBookings,
  markRead: ReadMyVenueBookings,
  labels: REVIEW_LABELS,
  renderItem: (item) => ({
    title: `${item.venue.name} ${item.date}`,
    body: (
      <>
        <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
          <HStack gap="1">
            <LuCalendarDays aria-hidden="true" />
            <Text>
              {item.startTime}–{item.endTime}
            </Text>
          </HStack>
          <HStack gap="1">
            <LuUsers aria-hidden="true" />
            <Text>{item.attendees} 人</Text>
          </HStack>
          {item.venue.location && (
            <HStack gap="1">
              <LuMapPin aria-hidden="true" />
              <Text>{item.venue.location}</Text>
            </HStack>
          )}
        </HStack>
        <Text mt="2">{item.purpose}</Text>
      </>
    ),
  }),
  emptyTitle: '暂无场馆预约',
};
