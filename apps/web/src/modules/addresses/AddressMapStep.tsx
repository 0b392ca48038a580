'use client';

import type { MapPoint } from '@store/domain';
import dynamic from 'next/dynamic';
import { Submit } from '@/ui/fields';
import styles from './Address.module.css';
import type { MapSettings } from './map-settings';

// Leaflet touches `window` when it loads, and nothing but this step needs it: its own chunk.
const MapLoading = () => (
  <div className={styles.mapLoading} aria-busy="true">
    Loading the map…
  </div>
);
const AddressMap = dynamic(() => import('./AddressMap'), { ssr: false, loading: MapLoading });

/** The address flow's MAP step, inside its dialog: the pin put on the building, in the city's map. */
export function AddressMapStep(props: {
  cityName: string;
  map: MapSettings | 'loading' | 'failed';
  start: { centre: MapPoint; zoom: number };
  onMove(point: MapPoint): void;
  onConfirm(): void;
}) {
  const { map } = props;
  return (
    <>
      <p className={styles.hint}>
        Move the map until the pin sits on your building in {props.cityName}: drag it, tap a spot, or use the
        arrow keys once the map is selected.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm();
        }}
      >
        {map === 'loading' && <MapLoading />}
        {map === 'failed' && (
          <p className={styles.mapLoading} role="alert">
            The map could not be loaded. Please close this and try again.
          </p>
        )}
        {typeof map === 'object' && (
          <AddressMap
            centre={props.start.centre}
            zoom={props.start.zoom}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            onMove={props.onMove}
          />
        )}
        <Submit busy={false} testId="address-map-confirm">
          Confirm location
        </Submit>
      </form>
    </>
  );
}
