import { Button, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FACETS, type FacetName, type SearchChange, type SearchState } from './search-params';

interface FilterChipsProps {
  state: SearchState;
  /** What a chosen value is called (纸质图书, 2020年, a class's name). */
  labelOf(name: FacetName, value: string): string;
  hrefFor(change: SearchChange): string;
}

/** The chosen filters as chips that remove themselves, and 清除筛选. Nothing when none is chosen. */
export function FilterChips({ state, labelOf, hrefFor }: FilterChipsProps) {
  const chosen = FACETS.filter(({ name }) => state.filters[name]);
  if (chosen.length === 0) return null;
  return (
    <HStack gap="2" alignItems="baseline">
      <Text fontSize="sm" color="fg.muted" flexShrink={0} aria-hidden="true">
        已选：
      </Text>
      <Wrap as="ul" aria-label="已选筛选条件" gap="2" align="center" listStyleType="none" m="0" p="0">
        {chosen.map(({ name, label }) => {
          const value = labelOf(name, state.filters[name]!);
          return (
            <li key={name}>
              <Button asChild size="xs" variant="subtle" colorPalette="brand" borderRadius="full">
                <RouterLink
                  to={hrefFor({ filters: { [name]: undefined } })}
                  aria-label={`移除筛选条件：${label} ${value}`}
                  title={`${label}：${value}`}
                >
                  {value}
                  <LuX aria-hidden="true" />
                </RouterLink>
              </Button>
            </li>
          );
        })}
        <li>
          <Link asChild fontSize="sm" color="brand.700" textDecoration="underline">
            <RouterLink to={hrefFor({ clearFilters: true })}>清除筛选</RouterLink>
          </Link>
        </li>
      </Wrap>
    </HStack>
  );
}
