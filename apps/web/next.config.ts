import type { NextConfig } from 'next';

const config: NextConfig = {
  // Lets parallel builds (one per developer task) keep out of each other's way.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@store/api-client', '@store/contract', '@store/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Every image is a local file under /images; nothing is fetched from outside.
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }],
    // Fewer widths than Next's default ten: every card's srcset is written into the page, and the
    // home page carries about a hundred cards. 1920 covers a full-width image on any common screen.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
  },
};

export default config;
