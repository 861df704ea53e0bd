import { crudDocuments } from '../../crud/crud-documents';
import { graphql } from '../../gql';
import { REVIEW } from './states';
import { submissionQueue } from './submission-queue';
import { VenueBookingReview } from './VenueBookingReview';

const when = (item: { date: string; startTime: string; endTime: string }) => `${item.date} ${item.startTime}–${item.endTime}`;

/**
 * 场地预约 (interact/place): a row is passed through its 审核 dialog, which shows the venue's week
 * and the clashing bookings first; 批量通过 is refused by the server on a clash, as a single pass is.
 */
export const venueBookingQueue = submissionQueue({
  path: 'interact/place',
  title: '场地预约',
  noun: '预约',
  list: graphql(`
    query AdminVenueBookingsQuery($filter: VenueBookingFilter, $page: Int!, $pageSize: Int!, $sortBy: VenueBookingSortField, $order: SortOrder) {
      page: adminVenueBookings(filter: $filter, page: $page, pageSize: $pageSize, sortBy: $sortBy, order: $order) {
        items {
          id
          date
          startTime
          endTime
          purpose
          attendees
          phone
          status
          flaggedWords
          reply
          reviewedAt
          createdAt
          venue {
            id
            name
            opensAt
            closesAt
            openWeekdays
          }
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
  documents: crudDocuments('VenueBooking'),
  states: REVIEW,
  columns: [
    { key: 'purpose', label: '使用用途', primary: true, marked: true },
    { key: 'venue', label: '场馆', render: (item) => item.venue.name },
    { key: 'date', label: '预约时间', render: when },
    { key: 'attendees', label: '人数', kind: 'number' },
  ],
  details: [
    { label: '场馆', value: (item) => item.venue.name },
    { label: '预约时间', value: when },
    { label: '使用用途', text: 'purpose' },
    { label: '参加人数', value: (item) => `${item.attendees}人` },
    { label: '联系电话', value: (item) => item.phone },
  ],
  keyword: '搜索用途、电话、读者',
  rowStateInDialog: true,
  dialogs: [{ label: '审核', size: 'xl', render: (item, dialog) => <VenueBookingReview booking={item} dialog={dialog} /> }],
});
