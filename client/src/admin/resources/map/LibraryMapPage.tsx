import { useQuery } from '@apollo/client/react';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { BRANCH_TYPES } from '../../../features/branches/branch-types';
import { MapWithList, type MapGroup } from '../../../features/map';
import { graphql } from '../../gql';

const LibraryMapPlaces = graphql(`
  query AdminLibraryMapPlaces {
    libraries: adminLibraries(page: 1, pageSize: 100, sortBy: sort, order: ASC, filter: { enabled: true }) {
      total
      items {
        id
        name
        address
        openingHours
        phone
        latitude
        longitude
      }
    }
    branches: adminBranches(page: 1, pageSize: 100, sortBy: sort, order: ASC, filter: { enabled: true }) {
      total
      items {
        id
        type
        name
        district
        address
        openingHours
        phone
        latitude
        longitude
      }
    }
  }
`);

/**
 * 图书馆地图 (issue 16): the enabled libraries and branch points on the map, with a list beside it
 * grouped by kind; choosing a place centres the map on it and opens its popup.
 */
export function LibraryMapPage() {
  const { data, loading } = useQuery(LibraryMapPlaces, { fetchPolicy: 'cache-and-network' });
  const groups = useMemo<MapGroup[]>(() => {
    if (!data) return [];
    const libraries: MapGroup = {
      title: '图书馆',
      points: data.libraries.items.map((library) => ({ ...library, id: `library-${library.id}`, kind: '图书馆' })),
    };
    return [
      libraries,
      ...BRANCH_TYPES.map(({ type, label }) => ({
        title: label,
        points: data.branches.items
          .filter((branch) => branch.type === type)
          .map((branch) => ({ ...branch, id: `branch-${branch.id}`, kind: `${label} · ${branch.district}` })),
      })),
    ];
  }, [data]);
  const capped = data && (data.libraries.total > data.libraries.items.length || data.branches.total > data.branches.items.length);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        图书馆地图
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        显示已启用的图书馆和分馆；在“本地图书馆”和“分馆管理”中填写经纬度即可在地图上标注。
        {capped ? '地点较多，仅显示各前 100 处。' : ''}
      </Text>
      {loading && !data ? <Skeleton h="560px" role="status" aria-label="加载中" /> : <MapWithList groups={groups} label="图书馆与分馆地图" />}
    </Stack>
  );
}
