'use client';

import type { SetupPhoto } from '@store/contract';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import styles from './SetupPhotos.module.css';

/**
 * The vendor's setup photos, served by the API: thumbnails that open the full
 * photo, loaded lazily with their size known (no layout shift). A plain <img>: the API already
 * re-encoded and sized them, so the store's image optimiser would only add a hop. On the
 * customer's tracking page and on the vendor's own page.
 */
export function SetupPhotoGrid({ photos, alt }: { photos: readonly SetupPhoto[]; alt: string }) {
  const { apiUrl } = useRuntimeConfig();
  return (
    <ul className={styles.grid} data-testid="setup-photos">
      {photos.map((photo, index) => {
        // Without an API origin the photo's own path is the address (also while rendering on the server).
        const src = apiUrl ? new URL(photo.url, apiUrl).toString() : photo.url;
        return (
          <li key={photo.url}>
            <a href={src} target="_blank" rel="noopener">
              {/* biome-ignore lint/performance/noImgElement: already sized by the API (see above) */}
              <img
                src={src}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                alt={`${alt} ${index + 1} of ${photos.length}`}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
