import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/Pager';
import { Breadcrumbs } from '../../../features/site/Breadcrumbs';
import { EmptyNote } from '../../../features/site/EmptyNote';
import { ServiceLayout } from '../../../features/service/ServiceLayout';
import { SERVICE_HOME_PATH, SURVEY_STATE_COLORS, SURVEY_STATE_NAMES, surveyDetailPath, surveyWindow } from '../../../features/survey/survey-state';
import { graphql } from '../../../gql';
import { pageFrom } from '../../../lib/page-param';
import { SITE } from '../../../lib/site';
import { PageHead } from '../../../lib/page-head';

export const SURVEY_PAGE_SIZE = 10;

const SurveyListPageQuery = graphql(`
  query SurveyListPageQuery($filter: SurveyFilter, $page: Int!, $pageSize: Int!) {
    surveys(filter: $filter, page: $page, pageSize: $pageSize, sortBy: startsAt, order: DESC) {
      total
      items {
        id
        title
        introduction
        startsAt
        endsAt
        state
        answerCount
      }
    }
  }
`);

const TABS = [
  { value: 'all', label: '全部' },
  { value: 'open', label: '进行中' },
  { value: 'ended', label: '已结束' },
] as const;

/** /service/survey: 问卷调查, the library's surveys newest first; tabs 全部 / 进行中 / 已结束 in `?state=`. */
export function SurveyListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const tab = TABS.find((t) => t.value === params.get('state'))?.value ?? 'all';
  const { data, loading, error, refetch } = useQuery(SurveyListPageQuery, {
    variables: { filter: tab === 'all' ? null : { state: tab }, page, pageSize: SURVEY_PAGE_SIZE },
  });
  const list = data?.surveys;

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const body = (
    <>
      {!list && loading ? (
        <Stack gap="4" py="4" role="status" aria-label="列表加载中">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h="24" borderRadius="md" />
          ))}
        </Stack>
      ) : !list && error ? (
        <Box py="10" role="alert">
          <EmptyNote title="内容加载失败" description="网络似乎开了小差，请稍候再试。">
            <Button colorPalette="brand" size="sm" onClick={() => void refetch()}>
              重新加载
            </Button>
          </EmptyNote>
        </Box>
      ) : !list || list.items.length === 0 ? (
        <Box py="10">
          <EmptyNote
            title={tab === 'ended' ? '暂无已结束的问卷' : tab === 'open' ? '暂无进行中的问卷' : '暂无问卷'}
            description="敬请关注后续发布。"
          />
        </Box>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" py="4">
            {list.items.map((survey) => (
              <LinkBox
                as="li"
                key={survey.id}
                p={{ base: '4', md: '5' }}
                bg="white"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="border.muted"
                _hover={{ borderColor: 'brand.300', boxShadow: 'sm' }}
              >
                <HStack justify="space-between" align="flex-start" gap="3">
                  <Heading as="h2" fontSize="lg" fontWeight="semibold" lineHeight="short">
                    <LinkOverlay asChild>
                      <RouterLink to={surveyDetailPath(survey.id)}>{survey.title}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Badge colorPalette={SURVEY_STATE_COLORS[survey.state]} variant="subtle" flexShrink={0}>
                    {SURVEY_STATE_NAMES[survey.state]}
                  </Badge>
                </HStack>
                {survey.introduction && (
                  <Text mt="2" color="fg.muted" lineClamp={2}>
                    {survey.introduction}
                  </Text>
                )}
                <HStack mt="3" gap="5" fontSize="sm" color="fg.muted" wrap="wrap">
                  <HStack gap="1">
                    <LuCalendarClock aria-hidden="true" />
                    <Text>{surveyWindow(survey.startsAt, survey.endsAt)}</Text>
                  </HStack>
                  <HStack gap="1">
                    <LuUsers aria-hidden="true" />
                    <Text>{survey.answerCount} 人参与</Text>
                  </HStack>
                </HStack>
              </LinkBox>
            ))}
          </Stack>
          <Pager page={page} pageSize={SURVEY_PAGE_SIZE} total={list.total} onChange={(next) => set({ page: next <= 1 ? null : String(next) })} />
        </>
      )}
    </>
  );

  return (
    <ServiceLayout>
      <PageHead title={`问卷调查 - ${SITE.name}`} />
      <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: '服务指南', to: SERVICE_HOME_PATH }, { label: '问卷调查' }]} />
      <Flex align="baseline" justify="space-between" gap="4" mt="4" pb="4" borderBottom="2px solid" borderColor="brand.600" wrap="wrap">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800">
          问卷调查
        </Heading>
        {list && list.total > 0 && (
          <Text fontSize="sm" color="fg.muted">
            共 {list.total} 份问卷
          </Text>
        )}
      </Flex>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => set({ state: e.value === 'all' ? null : e.value, page: null })}
        variant="line"
        colorPalette="brand"
        mt="3"
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* One panel per tab (each trigger's aria-controls names its panel); the active one holds the list. */}
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} p="0">
            {t.value === tab && body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ServiceLayout>
  );
}
