import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, HStack, Image, LinkBox, LinkOverlay, NativeSelect, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuCalendarDays, LuMapPin, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import {
  ACTIVITY_PATHS,
  ACTIVITY_SECTION_NAME,
  CATEGORIES,
  CATEGORY_NAMES,
  STATE_NAMES,
  STATES,
  timeRange,
} from '../../../features/activity/activity';
import { ActivitySectionFrame } from '../../../features/activity/ActivitySectionFrame';
import { ActivityStateBadge } from '../../../features/activity/ActivityStateBadge';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { graphql } from '../../../gql';
import type { ActivityCategory, ActivityListPageQueryQuery, ActivityState } from '../../../gql/graphql';
import { formatDateTime, imageAtWidth } from '../../../lib/format';
import { pageFrom } from '../../../lib/page-param';
import { SITE } from '../../../lib/site';
import { venuePrefix } from '../../../features/activity/activity';
import { PageHead } from '../../../lib/page-head';

const ActivityListPageQuery = graphql(`
  query ActivityListPageQuery($filter: ActivityFilter, $page: Int!, $pageSize: Int!, $order: SortOrder!) {
    activities(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: $order) {
      total
      page
      pageSize
      items {
        id
        title
        category
        cover
        summary
        place
        startsAt
        endsAt
        capacity
        placesLeft
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
`);

export const ACTIVITY_PAGE_SIZE = 10;

type Item = ActivityListPageQueryQuery['activities']['items'][number];
type When = 'upcoming' | 'past';

const isCategory = (value: string | null): value is ActivityCategory => !!value && (CATEGORIES as string[]).includes(value);
const isState = (value: string | null): value is ActivityState => !!value && (STATES as string[]).includes(value);
/** States an activity that has not ended can be in, and those of a past one. */
const UPCOMING_STATES = STATES.filter((s) => s !== 'ENDED');

function ActivityRow({ item }: { item: Item }) {
  return (
    <LinkBox
      as="article"
      display="flex"
      gap={{ base: '3', md: '5' }}
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _hover={{ bg: 'brand.50/40' }}
      flexDirection={{ base: 'column', sm: 'row' }}
    >
      <Box w={{ base: 'full', sm: '220px' }} flexShrink={0} aspectRatio={16 / 9} bg="brand.50" borderRadius="md" overflow="hidden">
        {item.cover && <Image src={imageAtWidth(item.cover, 400)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />}
      </Box>
      <Stack gap="2" minW="0" flex="1">
        <HStack gap="2" align="flex-start">
          <ActivityStateBadge state={item.state} />
          <Text as="span" fontSize="xs" color="brand.700" bg="brand.50" px="1.5" borderRadius="sm" flexShrink={0}>
            {CATEGORY_NAMES[item.category]}
          </Text>
        </HStack>
        <Heading as="h2" fontSize="lg" lineHeight="short" color="brand.800">
          <LinkOverlay asChild>
            <RouterLink to={ACTIVITY_PATHS.detail(item.id)}>{item.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {item.summary && (
          <Text fontSize="sm" color="fg.muted" lineClamp="2">
            {item.summary}
          </Text>
        )}
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="1.5">
            <LuCalendarDays aria-hidden="true" />
            <Text as="span">{timeRange(item.startsAt, item.endsAt, formatDateTime)}</Text>
          </HStack>
          <HStack gap="1.5">
            <LuMapPin aria-hidden="true" />
            <Text as="span">
              {venuePrefix(item)}
              {item.place}
            </Text>
          </HStack>
          {item.capacity > 0 && (
            <HStack gap="1.5">
              <LuUsers aria-hidden="true" />
              <Text as="span">
                限{item.capacity}人{item.state === 'OPEN' ? `，剩余 ${item.placesLeft} 个名额` : ''}
              </Text>
            </HStack>
          )}
        </Stack>
      </Stack>
    </LinkBox>
  );
}

/**
 * /activity: 近期活动 (not ended, soonest first) and 往期回顾 (ended, latest first), by category (the
 * side navigation, `?category=`) and state (`?state=`), 10 a page (`?page=`).
 */
export function ActivityListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const category = isCategory(params.get('category')) ? (params.get('category') as ActivityCategory) : undefined;
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const stateParam = params.get('state');
  const state = when === 'upcoming' && isState(stateParam) && stateParam !== 'ENDED' ? stateParam : undefined;

  const { data, loading, error } = useQuery(ActivityListPageQuery, {
    variables: {
      filter: { category, past: when === 'past', ...(state ? { state } : {}) },
      page,
      pageSize: ACTIVITY_PAGE_SIZE,
      order: when === 'past' ? 'DESC' : 'ASC',
    },
  });
  const list = data?.activities;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const name = category ? CATEGORY_NAMES[category] : '全部活动';
  let content;
  if (!list && loading) {
    content = (
      <Stack gap="4" role="status" aria-busy="true" aria-label="活动加载中">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="28" />
        ))}
      </Stack>
    );
  } else if (!list || list.items.length === 0) {
    content = (
      <Box py="10">
        <EmptyNote
          title={error ? '活动加载失败' : when === 'past' ? '暂无往期活动' : '暂无近期活动'}
          description={error ? '请稍候再试' : when === 'upcoming' ? '可以看看往期回顾，或换个类别看看。' : undefined}
        />
      </Box>
    );
  } else {
    content = (
      <>
        <Box>
          {list.items.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </Box>
        <Box mt="6">
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={(p) => update({ page: String(p) })} />
        </Box>
      </>
    );
  }

  return (
    <ActivitySectionFrame category={category} onListPage>
      <PageHead title={`${name}${page > 1 ? `（第${page}页）` : ''} - ${ACTIVITY_SECTION_NAME} - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: ACTIVITY_SECTION_NAME, to: ACTIVITY_PATHS.list }, { label: name }]} />
      <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} mt="4" color="brand.800">
        {name}
      </Heading>
      <Tabs.Root
        mt="4"
        value={when}
        onValueChange={(e) => update({ when: e.value === 'past' ? 'past' : undefined, state: undefined })}
        variant="line"
        colorPalette="brand"
      >
        <Flex gap="3" align="center" justify="space-between" wrap="wrap" borderBottomWidth="1px" borderColor="border.muted">
          <Tabs.List borderBottomWidth="0">
            <Tabs.Trigger value="upcoming">近期活动</Tabs.Trigger>
            <Tabs.Trigger value="past">往期回顾</Tabs.Trigger>
          </Tabs.List>
          {when === 'upcoming' && (
            <NativeSelect.Root size="sm" w="40" mb="2">
              <NativeSelect.Field aria-label="活动状态" value={state ?? ''} onChange={(e) => update({ state: e.currentTarget.value || undefined })}>
                <option value="">全部状态</option>
                {UPCOMING_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_NAMES[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Flex>
        <Tabs.Content value="upcoming" p="0">
          {when === 'upcoming' && content}
        </Tabs.Content>
        <Tabs.Content value="past" p="0">
          {when === 'past' && content}
        </Tabs.Content>
      </Tabs.Root>
    </ActivitySectionFrame>
  );
}
