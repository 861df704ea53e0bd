import { Box, Button, HStack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ListEmpty, ListFailed } from '../../../features/resources/ListState';
import { RANK_LIMIT, RANK_PERIODS, RANK_TABS, readRanking, type RankTab } from '../../../features/resources/ranking';
import { RankingList } from '../../../features/resources/RankingList';
import { ShowcaseLayout } from '../../../features/resources/ShowcaseLayout';
import { showcaseDetailPath } from '../../../features/resources/showcases';
import { graphql } from '../../../gql';
import type { RankPeriod } from '../../../gql/graphql';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const RankBooksPageQuery = graphql(`
  query RankBooksPageQuery($by: RankBy!, $period: RankPeriod!, $limit: Int!) {
    resourceRanking(kinds: [book], by: $by, period: $period, limit: $limit) {
      rank
      value
      resource {
        ...ResourceCard_resource
      }
    }
  }
`);

/** resources/rankBooks: the paper books ranked by views, borrows or score, over a period; both in the URL. */
export function RankBooksPage() {
  const [params, setParams] = useSearchParams();
  const { by, period } = readRanking(params);
  const { data, previousData, loading, error, refetch } = useQuery(RankBooksPageQuery, { variables: { by, period, limit: RANK_LIMIT } });
  const shown = data?.resourceRanking ?? previousData?.resourceRanking;

  const change = (next: { by?: RankTab; period?: RankPeriod }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.by) updated.set('by', next.by);
      if (next.period) updated.set('period', next.period);
      return updated;
    });

  let list;
  if (!shown && loading)
    list = (
      <Text py="10" textAlign="center" color="fg.muted" aria-busy="true">
        排行加载中…
      </Text>
    );
  else if (!shown && error) list = <ListFailed onRetry={() => void refetch()} />;
  else if (!shown || shown.length === 0) list = <ListEmpty title="暂无排行数据" description="该时段内还没有相关记录，换个时段看看。" />;
  else list = <RankingList items={shown} by={by} busy={loading && !data} linkFor={(id) => showcaseDetailPath('rankBooks', id)} />;

  return (
    <ShowcaseLayout showcase="rankBooks">
      <PageHead title={`图书排行 - ${SITE.name}`} />
      <Tabs.Root value={by} onValueChange={(event) => change({ by: event.value as RankTab })} colorPalette="brand" mt="4" lazyMount unmountOnExit>
        <Tabs.List>
          {RANK_TABS.map((tab) => (
            <Tabs.Trigger key={tab.key} value={tab.key}>
              {tab.label}排行
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <HStack role="group" aria-label="统计时段" gap="2" mt="4" wrap="wrap">
          {RANK_PERIODS.map((item) => (
            <Button
              key={item.key}
              size="sm"
              colorPalette="brand"
              variant={item.key === period ? 'solid' : 'outline'}
              aria-pressed={item.key === period}
              disabled={by === 'SCORE' && item.key !== 'ALL'}
              onClick={() => change({ period: item.key })}
            >
              {item.label}
            </Button>
          ))}
          {by === 'SCORE' && (
            <Text fontSize="sm" color="fg.muted">
              评分排行按全部时间统计
            </Text>
          )}
        </HStack>
        {RANK_TABS.map((tab) => (
          <Tabs.Content key={tab.key} value={tab.key} pt="4">
            <Box>{list}</Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ShowcaseLayout>
  );
}
