import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ApiError, buildUrl, endpoints, fillPath } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { uploadedImageName } from '@store/contract';
import {
  type ConsoleExperience,
  EXPERIENCE_IMAGE_FIELD,
  EXPERIENCE_IMAGE_MAX_BYTES,
  type ExperienceImagePlace,
} from '@store/contract/console';
import { type ChangeEvent, useRef, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useApi, useApiUrl } from '../api-context';

const MB = EXPERIENCE_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * An image of the experience as the console can show it: an uploaded one straight from the API's
 * file store; one of the store's own files (under /images, not on this origin) by its path.
 */
function ImagePreview({ path, alt, testId }: { path: string; alt: string; testId: string }) {
  const apiUrl = useApiUrl();
  const name = uploadedImageName(path);
  if (!name)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {path} (one of the store's own images: see it on the store's page)
      </Typography>
    );
  const src = buildUrl(apiUrl, fillPath(endpoints.file.path, { folder: 'experience-images', name }));
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid={testId}
      sx={{ maxWidth: 320, maxHeight: 200, width: 'auto', height: 'auto', borderRadius: 1, display: 'block' }}
    />
  );
}

/**
 * Uploads a file as the featured image or into the gallery (admins), at once on choosing it: the
 * API checks it (JPEG, PNG or WebP by its bytes, at most 8 MB), stores it and tells the store,
 * which shows it within seconds; a refusal shows the API's words here and changes nothing.
 */
function UploadButton({ id, place, label }: { id: number; place: ExperienceImagePlace; label: string }) {
  const api = useApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget;
    const file = chosen.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append(EXPERIENCE_IMAGE_FIELD, file);
    setBusy(true);
    setProblem(null);
    try {
      await api.call(consoleEndpoints.uploadExperienceImage, {
        params: { id },
        query: { place },
        body,
        hideAlert: true,
      });
      notify(place === 'featured' ? 'Featured image uploaded.' : 'Image added to the gallery.', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The API could not be reached. Try again.');
    } finally {
      setBusy(false);
      chosen.value = '';
    }
  }

  return (
    <Stack spacing={1} alignItems="flex-start">
      {/* The button opens the file chooser; the input itself stays out of sight (and of the tab order). */}
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid={`upload-${place}`}
      >
        {busy ? 'Uploading…' : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label={label}
        onChange={upload}
        data-testid={`upload-${place}-input`}
      />
      {problem && (
        <Alert severity="error" role="alert" data-testid={`upload-${place}-error`}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** The experience's images as they are now, with their uploads (the Images tab of its form). */
export function ExperienceImages({ canChange }: { canChange: boolean }) {
  const record = useRecordContext<Partial<ConsoleExperience> & { id: number }>();
  // Opened from the list, the form first holds the list's row (no images) until the record is read.
  if (!record?.gallery || record.featured_image === undefined || record.name === undefined) return null;
  const uploadedGallery = record.gallery.filter((g) => uploadedImageName(g.url));
  return (
    <Stack spacing={2} sx={{ width: '100%', mb: 2 }} data-testid="experience-images">
      <Typography variant="subtitle2" component="h2">
        Featured image now
      </Typography>
      <ImagePreview
        path={record.featured_image}
        alt={record.alt_text || record.name}
        testId="featured-image"
      />
      {canChange && (
        <>
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG or WebP, at most {MB} MB. It is saved at once, and the store shows it within seconds.
          </Typography>
          <Stack direction="row" spacing={2}>
            <UploadButton id={record.id} place="featured" label="Upload a new featured image" />
            <UploadButton id={record.id} place="gallery" label="Add an image to the gallery" />
          </Stack>
        </>
      )}
      {uploadedGallery.length > 0 && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="gallery-uploads">
          {uploadedGallery.map((g) => (
            <ImagePreview key={g.url} path={g.url} alt={g.alt_text} testId="gallery-image" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
