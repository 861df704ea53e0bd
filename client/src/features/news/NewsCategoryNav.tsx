import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NewsCategory } from '../../gql/graphql';
import { NEWS_CATEGORIES, NEWS_SECTION_NAME, newsListPath } from './categories';

/**
 * The side navigation of the 资讯动态 section: the four categories. A column beside the content
 * from md up, a row of tabs above it on phones.
 */
export function NewsCategoryNav({ current, onListPage }: { current: NewsCategory; onListPage: boolean }) {
  return (
    <Box as="nav" aria-label={`${NEWS_SECTION_NAME}栏目`} bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden">
      <Text
        display={{ base: 'none', md: 'block' }}
        px="5"
        py="4"
        bg="brand.600"
        color="white"
        fontSize="lg"
        fontWeight="bold"
        letterSpacing="wider"
        aria-hidden="true"
      >
        {NEWS_SECTION_NAME}
      </Text>
      <Flex
        as="ul"
        direction={{ base: 'row', md: 'column' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        listStyleType="none"
        m="0"
        p={{ base: '1', md: '2' }}
      >
        {NEWS_CATEGORIES.map((category) => {
          const active = category.key === current;
          return (
            <Box as="li" key={category.key} flexShrink={0}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                gap="2"
                px={{ base: '3', md: '4' }}
                py={{ base: '2', md: '3' }}
                borderRadius="md"
                fontWeight={active ? 'bold' : 'normal'}
                color={active ? 'brand.700' : 'fg.default'}
                bg={active ? 'brand.50' : undefined}
                textDecoration="none"
                _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                focusRing="inside"
              >
                <RouterLink to={newsListPath(category.key)} aria-current={active ? (onListPage ? 'page' : 'true') : undefined}>
                  <Box
                    aria-hidden="true"
                    w="1"
                    h="4"
                    borderRadius="full"
                    bg={active ? 'accent.500' : 'transparent'}
                    display={{ base: 'none', md: 'block' }}
                  />
                  {category.name}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
