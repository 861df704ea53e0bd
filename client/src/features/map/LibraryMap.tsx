import { useQuery } from '@apollo/client/react';
import { Box, ClientOnly, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { graphql } from '../../gql';
import { DEFAULT_TILES, placed, type MapPoint } from './points';

const MapSettingsQuery = graphql(`
  query LibraryMapSettings {
    mapSettings {
      tileUrl
      attribution
      maxZoom
    }
  }
`);

// Leaflet and its CSS are a chunk of their own, loaded only where a map is shown.
const LeafletMap = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletMap })));

export interface LibraryMapProps {
  points: readonly MapPoint[];
  /** Centre on this point and open its popup. */
  focusedId?: string | null;
  onSelect?: (id: string) => void;
  /** The map's accessible name (default 图书馆地图). */
  label?: string;
  height?: string | Record<string, string>;
}

/**
 * The library map (issue 16): markers with popups (name, address, opening hours, phone) for the
 * points that have coordinates, on the tiles the server names (MAP_TILE_URL). Used by the branch
 * pages, 联系交通 and the back office's 图书馆地图.
 */
export function LibraryMap({ points, focusedId, onSelect, label = '图书馆地图', height = { base: '300px', md: '420px' } }: LibraryMapProps) {
  const { data, loading } = useQuery(MapSettingsQuery, { fetchPolicy: 'cache-first' });
  const fallback = <Skeleton h={height} w="full" borderRadius="md" />;
  if (loading && !data) return fallback;
  const unplaced = points.length - placed(points).length;
  return (
    <Box>
      {/* Leaflet needs a browser: the server renders the placeholder, the map comes after hydration. */}
      <ClientOnly fallback={fallback}>
        <Suspense fallback={fallback}>
          <LeafletMap
            points={points}
            tiles={data?.mapSettings ?? DEFAULT_TILES}
            focusedId={focusedId}
            onSelect={onSelect}
            label={label}
            height={height}
          />
        </Suspense>
      </ClientOnly>
      {unplaced > 0 && (
        <Text mt="2" fontSize="xs" color="fg.muted">
          另有 {unplaced} 处未标注坐标，未在地图上显示。
        </Text>
      )}
    </Box>
  );
}
