import { useQuery } from '@apollo/client/react';
import { Box, Card, Flex, Heading, HStack, Input, NativeSelect, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { ACTION_LABELS, DIRECTIONS } from '../../features/points/point-labels';
import { PointEntryTable } from '../../features/points/PointEntryTable';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import type { PointAction, PointDirection, UserPointPageQueryQuery } from '../../gql/graphql';
import { pageFrom } from '../../lib/page-param';
import { libraryInstant } from '../../lib/library-time';
import { SITE } from '../../lib/site';
import { PageHead } from '../../lib/page-head';

const UserPointPageQuery = graphql(`
  query UserPointPageQuery {
    myPoints {
      balance
      today
      todayPoints
      rules {
        ruleId
        action
        name
        description
        points
        dailyCap
        todayPoints
      }
    }
  }
`);

const UserPointEntriesQuery = graphql(`
  query UserPointEntriesQuery($filter: PointEntryFilter, $page: Int!, $pageSize: Int!) {
    myPointEntries(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        delta
        reason
        action
        balanceAfter
        createdAt
      }
    }
  }
`);

export const PAGE_SIZE = 10;
type Rule = UserPointPageQueryQuery['myPoints']['rules'][number];

/** A library day 'YYYY-MM-DD' as the instant it starts on the library's clock (LIBRARY_TIME_ZONE). */
const dayStart = (day: string) => libraryInstant(day)!.toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One rule: how it earns, and today's points against its daily cap. */
function RuleProgress({ rule }: { rule: Rule }) {
  const capped = rule.dailyCap > 0;
  const value = capped ? Math.min(100, Math.round((rule.todayPoints / rule.dailyCap) * 100)) : undefined;
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap="2">
        <Flex justify="space-between" align="baseline" gap="2">
          <Text fontWeight="semibold">{rule.name}</Text>
          <Text fontSize="sm" color="brand.700">
            +{rule.points}分/次
          </Text>
        </Flex>
        {rule.description && (
          <Text fontSize="sm" color="fg.muted">
            {rule.description}
          </Text>
        )}
        {capped ? (
          <Progress.Root value={value} size="sm" colorPalette="brand">
            <HStack justify="space-between">
              <Progress.Label fontSize="xs" color="fg.muted">
                今日 {rule.todayPoints}/{rule.dailyCap} 分
              </Progress.Label>
              {rule.todayPoints >= rule.dailyCap && (
                <Text fontSize="xs" color="fg.muted">
                  今日已达上限
                </Text>
              )}
            </HStack>
            <Progress.Track mt="1" aria-label={`${rule.name}今日进度`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            今日 {rule.todayPoints} 分（不设上限）
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A figure of the summary: its label and the number. */
function Summary({ label, value, accent = false }: { label: string; value: number; accent?: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="white" role="group" aria-label={label}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="semibold" color={accent ? 'brand.700' : undefined}>
        {value}
      </Text>
    </Box>
  );
}

/** /personal/userPoint (我的积分): the balance, the rules with today's progress, and the ledger with filters. */
export function UserPointPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const action = params.get('action') ?? '';
  const direction = params.get('direction') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const summary = useQuery(UserPointPageQuery, { fetchPolicy: 'cache-and-network' });
  const filter = {
    ...(action && action in ACTION_LABELS ? { action: action as PointAction } : {}),
    ...(action === 'MANUAL' ? { manual: true } : {}),
    ...(direction === 'IN' || direction === 'OUT' ? { direction: direction as PointDirection } : {}),
    ...(DAY.test(from) ? { from: dayStart(from) } : {}),
    ...(DAY.test(to) ? { to: dayStart(nextDay(to)) } : {}),
  };
  const entries = useQuery(UserPointEntriesQuery, { variables: { filter, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const mine = summary.data?.myPoints;
  const list = entries.data?.myPointEntries;

  const setParam = (key: string, value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  let ledger;
  if (!list && entries.loading) ledger = <Skeleton h="40" role="status" aria-label="积分明细加载中" />;
  else if (!list || list.items.length === 0)
    ledger = (
      <EmptyNote
        title={entries.error ? '加载失败，请稍候再试' : '暂无积分记录'}
        description={entries.error ? undefined : '登录、阅读、评论等都可以获得积分。'}
      />
    );
  else
    ledger = (
      <>
        <PointEntryTable entries={list.items} caption="积分明细" />
        <Box mt="3">
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} onChange={(p) => setParam('page', String(p))} />
        </Box>
      </>
    );

  return (
    <Stack gap="6">
      <PageHead title={`我的积分 - ${SITE.name}`} />
      <PersonalHeading title="我的积分" />
      {mine ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Summary label="当前积分" value={mine.balance} accent />
          <Summary label={`今日获得（${mine.today}）`} value={mine.todayPoints} />
        </SimpleGrid>
      ) : (
        <Skeleton h="24" role="status" aria-label="我的积分加载中" />
      )}

      <Stack as="section" gap="3" aria-labelledby="point-rules">
        <Heading as="h2" size="md" id="point-rules">
          积分规则与今日进度
        </Heading>
        {mine && mine.rules.length === 0 && <Text color="fg.muted">暂无积分规则</Text>}
        {mine && mine.rules.length > 0 && (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" m="0" p="0">
            {mine.rules.map((rule) => (
              <RuleProgress key={rule.ruleId} rule={rule} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="point-entries">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="point-entries">
            积分明细
          </Heading>
          {list && list.total > 0 && (
            <Text fontSize="sm" color="fg.muted">
              共 {list.total} 条
            </Text>
          )}
        </Flex>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" w="36">
            <NativeSelect.Field aria-label="积分来源" value={action} onChange={(e) => setParam('action', e.currentTarget.value || undefined)}>
              <option value="">全部来源</option>
              {Object.entries(ACTION_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              <option value="MANUAL">人工调整</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root size="sm" w="28">
            <NativeSelect.Field aria-label="收支" value={direction} onChange={(e) => setParam('direction', e.currentTarget.value || undefined)}>
              {DIRECTIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack gap="1">
            <Input
              size="sm"
              w="40"
              type="date"
              aria-label="开始日期"
              value={from}
              onChange={(e) => setParam('from', e.currentTarget.value || undefined)}
            />
            <Text fontSize="sm" color="fg.muted">
              至
            </Text>
            <Input
              size="sm"
              w="40"
              type="date"
              aria-label="结束日期"
              value={to}
              onChange={(e) => setParam('to', e.currentTarget.value || undefined)}
            />
          </HStack>
        </HStack>
        {ledger}
      </Stack>
    </Stack>
  );
}
