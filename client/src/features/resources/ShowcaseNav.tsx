import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SHOWCASE_KEYS, SHOWCASES, showcasePath, type ShowcaseKey } from './showcases';

/** The side navigation of the book showcases: 新书通报, 推荐图书, 图书排行, 推荐书单. */
export function ShowcaseNav({ current, onListPage }: { current: ShowcaseKey; onListPage: boolean }) {
  return (
    <Box as="nav" aria-label="图书推荐栏目" bg="white" borderRadius="lg" boxShadow="xs" overflow="hidden">
      <Heading as="h2" fontSize="md" fontWeight="bold" color="white" bg="brand.600" px="5" py="3">
        图书推荐
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="2">
        {SHOWCASE_KEYS.map((key) => {
          const active = key === current;
          return (
            <li key={key}>
              <Link
                asChild
                display="block"
                px="4"
                py="2.5"
                borderRadius="md"
                textDecoration="none"
                color={active ? 'brand.700' : 'fg.default'}
                bg={active ? 'brand.50' : undefined}
                fontWeight={active ? 'bold' : 'normal'}
                borderLeft="3px solid"
                borderColor={active ? 'brand.600' : 'transparent'}
                _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
              >
                <RouterLink to={showcasePath(key)} aria-current={active && onListPage ? 'page' : undefined}>
                  {SHOWCASES[key].label}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
