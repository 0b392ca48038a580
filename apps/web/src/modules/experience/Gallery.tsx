'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import styles from './Experience.module.css';

type Picture = { url: string; alt: string };

/**
 * The gallery's pictures, each a button that opens it large in a lightbox (a native <dialog>: it
 * keeps focus, Escape closes it, and focus returns to the picture). Arrows and the arrow keys go
 * through the others.
 */
export function Gallery({ pictures }: { pictures: Picture[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : pictures[open];
  const step = (by: number) =>
    setOpen((i) => (i === null ? i : (i + by + pictures.length) % pictures.length));

  function show(index: number) {
    setOpen(index);
    dialog.current?.showModal();
  }

  return (
    <>
      <div className="gallery">
        {pictures.map((picture, index) => (
          <button
            key={picture.url}
            type="button"
            className={`gallery-item ${styles.galleryButton}`}
            onClick={() => show(index)}
            aria-label={`Open picture ${index + 1} of ${pictures.length} larger: ${picture.alt}`}
            data-testid="gallery-item"
          >
            <Image src={picture.url} alt="" fill sizes="(max-width: 640px) 50vw, 25vw" />
          </button>
        ))}
      </div>
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-label="Picture"
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
        data-testid="lightbox"
      >
        {shown && (
          <figure className={styles.lightboxFigure}>
            <div className={styles.lightboxImage}>
              <Image src={shown.url} alt={shown.alt} fill sizes="100vw" data-testid="lightbox-image" />
            </div>
            <figcaption className={styles.lightboxCaption}>
              {(open ?? 0) + 1} / {pictures.length}
            </figcaption>
          </figure>
        )}
        <div className={styles.lightboxControls}>
          {pictures.length > 1 && (
            <button type="button" onClick={() => step(-1)} aria-label="Previous picture">
              ‹
            </button>
          )}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label="Close"
            data-testid="lightbox-close"
          >
            ×
          </button>
          {pictures.length > 1 && (
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next picture"
              data-testid="lightbox-next"
            >
              ›
            </button>
          )}
        </div>
      </dialog>
    </>
  );
}
