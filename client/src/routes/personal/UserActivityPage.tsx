import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { confirm } from '../../components/ConfirmDialog';
import { Pager } from '../../components/Pager';
import { showSuccess } from '../../components/ui/toaster';
import { ACTIVITY_PATHS, SIGN_UP_COLORS, signUpLabel, timeRange } from '../../features/activity/activity';
import { ActivityStateBadge } from '../../features/activity/ActivityStateBadge';
import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import type { SignUpStatus, UserActivityPageQueryQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { pageFrom } from '../../lib/page-param';
import { SITE } from '../../lib/site';
import { venuePrefix } from '../../features/activity/activity';
import { PageHead } from '../../lib/page-head';

const UserActivityPageQuery = graphql(`
  query UserActivityPageQuery($page: Int!, $pageSize: Int!, $status: SignUpStatus) {
    myActivitySignUps(page: $page, pageSize: $pageSize, status: $status) {
      total
      page
      pageSize
      items {
        id
        status
        waitingPosition
        queuedAt
        checkedInAt
        activity {
          id
          title
          place
          startsAt
          endsAt
          state
          branch {
            id
            name
          }
          library {
            id
            name
          }
        }
      }
    }
  }
`);

const UserActivityPageCancel = graphql(`
  mutation UserActivityPageCancel($activityId: ID!) {
    cancelActivitySignUp(activityId: $activityId) {
      id
      status
    }
  }
`);

export const PAGE_SIZE = 10;
type SignUp = UserActivityPageQueryQuery['myActivitySignUps']['items'][number];

const STATUS_FILTER: { value: SignUpStatus | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'SIGNED_UP', label: '报名成功' },
  { value: 'WAITING', label: '候补中' },
  { value: 'CANCELLED', label: '已取消' },
];

function SignUpCard({ signUp, onCancel, cancelling }: { signUp: SignUp; onCancel(s: SignUp): void; cancelling: boolean }) {
  const { activity } = signUp;
  const cancellable = signUp.status !== 'CANCELLED' && activity.state !== 'ONGOING' && activity.state !== 'ENDED';
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body>
        <Flex gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="1.5" minW="0">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={SIGN_UP_COLORS[signUp.status]} variant="subtle">
                {signUpLabel(signUp)}
              </Badge>
              <ActivityStateBadge state={activity.state} />
            </HStack>
            <Heading as="h2" fontSize="md">
              <Link asChild color="brand.700">
                <RouterLink to={ACTIVITY_PATHS.detail(activity.id)}>{activity.title}</RouterLink>
              </Link>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {timeRange(activity.startsAt, activity.endsAt, formatDateTime)} · {venuePrefix(activity)}
              {activity.place}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              报名时间 {formatDateTime(signUp.queuedAt)}
              {signUp.checkedInAt ? ` · 签到时间 ${formatDateTime(signUp.checkedInAt)}` : ''}
            </Text>
          </Stack>
          {cancellable && (
            <Button size="sm" variant="outline" colorPalette="red" flexShrink={0} loading={cancelling} onClick={() => onCancel(signUp)}>
              {signUp.status === 'WAITING' ? '取消候补' : '取消报名'}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** /personal/userActivity (我的活动): the reader's sign-ups with their state, newest first, and cancel. */
export function UserActivityPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const statusParam = params.get('status') ?? '';
  const status = STATUS_FILTER.some((s) => s.value === statusParam && s.value) ? (statusParam as SignUpStatus) : undefined;
  const { data, loading, error, refetch } = useQuery(UserActivityPageQuery, { variables: { page, pageSize: PAGE_SIZE, status } });
  const [cancel] = useMutation(UserActivityPageCancel);
  const [cancelling, setCancelling] = useState<string>();
  const list = data?.myActivitySignUps;

  const setParam = (key: string, value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const onCancel = async (signUp: SignUp) => {
    const waiting = signUp.status === 'WAITING';
    if (!(await confirm({ title: waiting ? '取消候补' : '取消报名', text: `确定取消“${signUp.activity.title}”的${waiting ? '候补' : '报名'}吗？` })))
      return;
    setCancelling(signUp.id);
    try {
      await cancel({ variables: { activityId: signUp.activity.id } });
      showSuccess(waiting ? '已取消候补' : '已取消报名');
    } catch {
      // The refusal was shown by the error catalogue.
    } finally {
      await refetch().catch(() => undefined);
      setCancelling(undefined);
    }
  };

  let content;
  if (!list && loading) {
    content = (
      <Stack gap="3" role="status" aria-busy="true" aria-label="我的活动加载中">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="24" />
        ))}
      </Stack>
    );
  } else if (!list || list.items.length === 0) {
    content = (
      <EmptyNote title={error ? '加载失败，请稍候再试' : '暂无活动报名'} description={error ? undefined : '去看看近期有哪些活动吧。'}>
        {!error && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={ACTIVITY_PATHS.list}>浏览活动</RouterLink>
          </Button>
        )}
      </EmptyNote>
    );
  } else {
    content = (
      <>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {list.items.map((signUp) => (
            <SignUpCard key={signUp.id} signUp={signUp} onCancel={(s) => void onCancel(s)} cancelling={cancelling === signUp.id} />
          ))}
        </Stack>
        <Box mt="4">
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={(p) => setParam('page', String(p))} />
        </Box>
      </>
    );
  }

  return (
    <Stack gap="4">
      <PageHead title={`我的活动 - ${SITE.name}`} />
      <PersonalHeading title="我的活动" total={list?.total} />
      <Flex justify="flex-end">
        <NativeSelect.Root size="sm" w="36">
          <NativeSelect.Field aria-label="报名状态" value={status ?? ''} onChange={(e) => setParam('status', e.currentTarget.value || undefined)}>
            {STATUS_FILTER.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {content}
    </Stack>
  );
}
