'use client';

import { endpoints } from '@store/api-client';
import { useEffect, useState } from 'react';
import { Gallery } from '@/modules/experience/Gallery';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Reviews.module.css';

type Picture = { url: string; alt: string };

/** The photos customers added to their reviews, each opening larger in the lightbox. */
export function ReviewPhotos({ experienceId }: { experienceId: number }) {
  const api = useApi();
  const [pictures, setPictures] = useState<Picture[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.call(endpoints.ratingImages, { params: { id: experienceId }, query: {}, hideAlert: true }).then(
      (page) =>
        live &&
        setPictures(
          page.images.map((image) => ({
            url: image.url,
            alt: `Photo by ${image.customer_name}, ${image.rating} out of 5`,
          })),
        ),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, experienceId]);

  return (
    <div className={styles.photos} data-testid="review-photos">
      {failed && <p role="alert">The photos could not be loaded. Please try again.</p>}
      {pictures?.length === 0 && <p>No photos yet.</p>}
      {pictures && pictures.length > 0 && (
        <Gallery pictures={pictures} label="Customer photo" testIdPrefix="review-" />
      )}
    </div>
  );
}
