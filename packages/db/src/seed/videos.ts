/** The one local demo clip (made by scripts/make-video.mjs, kept in apps/web/public/videos). */
export const DEMO_VIDEO_URL = '/videos/celebration.webm';

/** Experiences whose page has a video section: a few candlelight dinners in different cities. */
const WITH_VIDEO = new Set([2, 4, 5]);

export const videoUrlOf = (experienceId: number): string | null =>
  WITH_VIDEO.has(experienceId) ? DEMO_VIDEO_URL : null;
