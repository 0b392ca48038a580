import type { ExperienceLayout, ExperienceSectionId } from '@store/contract';
import { EXPERIENCE_SECTION_IDS } from '@store/contract';

const TITLES: Record<ExperienceSectionId, string> = {
  'top-name': 'Overview',
  about: 'About the experience',
  inclusions: 'Inclusions',
  faq: 'FAQs',
  'need-to-know': 'Need to know',
  video: 'Video',
  gallery: 'Gallery',
  reviews: 'Reviews',
  customization: 'Customizations',
  cancellation: 'Cancellation policy',
  pincode: 'Check pincode',
};

/** The experience page's sections in order; the video section only when there is a video. */
export function experienceSections(hasVideo: boolean): ExperienceLayout['sections'] {
  return EXPERIENCE_SECTION_IDS.filter((id) => hasVideo || id !== 'video').map((id) => ({
    id,
    title: TITLES[id],
  }));
}
