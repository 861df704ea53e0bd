import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DATE, weekStartOf } from '../../../features/venue/booking';
import { VenueWeekCalendar } from '../../../features/venue/VenueWeekCalendar';
import { showSuccess } from '../../../components/ui/toaster';
import type { RowDialogControls } from '../../crud/types';
import { graphql } from '../../gql';
import { SetStatusVenueBookingDocument } from '../../gql/crud-documents';
import type { ReviewStatus } from '../../gql/graphql';

export interface ReviewedBooking {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  venue: { id: string; name: string; opensAt: string; closesAt: string; openWeekdays: number[] };
}

const OVERLAPPING = graphql(`
  query AdminVenueBookingOverlapQuery($id: ID!) {
    item: adminVenueBooking(id: $id) {
      id
      overlapping {
        id
        status
        startTime
        endTime
        purpose
        reader {
          id
          name
          cardNumber
        }
      }
    }
  }
`);

const SCHEDULE = graphql(`
  query AdminVenueScheduleQuery($venueId: ID!, $from: String!, $to: String!) {
    venueSchedule(venueId: $venueId, from: $from, to: $to) {
      date
      slots {
        startTime
        endTime
      }
    }
  }
`);

/**
 * 审核 of a venue booking: the venue's week around the booked day (passed bookings), the bookings
 * overlapping this one — a passed one means the pass will be refused, pending ones that they cannot
 * be passed after it — and 通过 / 不通过. A refused pass says why here.
 */
export function VenueBookingReview({ booking, dialog }: { booking: ReviewedBooking; dialog: RowDialogControls }) {
  const [weekStart, setWeekStart] = useState(() => weekStartOf(booking.date));
  const overlaps = useQuery(OVERLAPPING, { variables: { id: booking.id }, fetchPolicy: 'network-only' });
  const schedule = useQuery(SCHEDULE, {
    variables: { venueId: booking.venue.id, from: weekStart, to: dayjs(weekStart).add(6, 'day').format(DATE) },
    context: { quiet: true },
  });
  const [setStatus, { loading }] = useMutation(SetStatusVenueBookingDocument, { context: { quiet: true } });
  const [refusal, setRefusal] = useState<string>();

  const overlapping = overlaps.data?.item.overlapping ?? [];
  const passed = overlapping.filter((other) => other.status === 'PASSED');
  const pending = overlapping.filter((other) => other.status === 'PENDING');

  const review = async (value: ReviewStatus) => {
    setRefusal(undefined);
    try {
      await setStatus({ variables: { id: booking.id, value } });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '操作失败，请稍后再试');
      return;
    }
    showSuccess('操作成功');
    dialog.done();
  };

  const describe = (other: (typeof overlapping)[number]) =>
    `${other.startTime}–${other.endTime} ${other.purpose}${other.reader ? `（${other.reader.name}）` : ''}`;

  return (
    <Stack gap="4">
      <Text>
        {booking.venue.name}：{booking.date} {booking.startTime}–{booking.endTime}
      </Text>
      {overlaps.loading && <Spinner size="sm" role="status" aria-label="加载中" />}
      {passed.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>该时段已有通过的预约，不能通过</Alert.Title>
            <Alert.Description>
              <List.Root>
                {passed.map((other) => (
                  <List.Item key={other.id}>{describe(other)}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {pending.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>以下待审核的预约与该时段冲突，通过后它们将不能再通过</Alert.Title>
            <Alert.Description>
              <List.Root>
                {pending.map((other) => (
                  <List.Item key={other.id}>{describe(other)}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {overlaps.data && overlapping.length === 0 && (
        <Badge colorPalette="green" alignSelf="flex-start">
          该时段无冲突
        </Badge>
      )}
      <VenueWeekCalendar
        weekStart={weekStart}
        days={schedule.data?.venueSchedule ?? []}
        openWeekdays={booking.venue.openWeekdays}
        opensAt={booking.venue.opensAt}
        closesAt={booking.venue.closesAt}
        loading={schedule.loading}
        failed={!!schedule.error}
        selectedDate={booking.date}
        onWeekChange={setWeekStart}
      />
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={dialog.close}>
          取消
        </Button>
        <Button colorPalette="red" variant="outline" loading={loading} disabled={booking.status === 'REJECTED'} onClick={() => review('REJECTED')}>
          不通过
        </Button>
        <Button colorPalette="brand" loading={loading} disabled={booking.status === 'PASSED'} onClick={() => review('PASSED')}>
          通过
        </Button>
      </HStack>
    </Stack>
  );
}
