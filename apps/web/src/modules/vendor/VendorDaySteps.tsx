'use client';

import { ApiError, endpoints } from '@store/api-client';
import type { VendorDay, VendorResponseView } from '@store/contract';
import { type FormEvent, useId, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { SetupPhotoGrid } from '@/modules/tracking/SetupPhotos';
import styles from './Vendor.module.css';

type Busy = '' | 'on_the_way' | 'photos' | 'done';

const DONE_TEXT: Record<Exclude<Busy, ''>, string> = {
  on_the_way: 'Marked on the way',
  photos: 'Photos added',
  done: 'Marked done',
};

/** A file the API would refuse anyway, named before it is sent (its bytes are checked there). */
function photoProblem(files: readonly File[], day: VendorDay): string {
  const left = day.max_photos - day.photos.length;
  if (files.length === 0) return 'Choose at least one photo.';
  if (files.length > left) return `You can add ${left} more photo${left === 1 ? '' : 's'}.`;
  const mb = day.max_photo_bytes / (1024 * 1024);
  const large = files.find((f) => f.size > day.max_photo_bytes);
  return large ? `${large.name} is larger than ${mb} MB.` : '';
}

/**
 * The accepted vendor's day, on the same page as the request (issue 15, item 4): "On the way",
 * then the setup photos, then "Done", each once and in order; the customer sees each step on
 * their tracking page. What can be done next comes from the API (vendor_day).
 */
export function VendorDaySteps({
  day,
  token,
  onUpdated,
}: {
  day: VendorDay;
  token: string;
  onUpdated: (view: VendorResponseView) => void;
}) {
  const api = useApi();
  const inputId = useId();
  const [busy, setBusy] = useState<Busy>('');
  const [files, setFiles] = useState<File[]>([]);
  // A new input once the photos are in: the browser keeps showing a chosen file otherwise.
  const [inputKey, setInputKey] = useState(0);
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState('');

  async function run(step: Exclude<Busy, ''>, call: () => Promise<VendorResponseView>) {
    setBusy(step);
    setError('');
    setOutcome('');
    try {
      onUpdated(await call());
      setOutcome(DONE_TEXT[step]);
      if (step === 'photos') {
        setFiles([]);
        setInputKey((key) => key + 1);
      }
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500
          ? caught.message
          : 'That did not go through. Please try again.',
      );
    } finally {
      setBusy('');
    }
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = photoProblem(files, day);
    if (problem) return setError(problem);
    const form = new FormData();
    for (const file of files) form.append('photos', file, file.name);
    void run('photos', () =>
      api.call(endpoints.vendorPhotos, { query: { token }, body: form, hideAlert: true }),
    );
  }

  const query = { query: { token }, hideAlert: true };
  return (
    <section
      className={styles.day}
      aria-labelledby="day-title"
      data-testid="vendor-day"
      data-status={day.status}
    >
      <h2 id="day-title" className={styles.subheading}>
        On the day
      </h2>
      <ol className={styles.steps}>
        <li data-done={day.status !== 'accepted'}>On the way</li>
        <li data-done={day.photos.length > 0}>
          Setup photos ({day.photos.length} of {day.max_photos})
        </li>
        <li data-done={day.status === 'completed'}>Done</li>
      </ol>
      {day.next_step === 'on_the_way' && (
        <button
          type="button"
          className={styles.accept}
          disabled={busy !== ''}
          onClick={() => run('on_the_way', () => api.call(endpoints.vendorOnTheWay, query))}
          data-testid="vendor-on-the-way"
        >
          I am on the way
        </button>
      )}
      {day.photos.length > 0 && <SetupPhotoGrid photos={day.photos} alt="Your setup photo" />}
      {day.can_add_photos && (
        <form className={styles.upload} onSubmit={upload}>
          <label htmlFor={inputId}>Add photos of the setup (JPEG, PNG or WebP)</label>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={(e) => setFiles([...(e.currentTarget.files ?? [])])}
            data-testid="vendor-photo-input"
          />
          <button
            type="submit"
            className={styles.reject}
            disabled={busy !== '' || files.length === 0}
            data-testid="vendor-upload"
          >
            {busy === 'photos' ? 'Uploading…' : 'Upload photos'}
          </button>
        </form>
      )}
      {day.next_step === 'done' && (
        <>
          <button
            type="button"
            className={styles.accept}
            disabled={busy !== '' || day.photos.length === 0}
            onClick={() => run('done', () => api.call(endpoints.vendorDone, query))}
            data-testid="vendor-done"
          >
            Mark done
          </button>
          {day.photos.length === 0 && <p className={styles.muted}>Add at least one setup photo first.</p>}
        </>
      )}
      {outcome && (
        <p role="status" className={styles.outcome} data-testid="vendor-day-outcome">
          {outcome}
        </p>
      )}
      {day.closed_reason && !outcome && (
        <p className={styles.muted} data-testid="vendor-day-closed">
          {day.closed_reason}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
