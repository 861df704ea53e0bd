import { Box, Button, Flex, Grid, Heading, HStack, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { LuBookOpen, LuClock, LuMapPin, LuPhone } from 'react-icons/lu';
import { NewsBlock } from '../../features/news/NewsBlock';
import { BannerCarousel } from '../../features/site/BannerCarousel';
import { EmptyNote } from '../../features/site/EmptyNote';
import { LibraryCard } from '../../features/site/LibraryCard';
import { SiteContainer } from '../../features/site/SiteContainer';
import { graphql } from '../../gql';
import type { NewsCategory } from '../../gql/graphql';
import { SITE } from '../../lib/site';
import { PageHead } from '../../lib/page-head';
import { websiteData } from '../../lib/structured-data';

/** How many newest items each news block shows. */
export const NEWS_PER_BLOCK = 6;

const IndexPageQuery = graphql(`
  query IndexPageQuery($newsPerBlock: Int!) {
    banners(pageSize: 10, sortBy: sort, order: ASC) {
      items {
        ...BannerCarousel_banner
      }
    }
    libraryNews: newsList(filter: { category: libraryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {
      items {
        ...NewsBlock_news
      }
    }
    peaceNews: newsList(filter: { category: peaceNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {
      items {
        ...NewsBlock_news
      }
    }
    industryNews: newsList(filter: { category: industryNews }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {
      items {
        ...NewsBlock_news
      }
    }
    publicNotice: newsList(filter: { category: publicNotice }, pageSize: $newsPerBlock, sortBy: publishedAt, order: DESC) {
      items {
        ...NewsBlock_news
      }
    }
    libraries(pageSize: 12, sortBy: sort, order: ASC) {
      total
      items {
        ...LibraryCard_library
      }
    }
  }
`);

/** A section of the home page: a centred title with an English subtitle, then its content. */
function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '8', md: '12' }}>
      <Stack align="center" gap="1" mb={{ base: '5', md: '8' }} textAlign="center">
        <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.800" letterSpacing="widest">
          {title}
        </Heading>
        <Text fontSize="xs" color="fg.muted" letterSpacing="0.2em" textTransform="uppercase">
          {subtitle}
        </Text>
        <HStack gap="1.5" mt="1" aria-hidden="true">
          <Box w="6" h="0.5" bg="brand.200" />
          <Box w="2" h="2" bg="accent.500" transform="rotate(45deg)" />
          <Box w="6" h="0.5" bg="brand.200" />
        </HStack>
      </Stack>
      {children}
    </Box>
  );
}

/** 开放时间 · 咨询电话 · 馆址 under the carousel. */
function QuickFacts() {
  const facts = (
    [
      { icon: <LuClock />, label: '开放时间', value: SITE.openingHours },
      { icon: <LuPhone />, label: '咨询电话', value: SITE.phone },
      { icon: <LuMapPin />, label: '总馆地址', value: SITE.address },
    ] satisfies { icon: ReactNode; label: string; value: string }[]
  ).filter((fact) => fact.value);
  if (facts.length === 0) return null;
  return (
    <SiteContainer position="relative" mt={{ base: '0', md: '-10' }} zIndex="1">
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
        bg="white"
        borderRadius={{ base: '0 0 lg lg', md: 'lg' }}
        boxShadow="md"
        overflow="hidden"
      >
        {facts.map((fact, i) => (
          <HStack
            as="li"
            key={fact.label}
            gap="3"
            px={{ base: '4', md: '6' }}
            py={{ base: '3', md: '5' }}
            align="flex-start"
            borderTop={{ base: i > 0 ? '1px solid' : 'none', md: 'none' }}
            borderLeft={{ md: i > 0 ? '1px solid' : 'none' }}
            borderColor={{ base: 'border.muted', md: 'border.muted' }}
          >
            <Flex
              flexShrink={0}
              boxSize="10"
              align="center"
              justify="center"
              borderRadius="full"
              bg="brand.50"
              color="brand.600"
              fontSize="lg"
              aria-hidden="true"
            >
              {fact.icon}
            </Flex>
            <Box minW="0">
              <Text fontSize="sm" color="fg.muted">
                {fact.label}
              </Text>
              <Text fontWeight="semibold" color="fg.default" fontSize={{ base: 'sm', md: 'md' }}>
                {fact.value}
              </Text>
            </Box>
          </HStack>
        ))}
      </Grid>
    </SiteContainer>
  );
}

const BLOCKS: { category: NewsCategory; featureFirst?: boolean }[] = [
  { category: 'libraryNews', featureFirst: true },
  { category: 'publicNotice' },
  { category: 'peaceNews' },
  { category: 'industryNews' },
];

/** The home page: carousel, quick facts, the four news blocks and the local libraries. */
export function IndexPage() {
  const { data, loading, error, refetch } = useQuery(IndexPageQuery, { variables: { newsPerBlock: NEWS_PER_BLOCK } });
  const failed = !!error && !data;

  return (
    <>
      <PageHead title={`首页 - ${SITE.name}`} canonical="/index" structuredData={websiteData} />
      <VisuallyHidden asChild>
        <h1>{SITE.name}首页</h1>
      </VisuallyHidden>

      <BannerCarousel banners={data?.banners.items} loading={loading} />
      <QuickFacts />

      <SiteContainer>
        {failed && (
          <Box mt="8" bg="white" borderRadius="lg" boxShadow="xs" p="6" role="alert">
            <EmptyNote title="内容加载失败" description="网络似乎开了小差，请稍候再试。">
              <Button colorPalette="brand" size="sm" onClick={() => void refetch()}>
                重新加载
              </Button>
            </EmptyNote>
          </Box>
        )}

        <Section id="home-news" title="资讯动态" subtitle="News & Notices">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
            {BLOCKS.map((block) => (
              <NewsBlock
                key={block.category}
                category={block.category}
                featureFirst={block.featureFirst}
                items={data?.[block.category].items}
                loading={loading}
              />
            ))}
          </Grid>
        </Section>

        <Section id="home-libraries" title="本地图书馆" subtitle="Local Libraries">
          {loading && !data ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }} aria-busy="true" role="status" aria-label="本地图书馆加载中">
              {Array.from({ length: 4 }, (_, i) => (
                <Stack key={i} bg="white" borderRadius="lg" overflow="hidden" gap="3" pb="4">
                  <Skeleton aspectRatio={16 / 10} />
                  <Skeleton h="5" mx="4" w="60%" />
                  <Skeleton h="4" mx="4" />
                  <Skeleton h="4" mx="4" w="80%" />
                </Stack>
              ))}
            </SimpleGrid>
          ) : data && data.libraries.items.length > 0 ? (
            <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
              {data.libraries.items.map((library) => (
                <li key={library.id}>
                  <LibraryCard library={library} />
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Box bg="white" borderRadius="lg" boxShadow="xs" p="6">
              <EmptyNote title="暂无本地图书馆信息" icon={<LuBookOpen />} />
            </Box>
          )}
        </Section>
      </SiteContainer>
    </>
  );
}
