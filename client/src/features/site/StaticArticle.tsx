import { Box, Grid, Heading, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { SITE } from '../../lib/site';
import { Breadcrumbs } from './Breadcrumbs';
import { PageBand } from './PageBand';
import { SiteContainer } from './SiteContainer';
import type { StaticBlock, StaticDocument } from './static/types';
import { PageHead } from '../../lib/page-head';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 14 → 十四, 20 → 二十 (section numbers up to 99). */
export function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}

const sectionAnchor = (id: string) => `section-${id}`;

/** Scrolls to a section and moves focus there, without a router navigation for the hash. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(sectionAnchor(id));
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

function Block({ block }: { block: StaticBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  if ('subheading' in block) {
    return (
      <Heading as="h3" fontSize="md" fontWeight="bold" color="brand.800" pt="2">
        {block.subheading}
      </Heading>
    );
  }
  if ('list' in block) {
    return (
      <List.Root
        as={block.ordered ? 'ol' : 'ul'}
        ps="6"
        gap="2"
        listStyleType={block.ordered ? 'decimal' : 'disc'}
        css={{ '& li::marker': { color: 'var(--chakra-colors-brand-500)' } }}
      >
        {block.list.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      // Focusable, so keyboard users can scroll a table wider than a phone.
      <Table.ScrollArea
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={caption ?? head.join('、')}
        focusRing="outside"
      >
        <Table.Root size="sm" variant="line" whiteSpace="normal" css={{ '& td, & th': { lineHeight: '1.7', verticalAlign: 'top' } }}>
          {caption && (
            <Box as="caption" srOnly>
              {caption}
            </Box>
          )}
          <Table.Header>
            <Table.Row bg="brand.50">
              {head.map((cell) => (
                <Table.ColumnHeader key={cell} color="brand.800" fontWeight="bold" whiteSpace="nowrap">
                  {cell}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.join('|')}>
                {row.map((cell, i) => (
                  <Table.Cell key={i} fontWeight={i === 0 ? 'semibold' : 'normal'} minW={i === 0 ? '6em' : '8em'}>
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }
  return (
    <Box borderInlineStart="4px solid" borderColor="accent.500" bg="orange.50" px="4" py="3" borderRadius="0 md md 0" color="fg.default">
      {block.note}
    </Box>
  );
}

/** A static page: the band, breadcrumbs, title, numbered sections, and a table of contents from lg up. */
export function StaticArticle({ doc, numbered = true }: { doc: StaticDocument; numbered?: boolean }) {
  const number = (i: number) => (numbered ? `${chineseNumber(i + 1)}、` : '');
  return (
    <>
      <PageHead title={`${doc.title} - ${SITE.name}`} />
      <PageBand title={doc.title} subtitle={doc.subtitle} />
      <SiteContainer py={{ base: '4', md: '8' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 240px' }} gap="6" alignItems="start">
          <Box
            as="article"
            aria-labelledby="static-title"
            bg="white"
            borderRadius="lg"
            boxShadow="xs"
            px={{ base: '4', md: '10' }}
            py={{ base: '5', md: '8' }}
            minW="0"
          >
            <Breadcrumbs items={[{ label: '首页', to: '/index' }, { label: doc.title }]} />
            <Box as="header" textAlign="center" mt="6" pb="6" borderBottom="1px solid" borderColor="border">
              <Heading as="h1" id="static-title" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.800" letterSpacing="wider">
                {doc.title}
              </Heading>
              {doc.meta && (
                <HStack justify="center" wrap="wrap" gap={{ base: '2', md: '5' }} mt="3" fontSize="sm" color="fg.muted">
                  {doc.meta.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </HStack>
              )}
            </Box>
            <Stack gap="4" mt="6" fontSize={{ base: 'md', md: '17px' }} lineHeight="1.9">
              {doc.lead.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {doc.sections.map((section, i) => (
                <Stack as="section" key={section.id} aria-labelledby={sectionAnchor(section.id)} gap="3" pt="4">
                  <Heading
                    as="h2"
                    id={sectionAnchor(section.id)}
                    tabIndex={-1}
                    outline="none"
                    scrollMarginTop="4"
                    fontSize={{ base: 'lg', md: 'xl' }}
                    fontWeight="bold"
                    color="brand.800"
                    pb="2"
                    borderBottom="1px dashed"
                    borderColor="brand.100"
                  >
                    {number(i)}
                    {section.heading}
                  </Heading>
                  {section.blocks.map((block, j) => (
                    <Block key={j} block={block} />
                  ))}
                </Stack>
              ))}
              {doc.closing && (
                <Stack gap="0" align="flex-end" pt="6" color="fg.muted">
                  {doc.closing.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Stack>
              )}
            </Stack>
          </Box>

          <Box as="aside" display={{ base: 'none', lg: 'block' }} position="sticky" top="4">
            <Box as="nav" aria-label="本页目录" bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden">
              <Text px="5" py="3" bg="brand.600" color="white" fontWeight="bold" aria-hidden="true">
                本页目录
              </Text>
              <List.Root as="ol" listStyleType="none" m="0" p="2" gap="0.5">
                {doc.sections.map((section, i) => (
                  <List.Item key={section.id}>
                    <Link
                      href={`#${sectionAnchor(section.id)}`}
                      onClick={(event) => jumpTo(event, section.id)}
                      display="block"
                      px="3"
                      py="1.5"
                      borderRadius="md"
                      fontSize="sm"
                      color="fg.default"
                      textDecoration="none"
                      _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                      focusRing="inside"
                    >
                      {number(i)}
                      {section.heading}
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          </Box>
        </Grid>
      </SiteContainer>
    </>
  );
}
