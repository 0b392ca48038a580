'use client';

import { endpoints, failureText } from '@store/api-client';
import type { VendorDay, VendorResponseView } from '@store/contract';
import { useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { SetupPhotoGrid } from '@/modules/tracking/SetupPhotos';
import { PhotoUploadForm } from './PhotoUploadForm';
import styles from './Vendor.module.css';

type Busy = '' | 'on_the_way' | 'photos' | 'done';

const DONE_TEXT: Record<Exclude<Busy, ''>, string> = {
  on_the_way: 'Marked on the way',
  photos: 'Photos added',
  done: 'Marked done',
};

/**
 * The accepted vendor's day, on the same page as the request: "On the way",
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
  const [busy, setBusy] = useState<Busy>('');
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState('');

  /** One step's call; true when it went through (the page then shows the API's new view). */
  async function run(step: Exclude<Busy, ''>, call: () => Promise<VendorResponseView>): Promise<boolean> {
    setBusy(step);
    setError('');
    setOutcome('');
    try {
      onUpdated(await call());
      setOutcome(DONE_TEXT[step]);
      return true;
    } catch (caught) {
      setError(failureText(caught, 'That did not go through. Please try again.'));
      return false;
    } finally {
      setBusy('');
    }
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
          disabled={busy !== '' || day.not_yet !== null}
          aria-describedby={day.not_yet ? 'vendor-not-yet' : undefined}
          onClick={() => run('on_the_way', () => api.call(endpoints.vendorOnTheWay, query))}
          data-testid="vendor-on-the-way"
        >
          I am on the way
        </button>
      )}
      {day.not_yet && (
        <p id="vendor-not-yet" className={styles.muted} data-testid="vendor-not-yet">
          {day.not_yet}
        </p>
      )}
      {day.photos.length > 0 && <SetupPhotoGrid photos={day.photos} alt="Your setup photo" />}
      {day.can_add_photos && (
        <PhotoUploadForm
          day={day}
          busy={busy !== ''}
          onProblem={setError}
          onUpload={(form) =>
            run('photos', () =>
              api.call(endpoints.vendorPhotos, { query: { token }, body: form, hideAlert: true }),
            )
          }
        />
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
