import { Badge, Box, Button, Flex, HStack, IconButton, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { DATE, lastBookableDay, today, WEEKDAY_NAMES, weekdayOf, weekStartOf, type Slot } from './booking';

export interface VenueWeekCalendarProps {
  /** The Monday of the week shown. */
  weekStart: string;
  /** Passed bookings of the week, by day (venueSchedule). */
  days: ReadonlyArray<{ date: string; slots: readonly Slot[] }>;
  openWeekdays: readonly number[];
  opensAt: string;
  closesAt: string;
  loading?: boolean;
  failed?: boolean;
  /** The day chosen in the form, marked. */
  selectedDate?: string;
  onWeekChange(weekStart: string): void;
  /** A bookable day was picked; without it the calendar only shows (the back office's review). */
  onPickDate?(date: string): void;
}

const dayHeading = (date: string) => (
  <>
    <Text as="span" fontWeight="semibold">
      {WEEKDAY_NAMES[weekdayOf(date) - 1]}
    </Text>
    <Text as="span" color="fg.muted">
      {dayjs(date).format('M/D')}
    </Text>
  </>
);

/**
 * A week of a venue (Monday to Sunday): each day's booked times, days it does not open and days
 * gone by. Booked means a passed booking; whose it is is not shown. A bookable day can be picked.
 */
export function VenueWeekCalendar({
  weekStart,
  days,
  openWeekdays,
  opensAt,
  closesAt,
  loading,
  failed,
  selectedDate,
  onWeekChange,
  onPickDate,
}: VenueWeekCalendarProps) {
  const first = weekStartOf(today());
  const last = weekStartOf(lastBookableDay());
  const dates = Array.from({ length: 7 }, (_, i) => dayjs(weekStart).add(i, 'day').format(DATE));
  const byDate = new Map(days.map((day) => [day.date, day.slots]));
  const end = dayjs(dates[6]);
  const title = `${dayjs(weekStart).format('M月D日')} – ${end.month() === dayjs(weekStart).month() ? end.format('D日') : end.format('M月D日')}`;

  return (
    <Stack gap="3" aria-busy={loading || undefined}>
      <Flex align="center" justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <IconButton
            aria-label="上一周"
            size="sm"
            variant="outline"
            disabled={weekStart <= first}
            onClick={() => onWeekChange(dayjs(weekStart).subtract(7, 'day').format(DATE))}
          >
            <LuChevronLeft />
          </IconButton>
          <Text fontWeight="semibold" minW="9em" textAlign="center" aria-live="polite">
            {title}
          </Text>
          <IconButton
            aria-label="下一周"
            size="sm"
            variant="outline"
            disabled={weekStart >= last}
            onClick={() => onWeekChange(dayjs(weekStart).add(7, 'day').format(DATE))}
          >
            <LuChevronRight />
          </IconButton>
          {loading && <Spinner size="sm" color="brand.500" role="status" aria-label="加载中" />}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          开放时间 {opensAt}–{closesAt}
        </Text>
      </Flex>
      {failed && (
        <Text role="alert" fontSize="sm" color="red.600">
          预约情况加载失败，请稍候再试。
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, sm: 4, lg: 7 }} gap="2">
        {dates.map((date) => {
          const slots = byDate.get(date) ?? [];
          const past = date < today();
          const closed = !openWeekdays.includes(weekdayOf(date));
          const bookable = !past && !closed && date <= lastBookableDay();
          const selected = date === selectedDate;
          const label = `${dayjs(date).format('M月D日')} ${WEEKDAY_NAMES[weekdayOf(date) - 1]}`;
          return (
            <Box
              as="section"
              key={date}
              aria-label={label}
              borderWidth="1px"
              borderColor={selected ? 'brand.500' : 'border.muted'}
              borderRadius="md"
              bg={past || closed ? 'bg.muted' : selected ? 'brand.50' : 'white'}
              p="2"
              minH="28"
            >
              {onPickDate ? (
                <Button
                  size="xs"
                  variant="ghost"
                  w="full"
                  justifyContent="space-between"
                  px="1"
                  disabled={!bookable}
                  aria-pressed={selected}
                  aria-label={`${label}，选择这一天`}
                  onClick={() => onPickDate(date)}
                >
                  {dayHeading(date)}
                </Button>
              ) : (
                <HStack justify="space-between" px="1" fontSize="xs">
                  {dayHeading(date)}
                </HStack>
              )}
              <Stack gap="1" as="ul" listStyleType="none" mx="0" mb="0" mt="1" p="0">
                {closed ? (
                  <Text as="li" fontSize="xs" color="fg.muted" textAlign="center" pt="2">
                    不开放
                  </Text>
                ) : past ? (
                  <Text as="li" fontSize="xs" color="fg.muted" textAlign="center" pt="2">
                    已过
                  </Text>
                ) : slots.length === 0 ? (
                  <Text as="li" fontSize="xs" color="green.700" textAlign="center" pt="2">
                    全天可约
                  </Text>
                ) : (
                  slots.map((slot) => (
                    <Box as="li" key={`${slot.startTime}-${slot.endTime}`}>
                      <Badge colorPalette="red" variant="subtle" w="full" justifyContent="center" fontVariantNumeric="tabular-nums">
                        {slot.startTime}–{slot.endTime} 已预约
                      </Badge>
                    </Box>
                  ))
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
