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
  },
};

export default config;
