/** The library map (issue 16): one component for every page that shows libraries and branches on a map. */
export { LibraryMap, type LibraryMapProps } from './LibraryMap';
export { MapWithList, type MapGroup } from './MapWithList';
export { placed, type MapPoint, type MapTiles } from './points';
export { CoordinatePicker, type CoordinatePickerProps } from './CoordinatePicker';
