'use client';

import 'leaflet/dist/leaflet.css';
import type { MapPoint } from '@store/domain';
import { MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import styles from './Address.module.css';

/** Reports the map's centre (where the pin is drawn) after every pan or zoom; a tap pans there. */
function CentreTracker({ onMove }: { onMove(point: MapPoint): void }) {
  const map = useMapEvents({
    moveend: () => {
      const { lat, lng } = map.getCenter();
      onMove({ latitude: lat, longitude: lng });
    },
    click: (event) => map.panTo(event.latlng),
  });
  return null;
}

/**
 * The address map (Leaflet through react-leaflet): the pin stays in the middle and the map moves
 * under it, by dragging, tapping, or the arrow keys once the map has focus. Loaded only on the
 * map step (next/dynamic), with Leaflet's stylesheet, so no other page carries it.
 */
export default function AddressMap(props: {
  centre: MapPoint;
  zoom: number;
  tileUrl: string;
  attribution: string;
  onMove(point: MapPoint): void;
}) {
  return (
    <div className={styles.mapFrame} data-testid="address-map">
      <MapContainer
        center={[props.centre.latitude, props.centre.longitude]}
        zoom={props.zoom}
        className={styles.map}
        scrollWheelZoom={false}
      >
        <TileLayer url={props.tileUrl} attribution={props.attribution} />
        <CentreTracker onMove={props.onMove} />
      </MapContainer>
      <span className={styles.pin} aria-hidden="true" />
    </div>
  );
}
