'use client';

import type { VendorDay } from '@store/contract';
import { type FormEvent, useId, useState } from 'react';
import styles from './Vendor.module.css';

/** A choice the API would refuse anyway, named before it is sent (the bytes are checked there). */
function photoProblem(files: readonly File[], day: VendorDay): string {
  const left = day.max_photos - day.photos.length;
  if (files.length === 0) return 'Choose at least one photo.';
  if (files.length > left) return `You can add ${left} more photo${left === 1 ? '' : 's'}.`;
  const mb = day.max_photo_bytes / (1024 * 1024);
  const large = files.find((f) => f.size > day.max_photo_bytes);
  return large ? `${large.name} is larger than ${mb} MB.` : '';
}

/**
 * The vendor picks setup photos (from the camera or the gallery) and sends them in one
 * multipart/form-data upload, in the field the API reads (`photos`).
 */
export function PhotoUploadForm({
  day,
  busy,
  onUpload,
  onProblem,
}: {
  day: VendorDay;
  busy: boolean;
  /** Sends the form; true once the photos are in. */
  onUpload: (form: FormData) => Promise<boolean>;
  onProblem: (text: string) => void;
}) {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  // A new input once the photos are in: the browser keeps showing a chosen file otherwise.
  const [inputKey, setInputKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = photoProblem(files, day);
    if (problem) return onProblem(problem);
    const form = new FormData();
    for (const file of files) form.append('photos', file, file.name);
    if (await onUpload(form)) {
      setFiles([]);
      setInputKey((key) => key + 1);
    }
  }

  return (
    <form className={styles.upload} onSubmit={submit}>
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
        disabled={busy || files.length === 0}
        data-testid="vendor-upload"
      >
        {busy ? 'Uploading…' : 'Upload photos'}
      </button>
    </form>
  );
}
