import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { placed, popupLines, type MapPoint, type MapTiles } from './points';

// Leaflet finds its marker images through its CSS, which a bundle breaks: give it the bundled files.
const MARKER = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});
/** The focused point is drawn at least this close. */
const FOCUS_ZOOM = 15;

export interface LeafletMapProps {
  points: readonly MapPoint[];
  tiles: MapTiles;
  /** The point to centre on and open (a list item was chosen). */
  focusedId?: string | null;
  /** A marker's popup was opened (a click, or Enter on the marker). */
  onSelect?: (id: string) => void;
  /** The map's accessible name. */
  label: string;
  height: string | Record<string, string>;
}

/** A popup's content as DOM nodes (text only: no markup from the data reaches the page). */
function popupContent(point: MapPoint): HTMLElement {
  const root = document.createElement('div');
  root.className = 'library-map-popup';
  if (point.kind) {
    const kind = document.createElement('div');
    kind.className = 'library-map-popup-kind';
    kind.textContent = point.kind;
    root.append(kind);
  }
  const name = document.createElement('strong');
  name.textContent = point.name;
  root.append(name);
  for (const line of popupLines(point)) {
    const row = document.createElement('div');
    row.textContent = `${line.label}：${line.value}`;
    root.append(row);
  }
  return root;
}

/**
 * The map itself, on Leaflet (loaded lazily by LibraryMap): a marker with a popup per placed point,
 * the view fitted to them, tiles from the configured server. Tiles that fail to load (no network)
 * leave the markers and popups working.
 */
export function LeafletMap({ points, tiles, focusedId, onSelect, label, height }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  // The map and its tiles, once per tile server.
  useEffect(() => {
    const element = container.current!;
    const placedMarkers = markers.current;
    const created = L.map(element, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(created);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(created);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
      placedMarkers.clear();
    };
  }, [tiles.tileUrl, tiles.attribution, tiles.maxZoom]);

  // The markers, whenever the points change; the view takes them all in.
  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    markers.current.clear();
    const shown = placed(points);
    for (const point of shown) {
      const marker = L.marker([point.latitude, point.longitude], { icon: MARKER, title: point.name, alt: point.name, keyboard: true });
      marker.bindPopup(popupContent(point), { maxWidth: 280 });
      // Clicked, or Enter on the focused marker: either opens its popup.
      marker.on('popupopen', () => select.current?.(point.id));
      marker.addTo(group);
      markers.current.set(point.id, marker);
    }
    if (shown.length === 1) current.setView([shown[0].latitude, shown[0].longitude], FOCUS_ZOOM);
    else if (shown.length > 1)
      current.fitBounds(L.latLngBounds(shown.map((p) => [p.latitude, p.longitude] as [number, number])), { padding: [24, 24], maxZoom: FOCUS_ZOOM });
    else current.setView([35, 105], 4);
  }, [points, tiles.tileUrl, tiles.attribution, tiles.maxZoom]);

  // A chosen point: centred and its popup open.
  useEffect(() => {
    const marker = focusedId ? markers.current.get(focusedId) : undefined;
    const current = map.current;
    if (!marker || !current) return;
    current.setView(marker.getLatLng(), Math.max(current.getZoom(), FOCUS_ZOOM));
    marker.openPopup();
  }, [focusedId, points]);

  // The container can change size (a side list wraps under it on phones).
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.current?.invalidateSize());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      h={height}
      w="full"
      borderRadius="md"
      overflow="hidden"
      bg="gray.100"
      zIndex="0"
      position="relative"
      css={{
        '& .library-map-popup': { fontSize: '13px', lineHeight: '1.6', color: '#1a202c' },
        '& .library-map-popup strong': { display: 'block', fontSize: '14px', marginBottom: '2px' },
        '& .library-map-popup-kind': { color: '#4a5568', fontSize: '12px' },
        '& .leaflet-container a': { color: '#1d4e89' },
      }}
    />
  );
}

export interface LeafletPickerProps {
  tiles: MapTiles;
  /** The chosen point, if any: the marker stands there. */
  value: { latitude: number; longitude: number } | null;
  /** Where the map opens when nothing is chosen yet. */
  center: { latitude: number; longitude: number; zoom: number };
  onPick(latitude: number, longitude: number): void;
  label: string;
}

/** Coordinates as a form keeps them: six decimals (about 0.1 m). */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A map to choose a point on: a click puts the marker there, and the marker can be dragged. */
export function LeafletPicker({ tiles, value, center, onPick, label }: LeafletPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  /** Whether the map has had its first view (on the value, else on `center`). */
  const viewed = useRef(false);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const created = L.map(container.current!, { zoomControl: false, attributionControl: false });
    viewed.current = false;
    L.control.zoom({ zoomInTitle: '放大', zoomOutTitle: '缩小' }).addTo(created);
    L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(created);
    L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(created);
    const placed = L.marker([0, 0], { icon: MARKER, draggable: true, title: '所选位置', alt: '所选位置', keyboard: true });
    placed.on('dragend', () => {
      const at = placed.getLatLng();
      pick.current(round6(at.lat), round6(at.lng));
    });
    created.on('click', (event: L.LeafletMouseEvent) => pick.current(round6(event.latlng.lat), round6(event.latlng.lng)));
    map.current = created;
    marker.current = placed;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles.tileUrl, tiles.attribution, tiles.maxZoom]);

  // The marker follows the value (typed into the fields, or picked); the first view is centred on it.
  useEffect(() => {
    const current = map.current;
    const placed = marker.current;
    if (!current || !placed) return;
    if (value) {
      placed.setLatLng([value.latitude, value.longitude]);
      if (!current.hasLayer(placed)) placed.addTo(current);
    } else placed.remove();
    if (!viewed.current) {
      viewed.current = true;
      if (value) current.setView([value.latitude, value.longitude], FOCUS_ZOOM);
      else current.setView([center.latitude, center.longitude], center.zoom);
    }
  }, [value, center.latitude, center.longitude, center.zoom, tiles.tileUrl]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      h="320px"
      w="full"
      borderRadius="md"
      overflow="hidden"
      bg="gray.100"
      zIndex="0"
      position="relative"
      cursor="crosshair"
    />
  );
}
