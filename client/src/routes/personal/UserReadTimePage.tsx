import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager';
import { PersonalHeading } from '../../features/interaction/PersonalHeading';
import { formatReadTime } from '../../features/reading/read-time/format-read-time';
import { ReadTimeBookRow } from '../../features/reading/read-time/ReadTimeBookRow';
import { ReadTimeChart } from '../../features/reading/read-time/ReadTimeChart';
import { ListFailed } from '../../features/resources/ListState';
import { EmptyNote } from '../../features/site/EmptyNote';
import { graphql } from '../../gql';
import { pageFrom } from '../../lib/page-param';

const ReadTimeSummaryQuery = graphql(`
  query UserReadTimeSummary {
    myReadTime {
      today
      week
      month
      total
      byDay {
        day
        seconds
      }
    }
  }
`);

const ReadTimeBooksQuery = graphql(`
  query UserReadTimeBooks($page: Int!, $pageSize: Int!) {
    myReadTimeResources(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        seconds
        lastReadAt
        progress
        resource {
          id
          kind
          title
          cover
        }
      }
    }
  }
`);

export const READ_BOOKS_PAGE_SIZE = 10;

const STATS = [
  ['today', '今日'],
  ['week', '本周'],
  ['month', '本月'],
  ['total', '累计'],
] as const;

/** /personal/userReadTime (阅读时长): today, this week, this month and all time; the last 30 days; the books read. */
export function UserReadTimePage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = useQuery(ReadTimeSummaryQuery);
  const books = useQuery(ReadTimeBooksQuery, { variables: { page, pageSize: READ_BOOKS_PAGE_SIZE } });
  const mine = summary.data?.myReadTime;
  const list = books.data?.myReadTimeResources ?? books.previousData?.myReadTimeResources;

  const go = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    headingRef.current?.focus();
  };

  let bookList;
  if (!list && books.loading) bookList = <Skeleton height="24" />;
  else if (!list && books.error) bookList = <ListFailed onRetry={() => void books.refetch().catch(() => undefined)} />;
  else if (!list || list.items.length === 0) {
    bookList = (
      <EmptyNote
        title="还没有阅读记录"
        description={
          <>
            在<RouterLink to="/resources/ebook">电子图书</RouterLink>、学位论文、报纸或期刊的详情页点击“在线阅读”，阅读时长会记在这里。
          </>
        }
      />
    );
  } else {
    bookList = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" opacity={books.loading ? 0.6 : 1}>
        {list.items.map((item) => (
          <ReadTimeBookRow key={item.resource.id} book={item} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PersonalHeading title="阅读时长" headingRef={headingRef} />
      {summary.error && !mine ? (
        <ListFailed onRetry={() => void summary.refetch().catch(() => undefined)} />
      ) : (
        <>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" m="0">
            {STATS.map(([key, label]) => (
              // A <dl> groups its terms in plain <div>s: the card is one box, not Card's two.
              <Stack key={key} gap="1" bg="white" borderWidth="1px" borderColor="border.muted" borderRadius="lg" px="4" py="3">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Box as="dd" m="0" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="brand.700">
                  {mine ? formatReadTime(mine[key]) : <Skeleton height="6" />}
                </Box>
              </Stack>
            ))}
          </SimpleGrid>
          <Card.Root borderRadius="lg">
            <Card.Body>
              <Heading as="h2" size="md" mb="2">
                最近 30 天
              </Heading>
              {mine ? <ReadTimeChart days={mine.byDay} /> : <Skeleton height="260px" />}
            </Card.Body>
          </Card.Root>
        </>
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          阅读记录{list && list.total > 0 ? `（${list.total}）` : ''}
        </Heading>
        {bookList}
        {list && list.total > READ_BOOKS_PAGE_SIZE && <Pager page={page} pageSize={READ_BOOKS_PAGE_SIZE} total={list.total} onChange={go} />}
      </Stack>
    </Stack>
  );
}
