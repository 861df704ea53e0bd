import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCalendarDays, LuClock, LuMapPin, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { confirm } from '../../../components/ConfirmDialog';
import { SafeHtml } from '../../../components/SafeHtml';
import { showSuccess, showWarning } from '../../../components/ui/toaster';
import { ACTIVITY_PATHS, ACTIVITY_SECTION_NAME, CATEGORY_NAMES, SIGN_UP_COLORS, signUpLabel, timeRange } from '../../../features/activity/activity';
import { ActivitySectionFrame } from '../../../features/activity/ActivitySectionFrame';
import { ActivityStateBadge } from '../../../features/activity/ActivityStateBadge';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { ActivityDetailPageQueryQuery } from '../../../gql/graphql';
import { formatDateTime, imageAtWidth } from '../../../lib/format';
import { SITE } from '../../../lib/site';
import { tokens } from '../../../lib/tokens';
import { venuePrefix } from '../../../features/activity/activity';
import { PageHead, plainText } from '../../../lib/page-head';
import { eventData } from '../../../lib/structured-data';

const ActivityDetailPageQuery = graphql(`
  query ActivityDetailPageQuery($id: ID!) {
    activity(id: $id) {
      id
      title
      category
      cover
      summary
      body
      place
      startsAt
      endsAt
      signUpStartsAt
      signUpEndsAt
      capacity
      signedUpCount
      placesLeft
      waitingCount
      state
      branch {
        id
        name
        address
      }
      library {
        id
        name
        address
      }
      mySignUp {
        id
        status
        waitingPosition
        checkedInAt
      }
    }
  }
`);

const ActivityDetailPageSignUp = graphql(`
  mutation ActivityDetailPageSignUp($activityId: ID!) {
    signUpForActivity(activityId: $activityId) {
      id
      status
      waitingPosition
    }
  }
`);

const ActivityDetailPageCancel = graphql(`
  mutation ActivityDetailPageCancel($activityId: ID!) {
    cancelActivitySignUp(activityId: $activityId) {
      id
      status
    }
  }
`);

type Activity = NonNullable<ActivityDetailPageQueryQuery['activity']>;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="2" fontSize="sm">
      <Box as="span" mt="0.5" color="brand.500" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}：
      </Text>
      <Text as="span" minW="0">
        {children}
      </Text>
    </HStack>
  );
}

/** What the reader can do now: 报名, 候补, 取消报名, or why not (a guest is asked to log in). */
function SignUpPanel({ activity, onChanged }: { activity: Activity; onChanged(): Promise<unknown> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [signUp, { loading: signingUp }] = useMutation(ActivityDetailPageSignUp);
  const [cancel, { loading: cancelling }] = useMutation(ActivityDetailPageCancel);
  const [busy, setBusy] = useState(false);
  const mine = activity.mySignUp && activity.mySignUp.status !== 'CANCELLED' ? activity.mySignUp : null;
  const started = activity.state === 'ONGOING' || activity.state === 'ENDED';

  const onSignUp = async () => {
    if (!tokens.reader()) {
      showWarning('请先登录后再报名');
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      const result = await signUp({ variables: { activityId: activity.id } });
      const made = result.data?.signUpForActivity;
      if (made?.status === 'WAITING') showSuccess(`名额已满，已加入候补，当前第${made.waitingPosition ?? 1}位`);
      else showSuccess('报名成功');
    } catch {
      // The refusal (报名已结束, 已报名…) was shown by the error catalogue.
    } finally {
      await onChanged().catch(() => undefined);
      setBusy(false);
    }
  };

  const onCancel = async () => {
    const waiting = mine?.status === 'WAITING';
    const ok = await confirm({ title: waiting ? '取消候补' : '取消报名', text: `确定取消“${activity.title}”的${waiting ? '候补' : '报名'}吗？` });
    if (!ok) return;
    setBusy(true);
    try {
      await cancel({ variables: { activityId: activity.id } });
      showSuccess(waiting ? '已取消候补' : '已取消报名');
    } catch {
      // Shown by the error catalogue (活动已开始，不能取消报名).
    } finally {
      await onChanged().catch(() => undefined);
      setBusy(false);
    }
  };

  const loading = busy || signingUp || cancelling;
  let action: ReactNode = null;
  if (activity.capacity === 0) {
    action = <Text color="fg.muted">本活动无需报名，欢迎直接参加</Text>;
  } else if (mine && !started) {
    action = (
      <Button variant="outline" colorPalette="red" onClick={() => void onCancel()} loading={loading}>
        {mine.status === 'WAITING' ? '取消候补' : '取消报名'}
      </Button>
    );
  } else if (!mine && activity.state === 'OPEN') {
    action = (
      <Button colorPalette="brand" onClick={() => void onSignUp()} loading={loading}>
        {tokens.reader() ? '报名' : '登录后报名'}
      </Button>
    );
  } else if (!mine && activity.state === 'FULL') {
    action = (
      <Button colorPalette="orange" onClick={() => void onSignUp()} loading={loading}>
        {tokens.reader() ? '候补' : '登录后候补'}
      </Button>
    );
  } else if (!mine) {
    const why: Record<string, string> = {
      NOT_OPEN: '报名未开始',
      CLOSED: '报名已截止',
      ONGOING: '活动进行中',
      ENDED: '活动已结束',
    };
    action = <Button disabled>{why[activity.state] ?? '暂不可报名'}</Button>;
  }

  return (
    <Stack gap="3" p="4" bg="brand.50" borderRadius="md" aria-label="报名" role="region">
      <Flex gap="3" align="center" wrap="wrap">
        {activity.capacity > 0 && (
          <Text fontSize="sm">
            限 <b>{activity.capacity}</b> 人，已报名 <b>{activity.signedUpCount}</b> 人，剩余名额 <b>{activity.placesLeft}</b> 个
            {activity.waitingCount > 0 ? `，候补 ${activity.waitingCount} 人` : ''}
          </Text>
        )}
        {mine && (
          <Badge colorPalette={SIGN_UP_COLORS[mine.status]} variant="subtle" size="lg">
            我的报名：{signUpLabel(mine)}
          </Badge>
        )}
      </Flex>
      {activity.state === 'NOT_OPEN' && activity.signUpStartsAt && (
        <Text fontSize="sm" color="fg.muted">
          报名将于 {formatDateTime(activity.signUpStartsAt)} 开始
        </Text>
      )}
      {action && <Box>{action}</Box>}
      {mine && (
        <Text fontSize="sm">
          <RouterLink to={ACTIVITY_PATHS.mine} style={{ textDecoration: 'underline' }}>
            查看我的活动
          </RouterLink>
        </Text>
      )}
    </Stack>
  );
}

/** /activity/detail?id=: the cover, time, place, places left, the sign-up actions and the description. */
export function ActivityDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(ActivityDetailPageQuery, { variables: { id }, skip: !id });
  const activity = data?.activity;
  const crumbs = [{ label: '首页', to: '/index' }, { label: ACTIVITY_SECTION_NAME, to: ACTIVITY_PATHS.list }, { label: '活动详情' }];

  let content;
  if (!id || (!activity && error) || (!activity && !loading)) {
    content = (
      <Box py="12">
        <PageHead title={`活动不存在 - ${SITE.name}`} />
        <Heading as="h1" srOnly>
          活动详情
        </Heading>
        <EmptyNote title="该活动不存在或已下线" size="md">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={ACTIVITY_PATHS.list}>返回活动列表</RouterLink>
          </Button>
        </EmptyNote>
      </Box>
    );
  } else if (!activity) {
    content = (
      <Stack gap="4" mt="6" role="status" aria-busy="true" aria-label="活动加载中">
        <Skeleton h="8" w="70%" />
        <Skeleton h="48" />
        <Skeleton h="4" />
        <Skeleton h="4" w="60%" />
      </Stack>
    );
  } else {
    content = (
      <Box as="article" aria-labelledby="activity-title" mt="4">
        <PageHead
          title={`${activity.title} - ${ACTIVITY_SECTION_NAME} - ${SITE.name}`}
          description={activity.summary || plainText(activity.body)}
          canonical={ACTIVITY_PATHS.detail(activity.id)}
          image={activity.cover}
          structuredData={eventData(
            {
              ...activity,
              summary: activity.summary || plainText(activity.body),
              address: activity.branch?.address ?? activity.library?.address,
            },
            ACTIVITY_PATHS.detail(activity.id),
          )}
        />
        <Grid templateColumns={{ base: '1fr', md: '320px 1fr' }} gap="6" alignItems="start">
          <Box aspectRatio={16 / 9} bg="brand.50" borderRadius="md" overflow="hidden">
            {activity.cover && <Image src={imageAtWidth(activity.cover, 800)} alt={`${activity.title}封面`} w="full" h="full" objectFit="cover" />}
          </Box>
          <Stack gap="3" minW="0">
            <HStack gap="2">
              <ActivityStateBadge state={activity.state} />
              <Text as="span" fontSize="xs" color="brand.700" bg="brand.50" px="1.5" borderRadius="sm">
                {CATEGORY_NAMES[activity.category]}
              </Text>
            </HStack>
            <Heading as="h1" id="activity-title" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" lineHeight="short">
              {activity.title}
            </Heading>
            <Stack gap="1.5">
              <Fact icon={<LuCalendarDays />} label="活动时间">
                {timeRange(activity.startsAt, activity.endsAt, formatDateTime)}
              </Fact>
              <Fact icon={<LuMapPin />} label="活动地点">
                {venuePrefix(activity)}
                {activity.place}
              </Fact>
              {activity.capacity > 0 && (
                <Fact icon={<LuClock />} label="报名时间">
                  {activity.signUpStartsAt ? formatDateTime(activity.signUpStartsAt) : '即日起'} 至{' '}
                  {formatDateTime(activity.signUpEndsAt ?? activity.startsAt)}
                </Fact>
              )}
              <Fact icon={<LuUsers />} label="人数">
                {activity.capacity > 0 ? `限${activity.capacity}人` : '不限，无需报名'}
              </Fact>
            </Stack>
          </Stack>
        </Grid>
        <Box mt="5">
          <SignUpPanel activity={activity} onChanged={() => refetch()} />
        </Box>
        <Heading as="h2" fontSize="lg" mt="8" mb="3" color="brand.800">
          活动介绍
        </Heading>
        <SafeHtml html={activity.body} />
      </Box>
    );
  }

  return (
    <ActivitySectionFrame category={activity?.category} onListPage={false}>
      <Breadcrumbs items={crumbs} />
      {content}
    </ActivitySectionFrame>
  );
}
