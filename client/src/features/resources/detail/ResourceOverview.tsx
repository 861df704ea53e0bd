import { Badge, Box, Grid, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuHeart, LuStar } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { ResourceOverview_ResourceFragment } from '../../../gql/graphql';
import { formatCount } from '../../../lib/format';
import { KIND_LABELS } from '../kinds';
import { ResourceCover } from '../ResourceCover';
import { resourceMeta } from './resource-meta';

export const ResourceOverview_resource = graphql(`
  fragment ResourceOverview_resource on Resource {
    id
    kind
    title
    subtitle
    cover
    creators
    publisher
    publishYear
    language
    summary
    keywords
    views
    collections
    scoreAverage
    scoreCount
    class {
      id
      name
    }
    ... on Book {
      isbn
      edition
      pages
      callNumber
    }
    ... on Ebook {
      isbn
      pages
    }
    ... on Journal {
      issn
      cn
      frequency
    }
    ... on Newspaper {
      issn
      cn
      frequency
    }
    ... on Thesis {
      degree
      institution
      advisor
      discipline
    }
    ... on Audio {
      narrator
      totalDuration
    }
    ... on Exhibition {
      venue
      startsOn
      endsOn
    }
  }
`);

function Counter({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack gap="0" align="center" minW="20" px="3" py="2" bg="bg.canvas" borderRadius="md">
      <HStack gap="1" fontSize="xs" color="fg.muted">
        <Box as="span" aria-hidden="true">
          {icon}
        </Box>
        <Text as="span">{label}</Text>
      </HStack>
      <Text fontSize="lg" fontWeight="bold" color="brand.700">
        {children}
      </Text>
    </Stack>
  );
}

/** The top of a detail page: cover, title and subtitle, the information list, counters, summary and keywords. */
export function ResourceOverview({ resource, children }: { resource: ResourceOverview_ResourceFragment; children?: ReactNode }) {
  const meta = resourceMeta(resource);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }} gap={{ base: '5', md: '8' }} mt={{ base: '4', md: '6' }}>
      <ResourceCover
        kind={resource.kind}
        cover={resource.cover}
        title={resource.title}
        width={800}
        priority
        slot="240px"
        boxShadow="md"
        maxW={{ base: '60', md: 'none' }}
        w="full"
        mx={{ base: 'auto', md: '0' }}
      />
      <Stack gap="4" minW="0">
        <Box>
          <Badge colorPalette="brand" variant="subtle" mb="2">
            {KIND_LABELS[resource.kind]}
          </Badge>
          <Heading as="h1" id="resource-title" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.4" color="fg.default">
            {resource.title}
          </Heading>
          {resource.subtitle && (
            <Text mt="1" color="fg.muted" fontSize="md">
              {resource.subtitle}
            </Text>
          )}
        </Box>
        {meta.length > 0 && (
          <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} columnGap="6" rowGap="1.5" fontSize="sm" m="0">
            {meta.map((row) => (
              <HStack key={row.label} gap="2" align="baseline" minW="0">
                <Text as="dt" color="fg.muted" flexShrink={0}>
                  {row.label}：
                </Text>
                <Text as="dd" m="0" color="fg.default" minW="0" wordBreak="break-word">
                  {row.value}
                </Text>
              </HStack>
            ))}
          </Grid>
        )}
        <HStack gap="3" wrap="wrap" aria-label="统计" role="group">
          <Counter icon={<LuEye />} label="浏览">
            {formatCount(resource.views)}
          </Counter>
          <Counter icon={<LuHeart />} label="收藏">
            {formatCount(resource.collections)}
          </Counter>
          <Counter icon={<LuStar />} label="评分">
            {resource.scoreCount > 0 ? resource.scoreAverage.toFixed(1) : '暂无'}
            {resource.scoreCount > 0 && (
              <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted" ml="1">
                （{resource.scoreCount}人）
              </Text>
            )}
          </Counter>
        </HStack>
        {children}
      </Stack>
      {(resource.summary || resource.keywords.length > 0) && (
        <Box gridColumn={{ md: '1 / -1' }}>
          <Heading
            as="h2"
            fontSize="lg"
            fontWeight="bold"
            color="brand.800"
            borderLeft="4px solid"
            borderColor="brand.600"
            pl="3"
            lineHeight="1.3"
            mb="3"
          >
            内容简介
          </Heading>
          {resource.summary && (
            <Text whiteSpace="pre-line" lineHeight="1.9" color="fg.default">
              {resource.summary}
            </Text>
          )}
          {resource.keywords.length > 0 && (
            <HStack mt="3" gap="2" align="baseline" fontSize="sm">
              <Text as="span" color="fg.muted" flexShrink={0}>
                关键词：
              </Text>
              <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
                {resource.keywords.map((keyword) => (
                  <li key={keyword}>
                    <Badge variant="outline" colorPalette="brand">
                      {keyword}
                    </Badge>
                  </li>
                ))}
              </Wrap>
            </HStack>
          )}
        </Box>
      )}
    </Grid>
  );
}
