import { PERSONAL_PATHS } from '../../../features/interaction/paths';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { LuBuilding2, LuCalendarCheck, LuClock, LuMapPin, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { showWarning } from '../../../components/ui/toaster';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { InteractionSectionLayout } from '../../../features/interaction/InteractionSectionLayout';
import { EmptyNote } from '../../../features/site/EmptyNote';
import {
  BOOKING_MESSAGES,
  dateProblem,
  lastBookableDay,
  minutesNow,
  openDaysLabel,
  overlaps,
  timeOptions,
  toMinutes,
  today,
  weekStartOf,
} from '../../../features/venue/booking';
import { VenueWeekCalendar } from '../../../features/venue/VenueWeekCalendar';
import { graphql } from '../../../gql';
import type { ActivitySitePageVenuesQuery } from '../../../gql/graphql';
import { DEFAULT_FAILURE, reportFailure } from '../../../lib/error-catalogue';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { imageAtWidth } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { tokens } from '../../../lib/tokens';
import { SubmissionClosed, useSubmissionClosed } from '../../../features/interaction/SubmissionClosed';
import { PageHead } from '../../../lib/page-head';

const ActivitySitePageVenues = graphql(`
  query ActivitySitePageVenues {
    venues(pageSize: 50, sortBy: sort, order: ASC) {
      total
      items {
        id
        name
        location
        capacity
        facilities
        photo
        opensAt
        closesAt
        openWeekdays
        library {
          id
          name
        }
      }
    }
  }
`);

const ActivitySitePageSchedule = graphql(`
  query ActivitySitePageSchedule($venueId: ID!, $from: String!, $to: String!) {
    venueSchedule(venueId: $venueId, from: $from, to: $to) {
      date
      slots {
        startTime
        endTime
      }
    }
  }
`);

const ActivitySitePageSubmit = graphql(`
  mutation ActivitySitePageSubmit($input: VenueBookingInput!) {
    submitVenueBooking(input: $input) {
      id
      status
      date
      startTime
      endTime
      venue {
        id
        name
      }
    }
  }
`);

type Venue = ActivitySitePageVenuesQuery['venues']['items'][number];

export interface BookingForm {
  venueId: string;
  date: string;
  startTime: string;
  endTime: string;
  purpose: string;
  attendees: string;
  phone: string;
}

const EMPTY: BookingForm = { venueId: '', date: '', startTime: '', endTime: '', purpose: '', attendees: '', phone: '' };
const FORM_FIELDS: ReadonlyArray<FieldPath<BookingForm>> = ['venueId', 'date', 'startTime', 'endTime', 'purpose', 'attendees', 'phone'];
/** Refusals the form shows itself (field errors); anything else goes to the error catalogue. */
const QUIET = { quiet: true };
export const PAGE_PATH = '/interaction/activitySite';
export const MY_BOOKINGS_PATH = PERSONAL_PATHS.venueBookings;

/** The server's field errors that name a field of this form. */
function serverFieldErrors(error: unknown): Array<{ field: FieldPath<BookingForm>; message: string }> {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return fieldErrorsOf(error.errors[0]).filter((e): e is { field: FieldPath<BookingForm>; message: string } =>
    FORM_FIELDS.includes(e.field as FieldPath<BookingForm>),
  );
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="1.5" fontSize="sm" color="fg.muted">
      <Box as="span" mt="0.5" color="brand.500" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="span" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

function VenueChoice({ venue }: { venue: Venue }) {
  return (
    <RadioCard.Item value={venue.id} overflow="hidden" colorPalette="brand">
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl p="0" flexDirection="column" alignItems="stretch" gap="0">
        <Box aspectRatio={16 / 9} bg="brand.50" overflow="hidden" position="relative">
          {venue.photo ? (
            <Image src={imageAtWidth(venue.photo, 400)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <Flex h="full" align="center" justify="center" color="brand.300" fontSize="4xl" aria-hidden="true">
              <LuBuilding2 />
            </Flex>
          )}
          <RadioCard.ItemIndicator position="absolute" top="2" insetEnd="2" bg="white" />
        </Box>
        <Stack gap="1.5" p="3">
          <RadioCard.ItemText fontWeight="bold" color="brand.800">
            {venue.name}
          </RadioCard.ItemText>
          <RadioCard.ItemDescription asChild>
            <Stack gap="1">
              <Row icon={<LuMapPin />}>
                {venue.library ? `${venue.library.name} · ` : ''}
                {venue.location}
              </Row>
              <Row icon={<LuUsers />}>可容纳 {venue.capacity} 人</Row>
              <Row icon={<LuClock />}>
                {openDaysLabel(venue.openWeekdays)} {venue.opensAt}–{venue.closesAt}
              </Row>
              {venue.facilities && (
                <Text fontSize="xs" color="fg.muted" lineClamp="2" title={venue.facilities} display={{ base: 'none', sm: 'block' }}>
                  设施：{venue.facilities}
                </Text>
              )}
            </Stack>
          </RadioCard.ItemDescription>
        </Stack>
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

function FormRow({ label, error, helper, children }: { label: string; error?: string; helper?: ReactNode; children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

function TimeSelect({
  label,
  options,
  ...props
}: { label: string; options: Array<{ time: string; disabled?: boolean }> } & ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} {...props}>
        <option value="">请选择时间</option>
        {options.map(({ time, disabled }) => (
          <option key={time} value={time} disabled={disabled}>
            {time}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * /interaction/activitySite (场馆预约): the library's venues, a week of the chosen one's booked
 * times, and the application (date, start and end time, purpose, attendees, phone). The server
 * checks the same rules and refuses a time that overlaps a passed booking. Guests see everything
 * and are sent to the login on submit.
 */
export function ActivitySitePage() {
  const navigate = useNavigate();
  const venuesQuery = useQuery(ActivitySitePageVenues);
  const venues = venuesQuery.data?.venues.items;

  const form = useForm<BookingForm>({ defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, handleSubmit, setValue, setError, clearErrors, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const [venueId, date, startTime] = useWatch({ control, name: ['venueId', 'date', 'startTime'] });
  const venue = venues?.find((v) => v.id === venueId);

  // The first venue is chosen when the list arrives.
  useEffect(() => {
    if (venues?.length && !venues.some((v) => v.id === venueId)) setValue('venueId', venues[0].id);
  }, [venues, venueId, setValue]);

  // The calendar shows the week of the day chosen in the form, or the week browsed to since.
  const [browsed, setBrowsed] = useState(() => ({ date: '', week: weekStartOf(today()) }));
  const followsDate = !!date && date !== browsed.date && date >= today() && date <= lastBookableDay();
  const weekStart = followsDate ? weekStartOf(date) : browsed.week;
  const weekEnd = dayjs(weekStart).add(6, 'day').format('YYYY-MM-DD');
  const schedule = useQuery(ActivitySitePageSchedule, {
    variables: { venueId, from: weekStart, to: weekEnd },
    skip: !venueId,
    context: QUIET,
    fetchPolicy: 'cache-and-network',
  });
  const booked = schedule.data?.venueSchedule ?? [];

  const [submit] = useMutation(ActivitySitePageSubmit);
  const [done, setDone] = useState<{ venue: string; date: string; startTime: string; endTime: string }>();

  // A clear refusal when the time overlaps a passed booking (seen on the calendar, or said by the server).
  const conflict = errors.startTime?.message === BOOKING_MESSAGES.taken;

  const times = venue ? timeOptions(venue.opensAt, venue.closesAt) : [];
  // Every option stays listed (a chosen one never vanishes from under the form); an end not after the start is greyed.
  const startOptions = times.slice(0, -1).map((time) => ({ time }));
  const endOptions = times.slice(1).map((time) => ({ time, disabled: !!startTime && toMinutes(time) <= toMinutes(startTime) }));

  const onValid = async (values: BookingForm) => {
    try {
      const { data } = await submit({
        variables: {
          input: {
            venueId: values.venueId,
            date: values.date,
            startTime: values.startTime,
            endTime: values.endTime,
            purpose: values.purpose.trim(),
            attendees: Number(values.attendees),
            phone: values.phone.trim(),
          },
        },
        context: QUIET,
      });
      const sent = data?.submitVenueBooking;
      if (!sent) throw new Error('empty answer');
      setDone({ venue: sent.venue.name, date: sent.date, startTime: sent.startTime, endTime: sent.endTime });
      reset({ ...EMPTY, venueId: values.venueId, phone: values.phone });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (!fieldErrors.length) {
        const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
        reportFailure({ status: first?.extensions?.status as number | undefined, message: first?.message ?? DEFAULT_FAILURE });
        return;
      }
      for (const { field, message } of fieldErrors) setError(field, { type: 'server', message });
      // Someone else's booking was passed meanwhile: show it on the calendar.
      if (fieldErrors.some((e) => e.message === BOOKING_MESSAGES.taken)) void schedule.refetch().catch(() => undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    if (!tokens.reader()) {
      event.preventDefault();
      showWarning('请先登录后再申请场馆');
      navigate(`/login?redirect=${encodeURIComponent(PAGE_PATH)}`);
      return;
    }
    void handleSubmit(onValid)(event);
  };

  /** The chosen times against the shown week's booked ones (the server has the last word). */
  const takenProblem = (start: string, end: string, day: string) => {
    if (!start || !end || toMinutes(end) <= toMinutes(start)) return undefined;
    const slots = booked.find((d) => d.date === day)?.slots ?? [];
    return slots.some((slot) => overlaps(slot, { startTime: start, endTime: end })) ? BOOKING_MESSAGES.taken : undefined;
  };

  const closed = useSubmissionClosed('VenueBooking');

  return (
    <InteractionSectionLayout>
      <PageHead title={`场馆预约 - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: '互动交流', to: '/interaction' }, { label: '场馆预约' }]} />
      <Heading as="h1" mt="4" pb="4" borderBottom="2px solid" borderColor="brand.600" fontSize={{ base: '2xl', md: '3xl' }} color="brand.800">
        场馆预约
      </Heading>

      {venuesQuery.loading && !venues ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mt="6" aria-busy="true" role="status" aria-label="场馆加载中">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="64" borderRadius="md" />
          ))}
        </SimpleGrid>
      ) : !venues ? (
        <Box py="10" role="alert">
          <EmptyNote title="场馆加载失败" description="网络似乎开了小差，请稍候再试。">
            <Button colorPalette="brand" size="sm" onClick={() => void venuesQuery.refetch().catch(() => undefined)}>
              重新加载
            </Button>
          </EmptyNote>
        </Box>
      ) : venues.length === 0 ? (
        <Box py="10">
          <EmptyNote title="暂无可预约的场馆" description="图书馆开放场馆后即可在此申请。" />
        </Box>
      ) : closed ? (
        <Box mt="6">
          <SubmissionClosed message={closed} />
        </Box>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="场馆预约申请">
          <Stack gap="8" mt="6">
            <Box as="section" aria-labelledby="venue-choice">
              <Heading as="h2" id="venue-choice" fontSize="lg" mb="3">
                1. 选择场馆
              </Heading>
              <Controller
                control={control}
                name="venueId"
                rules={{ required: BOOKING_MESSAGES.venue }}
                render={({ field }) => (
                  <RadioCard.Root
                    name={field.name}
                    value={field.value}
                    onValueChange={(details) => {
                      field.onChange(details.value ?? '');
                      setValue('startTime', '');
                      setValue('endTime', '');
                      clearErrors();
                    }}
                    aria-label="场馆"
                  >
                    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '2', md: '4' }}>
                      {venues.map((v) => (
                        <VenueChoice key={v.id} venue={v} />
                      ))}
                    </SimpleGrid>
                  </RadioCard.Root>
                )}
              />
              {errors.venueId && (
                <Text role="alert" color="red.600" fontSize="sm" mt="2">
                  {errors.venueId.message}
                </Text>
              )}
            </Box>

            {venue && (
              <Box as="section" aria-labelledby="venue-calendar">
                <Heading as="h2" id="venue-calendar" fontSize="lg" mb="3">
                  2. 查看预约情况
                  <Text as="span" ms="2" fontSize="sm" fontWeight="normal" color="fg.muted">
                    {venue.name}，红色时段已被预约；点击日期可填入申请表
                  </Text>
                </Heading>
                <VenueWeekCalendar
                  weekStart={weekStart}
                  days={booked}
                  openWeekdays={venue.openWeekdays}
                  opensAt={venue.opensAt}
                  closesAt={venue.closesAt}
                  loading={schedule.loading}
                  failed={!!schedule.error && !schedule.data}
                  selectedDate={date}
                  onWeekChange={(week) => setBrowsed({ date, week })}
                  onPickDate={(day) => setValue('date', day, { shouldValidate: formState.isSubmitted })}
                />
              </Box>
            )}

            <Box as="section" aria-labelledby="venue-apply">
              <Heading as="h2" id="venue-apply" fontSize="lg" mb="3">
                3. 填写申请
              </Heading>
              {done ? (
                <Alert.Root status="success" borderRadius="lg" alignItems="flex-start">
                  <Alert.Indicator />
                  <Alert.Content gap="2">
                    <Alert.Title>申请已提交，请等待审核</Alert.Title>
                    <Alert.Description>
                      {done.venue}，{done.date} {done.startTime}–{done.endTime}。审核结果可在个人中心查看。
                    </Alert.Description>
                    <HStack gap="3" mt="2" wrap="wrap">
                      <Button asChild colorPalette="brand" size="sm">
                        <RouterLink to={MY_BOOKINGS_PATH}>
                          <LuCalendarCheck /> 查看我的场馆预约
                        </RouterLink>
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDone(undefined)}>
                        继续申请
                      </Button>
                    </HStack>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                <Stack gap="4" maxW="2xl">
                  {conflict && (
                    <Alert.Root status="error" borderRadius="md">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{BOOKING_MESSAGES.taken}</Alert.Title>
                        <Alert.Description>所选时段与已通过的预约冲突，请参考上方日历重新选择。</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  <FormRow label="预约日期" error={errors.date?.message}>
                    <Input
                      type="date"
                      min={today()}
                      max={lastBookableDay()}
                      {...register('date', { validate: (value) => dateProblem(value, venue?.openWeekdays ?? []), deps: ['startTime'] })}
                    />
                  </FormRow>
                  <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                    <FormRow label="开始时间" error={errors.startTime?.message}>
                      <TimeSelect
                        label="开始时间"
                        options={startOptions}
                        {...register('startTime', {
                          required: BOOKING_MESSAGES.time,
                          validate: (value, values) => {
                            if (values.date === today() && toMinutes(value) <= minutesNow()) return BOOKING_MESSAGES.begun;
                            return takenProblem(value, values.endTime, values.date);
                          },
                          deps: ['endTime'],
                        })}
                      />
                    </FormRow>
                    <FormRow label="结束时间" error={errors.endTime?.message}>
                      <TimeSelect
                        label="结束时间"
                        options={endOptions}
                        {...register('endTime', {
                          required: BOOKING_MESSAGES.time,
                          validate: (value, values) =>
                            values.startTime && toMinutes(value) <= toMinutes(values.startTime) ? BOOKING_MESSAGES.endBeforeStart : undefined,
                          deps: ['startTime'],
                        })}
                      />
                    </FormRow>
                  </Grid>
                  <FormRow label="使用用途" error={errors.purpose?.message} helper="活动名称、内容等，不超过500字">
                    <Textarea
                      rows={3}
                      maxLength={500}
                      placeholder="例如：读书分享会"
                      {...register('purpose', { validate: (value) => (value.trim() ? undefined : BOOKING_MESSAGES.purpose) })}
                    />
                  </FormRow>
                  <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                    <FormRow label="参加人数" error={errors.attendees?.message} helper={venue ? `最多 ${venue.capacity} 人` : undefined}>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={venue?.capacity}
                        {...register('attendees', {
                          required: BOOKING_MESSAGES.attendees,
                          validate: (value) => {
                            const n = Number(value);
                            if (!Number.isInteger(n) || n < 1) return BOOKING_MESSAGES.attendeesMin;
                            if (venue && n > venue.capacity) return `参加人数超过场馆容纳人数（${venue.capacity}人）`;
                            return undefined;
                          },
                        })}
                      />
                    </FormRow>
                    <FormRow label="联系电话" error={errors.phone?.message}>
                      <Input
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel"
                        maxLength={11}
                        placeholder="请输入手机号"
                        {...register('phone', {
                          required: BOOKING_MESSAGES.phone,
                          pattern: { value: /^1\d{10}$/, message: BOOKING_MESSAGES.phoneInvalid },
                        })}
                      />
                    </FormRow>
                  </Grid>
                  <HStack gap="3" wrap="wrap">
                    <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="提交中">
                      提交申请
                    </Button>
                    {!tokens.reader() && (
                      <Badge variant="subtle" colorPalette="gray">
                        提交前需要登录
                      </Badge>
                    )}
                  </HStack>
                </Stack>
              )}
            </Box>
          </Stack>
        </form>
      )}
    </InteractionSectionLayout>
  );
}
