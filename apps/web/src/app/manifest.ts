import type { MetadataRoute } from 'next';

/** The web app manifest: the name, colours and icons a phone uses when the store is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Experience Store',
    short_name: 'Experiences',
    description: 'Book decorations, candlelight dinners, surprises and party services in your city.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#b0124f',
    lang: 'en-IN',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
