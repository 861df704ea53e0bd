import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Wrap } from '@chakra-ui/react';
import { LuFlame } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import { newSearchHref } from './retrieve-href';

export const HotSearchWordsQuery = graphql(`
  query HotSearchWordsQuery($limit: Int!) {
    hotSearchWords(limit: $limit) {
      id
      text
    }
  }
`);

/** How many popular searches are offered. */
export const HOT_WORD_COUNT = 10;

/** 热门检索: the popular searches the library passed, each a link that searches it. Nothing while there are none. */
export function HotSearchWords() {
  const { data } = useQuery(HotSearchWordsQuery, { variables: { limit: HOT_WORD_COUNT }, fetchPolicy: 'cache-first', context: { quiet: true } });
  const words = data?.hotSearchWords ?? [];
  if (words.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="hot-search-words" mt="6">
      <Heading as="h2" id="hot-search-words" fontSize="md" fontWeight="bold" color="brand.800" display="flex" alignItems="center" gap="1.5" mb="3">
        <Box as="span" color="accent.500">
          <LuFlame aria-hidden="true" />
        </Box>
        热门检索
      </Heading>
      <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
        {words.map((word) => (
          <li key={word.id}>
            <Button asChild size="sm" variant="outline" colorPalette="brand" borderRadius="full" fontWeight="normal">
              <RouterLink to={newSearchHref(word.text)}>{word.text}</RouterLink>
            </Button>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}
