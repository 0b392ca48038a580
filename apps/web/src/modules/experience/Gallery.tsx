'use client';

import Image from 'next/image';
import { useRef, useState } from 'react';
import styles from './Experience.module.css';

type Picture = { url: string; alt: string };

/** A horizontal move longer than this (px) is a swipe to the next or previous picture. */
const SWIPE_PX = 40;

/**
 * The gallery's pictures, each a button that opens it large in a lightbox (a native <dialog>: it
 * keeps focus, Escape closes it, and focus returns to the picture). Arrows, the arrow keys and a
 * swipe go through the others.
 */
export function Gallery({
  pictures,
  label = 'Picture',
  testIdPrefix = '',
}: {
  pictures: Picture[];
  label?: string;
  /** Before each test id, where a page has two galleries. */
  testIdPrefix?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
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
            data-testid={`${testIdPrefix}gallery-item`}
          >
            <Image src={picture.url} alt="" fill sizes="(max-width: 640px) 50vw, 25vw" />
          </button>
        ))}
      </div>
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-label={label}
        onClose={() => setOpen(null)}
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const from = touchX.current;
          const to = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
          step(to < from ? 1 : -1);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
        data-testid={`${testIdPrefix}lightbox`}
      >
        {shown && (
          <figure className={styles.lightboxFigure}>
            <div className={styles.lightboxImage}>
              <Image
                src={shown.url}
                alt={shown.alt}
                fill
                sizes="100vw"
                data-testid={`${testIdPrefix}lightbox-image`}
              />
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
            data-testid={`${testIdPrefix}lightbox-close`}
          >
            ×
          </button>
          {pictures.length > 1 && (
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next picture"
              data-testid={`${testIdPrefix}lightbox-next`}
            >
              ›
            </button>
          )}
        </div>
      </dialog>
    </>
  );
}
