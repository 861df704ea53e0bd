/** A place on the library map: a library or a branch point. */
export interface MapPoint {
  /** Unique among the points of one map (e.g. 'library-3', 'branch-12'). */
  id: string;
  name: string;
  latitude?: number | null;
  longitude?: number | null;
  /** What it is, shown above the name in its popup (总馆 / 街道分馆 …). */
  kind?: string | null;
  address?: string | null;
  openingHours?: string | null;
  phone?: string | null;
}

/** The tile server of the maps (the server's MAP_TILE_URL and its attribution). */
export interface MapTiles {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
}

/** Public OpenStreetMap tiles, until the server has said which to use. */
export const DEFAULT_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 贡献者',
  maxZoom: 19,
};

export type PlacedPoint = MapPoint & { latitude: number; longitude: number };

/** The points that have both coordinates (the others are listed but not on the map). */
export function placed(points: readonly MapPoint[]): PlacedPoint[] {
  return points.filter(
    (point): point is PlacedPoint =>
      typeof point.latitude === 'number' && typeof point.longitude === 'number' && Number.isFinite(point.latitude + point.longitude),
  );
}

/** The lines of a point's popup, in order. */
export function popupLines(point: MapPoint): Array<{ label: string; value: string }> {
  return [
    { label: '地址', value: point.address ?? '' },
    { label: '开放时间', value: point.openingHours ?? '' },
    { label: '电话', value: point.phone ?? '' },
  ].filter((line) => line.value.trim() !== '');
}
