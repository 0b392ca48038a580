import type { Metadata } from 'next';
import { SITE_URL } from '@/lib/config.server';

export const SITE_NAME = 'Experience Store';

export const absoluteUrl = (path: string): string => new URL(path, `${SITE_URL}/`).toString();

/** Canonical URL, Open Graph and Twitter card of one page: what a search result or a shared link shows. */
export function pageMetadata(page: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  imageAlt?: string;
}): Metadata {
  const url = absoluteUrl(page.path);
  const images = page.image
    ? [{ url: absoluteUrl(page.image), alt: page.imageAlt ?? page.title }]
    : undefined;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'en_IN',
      title: page.title,
      description: page.description,
      url,
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
      images: images?.map((image) => image.url),
    },
  };
}

/** A description of at most ~160 characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
