import { CoordinatePicker } from '../../features/map';
import type { FormAccess } from './types';

/**
 * A field's `after` for forms with `latitude` and `longitude` number fields: 在地图上选点 under
 * them, which fills both from a click on the map.
 */
export function coordinatesOnMap(form: FormAccess) {
  const text = (name: string) => (typeof form.values[name] === 'string' ? (form.values[name] as string) : '');
  return (
    <CoordinatePicker
      latitude={text('latitude')}
      longitude={text('longitude')}
      onPick={(latitude, longitude) => {
        form.set('latitude', String(latitude));
        form.set('longitude', String(longitude));
      }}
    />
  );
}
