import type { NextConfig } from 'next';

const config: NextConfig = {
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
