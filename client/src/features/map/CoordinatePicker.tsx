import { useQuery } from '@apollo/client/react';
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMapPin } from 'react-icons/lu';
import { graphql } from '../../gql';
import { DEFAULT_TILES } from './points';

const CoordinatePickerStart = graphql(`
  query CoordinatePickerStart {
    mapSettings {
      tileUrl
      attribution
      maxZoom
    }
    libraries(pageSize: 1, sortBy: sort, order: ASC) {
      items {
        id
        latitude
        longitude
      }
    }
  }
`);

const LeafletPicker = lazy(() => import('./LeafletMap').then((m) => ({ default: m.LeafletPicker })));

/** Nothing chosen and no library placed: the map opens on the whole country. */
const COUNTRY = { latitude: 35, longitude: 105, zoom: 4 };

const toNumber = (text: string | undefined) => {
  const n = text !== undefined && text.trim() !== '' ? Number(text) : NaN;
  return Number.isFinite(n) ? n : null;
};

export interface CoordinatePickerProps {
  /** The latitude and longitude as the form holds them (text). */
  latitude?: string;
  longitude?: string;
  onPick(latitude: number, longitude: number): void;
}

/**
 * 在地图上选点: a button that opens a map under the coordinate fields; a click on the map (or
 * dragging the marker) fills both. The map opens on the chosen point, else on the first library.
 */
export function CoordinatePicker({ latitude, longitude, onPick }: CoordinatePickerProps) {
  const [open, setOpen] = useState(false);
  const start = useQuery(CoordinatePickerStart, { skip: !open });
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  const value = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { latitude: lat, longitude: lng } : null;
  const library = start.data?.libraries.items.find((item) => item.latitude != null && item.longitude != null);
  const center = library ? { latitude: library.latitude!, longitude: library.longitude!, zoom: 13 } : COUNTRY;

  return (
    <Stack gap="2">
      <Box>
        <Button type="button" size="sm" variant="outline" colorPalette="brand" aria-expanded={open} onClick={() => setOpen(!open)}>
          <LuMapPin aria-hidden="true" />
          {open ? '收起地图' : '在地图上选点'}
        </Button>
      </Box>
      {open &&
        (start.loading && !start.data ? (
          <Skeleton h="320px" />
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              点击地图选择位置，或拖动标记微调；经纬度随之填入。
            </Text>
            <Suspense fallback={<Skeleton h="320px" />}>
              <LeafletPicker tiles={start.data?.mapSettings ?? DEFAULT_TILES} value={value} center={center} onPick={onPick} label="选择位置的地图" />
            </Suspense>
          </>
        ))}
    </Stack>
  );
}
