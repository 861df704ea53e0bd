import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuCalendarDays, LuClock, LuMapPin, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { EmptyNote } from '../../features/site/EmptyNote';
import { BOOKING_STATUS } from '../../features/venue/booking';
import { graphql } from '../../gql';
import type { ReviewStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

const MyVenueBookingsQuery = graphql(`
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

export const MY_VENUE_BOOKINGS_PAGE_SIZE = 10;
const FILTERS: Array<{ value: 'ALL' | ReviewStatus; label: string }> = [
  { value: 'ALL', label: '全部' },
  { value: 'PENDING', label: '审核中' },
  { value: 'PASSED', label: '已通过' },
  { value: 'REJECTED', label: '未通过' },
];
const isStatus = (value: string | null): value is ReviewStatus => value === 'PENDING' || value === 'PASSED' || value === 'REJECTED';

/**
 * /personal/userInformation/place (我的场馆预约): the reader's venue bookings, newest first, with
 * their state and the library's reply; filtered by state and paged in the URL (?status=, ?page=).
 * Opening it marks the replies as seen (the 新 marks stay for this visit).
 */
export function MyVenueBookingsPage() {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ReviewStatus) : undefined;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { data, previousData, loading, error, refetch } = useQuery(MyVenueBookingsQuery, {
    variables: { page, pageSize: MY_VENUE_BOOKINGS_PAGE_SIZE, status },
  });
  const shown = data?.myVenueBookings ?? previousData?.myVenueBookings;

  // Once the list has been seen, its reviews are no longer new.
  const [markRead] = useMutation(ReadMyVenueBookings);
  const seen = Boolean(data);
  const marked = useRef(false);
  useEffect(() => {
    if (!seen || marked.current) return;
    marked.current = true;
    void markRead({ context: { quiet: true } }).catch(() => undefined);
  }, [seen, markRead]);

  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
    headingRef.current?.focus();
  };

  return (
    <Stack gap="4">
      <Flex align="baseline" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="xl" ref={headingRef} tabIndex={-1} outline="none">
          我的场馆预约
        </Heading>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to="/interaction/activitySite">申请场馆</RouterLink>
        </Button>
      </Flex>

      <Box overflowX="auto">
        <SegmentGroup.Root
          size="sm"
          value={status ?? 'ALL'}
          onValueChange={(details) => update({ status: details.value && details.value !== 'ALL' ? details.value : undefined, page: undefined })}
          aria-label="按状态筛选"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={FILTERS} />
        </SegmentGroup.Root>
      </Box>

      {!shown && loading ? (
        <Stack gap="3" aria-busy="true" aria-label="列表加载中">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="28" borderRadius="lg" />
          ))}
        </Stack>
      ) : !shown && error ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>场馆预约加载失败</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            重新加载
          </Button>
        </Alert.Root>
      ) : !shown || shown.items.length === 0 ? (
        <Box py="10" bg="white" borderRadius="lg" borderWidth="1px" borderColor="border.muted">
          {shown && shown.total > 0 ? (
            <EmptyNote title="这一页没有内容" description={`共 ${shown.total} 条，请返回第一页查看。`}>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => update({ page: undefined })}>
                返回第一页
              </Button>
            </EmptyNote>
          ) : (
            <EmptyNote
              title={status ? `暂无${BOOKING_STATUS[status].label}的预约` : '暂无场馆预约'}
              description="您可以在互动交流中申请使用图书馆场馆。"
            >
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to="/interaction/activitySite">去申请</RouterLink>
              </Button>
            </EmptyNote>
          )}
        </Box>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" opacity={loading && !data ? 0.6 : 1} aria-busy={loading || undefined}>
            {shown.items.map((booking) => {
              const state = BOOKING_STATUS[booking.status];
              return (
                <Card.Root as="li" key={booking.id} borderRadius="lg" aria-label={`${booking.venue.name} ${booking.date}`}>
                  <Card.Body gap="3" p={{ base: '4', md: '5' }}>
                    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold" fontSize="lg" color="brand.800">
                          {booking.venue.name}
                        </Text>
                        {booking.unread && (
                          <Badge colorPalette="red" variant="solid" size="sm">
                            新
                          </Badge>
                        )}
                      </HStack>
                      <Badge colorPalette={state.palette} variant="subtle" size="md">
                        {state.label}
                      </Badge>
                    </Flex>
                    <Flex gap={{ base: '2', md: '5' }} wrap="wrap" fontSize="sm" color="fg.muted">
                      <HStack gap="1.5">
                        <LuCalendarDays aria-hidden="true" />
                        <Text>{booking.date}</Text>
                      </HStack>
                      <HStack gap="1.5">
                        <LuClock aria-hidden="true" />
                        <Text fontVariantNumeric="tabular-nums">
                          {booking.startTime}–{booking.endTime}
                        </Text>
                      </HStack>
                      <HStack gap="1.5">
                        <LuUsers aria-hidden="true" />
                        <Text>{booking.attendees} 人</Text>
                      </HStack>
                      <HStack gap="1.5">
                        <LuMapPin aria-hidden="true" />
                        <Text>{booking.venue.location}</Text>
                      </HStack>
                    </Flex>
                    <Text fontSize="sm">
                      <Text as="span" color="fg.muted">
                        用途：
                      </Text>
                      {booking.purpose}
                    </Text>
                    {booking.reply && (
                      <Box bg="brand.50" borderRadius="md" px="3" py="2" fontSize="sm">
                        <Text as="span" fontWeight="medium" color="brand.700">
                          馆方回复：
                        </Text>
                        {booking.reply}
                      </Box>
                    )}
                    <Text fontSize="xs" color="fg.subtle">
                      提交于 {formatDateTime(booking.createdAt)}
                      {booking.reviewedAt ? ` · 审核于 ${formatDateTime(booking.reviewedAt)}` : ''}
                    </Text>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
          <Pager
            page={page}
            pageSize={MY_VENUE_BOOKINGS_PAGE_SIZE}
            total={shown.total}
            onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
            label="场馆预约分页"
          />
        </>
      )}
    </Stack>
  );
}
