import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCheck, LuChevronDown } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { FacetSidebar_FacetsFragment } from '../../gql/graphql';
import { facetLabel } from './filter-labels';
import { FACETS, type FacetName, type SearchChange, type SearchState } from './search-params';

export const FacetSidebar_facets = graphql(`
  fragment FacetSidebar_facets on SearchFacets {
    kind {
      value
      label
      count
    }
    availability {
      value
      label
      count
    }
    classId {
      value
      label
      count
    }
    year {
      value
      label
      count
    }
    language {
      value
      label
      count
    }
    creator {
      value
      label
      count
    }
  }
`);

type FacetValue = FacetSidebar_FacetsFragment[FacetName][number];

/** Values a group shows before 更多. */
const FOLDED_COUNT = 6;

interface FacetGroupProps {
  name: FacetName;
  label: string;
  values: readonly FacetValue[];
  selected?: string;
  hrefFor(change: SearchChange): string;
}

/** One facet: its values with their counts; a value links to the search narrowed by it (the chosen one, back out). */
function FacetGroup({ name, label, values, selected, hrefFor }: FacetGroupProps) {
  const [unfolded, setUnfolded] = useState(false);
  const headingId = `facet-${name}`;
  // The chosen value stays visible when the group is folded.
  const shown = unfolded ? values : values.filter((value, index) => index < FOLDED_COUNT || value.value === selected);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} fontSize="sm" fontWeight="bold" color="brand.800" mb="2">
        {label}
      </Heading>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {shown.map((value) => {
          const chosen = value.value === selected;
          const text = facetLabel(name, value);
          return (
            <li key={value.value}>
              <Link
                asChild
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
                px="2"
                py="1"
                borderRadius="sm"
                fontSize="sm"
                textDecoration="none"
                color={chosen ? 'brand.700' : 'fg.default'}
                fontWeight={chosen ? 'semibold' : 'normal'}
                bg={chosen ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50', color: 'brand.700', textDecoration: 'none' }}
                focusVisibleRing="inside"
              >
                <RouterLink to={hrefFor({ filters: { [name]: chosen ? undefined : value.value } })} aria-current={chosen ? 'true' : undefined}>
                  <Box as="span" display="flex" alignItems="center" gap="1" minW="0">
                    {chosen && <LuCheck aria-hidden="true" />}
                    <Text as="span" truncate title={text}>
                      {text}
                    </Text>
                  </Box>
                  <Text as="span" flexShrink={0} fontSize="xs" color="fg.muted" aria-hidden="true">
                    {value.count}
                  </Text>
                  <Box as="span" srOnly>
                    ，{value.count} 条
                  </Box>
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
      {values.length > FOLDED_COUNT && (
        <Button variant="plain" size="xs" colorPalette="brand" px="2" mt="1" aria-expanded={unfolded} onClick={() => setUnfolded(!unfolded)}>
          {unfolded ? '收起' : `更多${label}（共 ${values.length} 项）`}
        </Button>
      )}
    </Box>
  );
}

/** Whether the facets have any value to offer (else the page shows no sidebar). */
export const hasFacetValues = (facets: FacetSidebar_FacetsFragment) => FACETS.some(({ name }) => facets[name].length > 0);

/**
 * The facets beside the results (资源类型, 获取方式, 分类, 年份, 语种, 责任者): only those with values.
 * Below md they sit above the results, folded behind 筛选 so that the results stay in view.
 */
export function FacetSidebar({
  facets,
  partial = false,
  state,
  hrefFor,
}: {
  facets: FacetSidebar_FacetsFragment;
  /** The counts are of the results the server ranked, not of every match (not `facetsExact`). */
  partial?: boolean;
  state: SearchState;
  hrefFor(change: SearchChange): string;
}) {
  const [unfolded, setUnfolded] = useState(false);
  const groupsId = useId();
  const groups = FACETS.filter(({ name }) => facets[name].length > 0);
  if (groups.length === 0) return null;
  return (
    <Box as="nav" aria-label="筛选检索结果" bg="white" borderRadius="lg" boxShadow="xs" p="4">
      <Button
        display={{ base: 'flex', md: 'none' }}
        w="full"
        justifyContent="space-between"
        variant="ghost"
        colorPalette="brand"
        size="sm"
        aria-expanded={unfolded}
        aria-controls={groupsId}
        onClick={() => setUnfolded(!unfolded)}
      >
        筛选
        <LuChevronDown aria-hidden="true" style={{ transform: unfolded ? 'rotate(180deg)' : undefined }} />
      </Button>
      <Stack id={groupsId} gap="5" display={{ base: unfolded ? 'flex' : 'none', md: 'flex' }} mt={{ base: unfolded ? '3' : '0', md: '0' }}>
        {partial ? (
          <Text fontSize="xs" color="fg.muted">
            结果较多，以下数目仅统计部分结果
          </Text>
        ) : null}
        {groups.map(({ name, label }) => (
          <FacetGroup key={name} name={name} label={label} values={facets[name]} selected={state.filters[name]} hrefFor={hrefFor} />
        ))}
      </Stack>
    </Box>
  );
}
