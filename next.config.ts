import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Without this, Turbopack bundles a second copy of Emotion and the server-rendered styles
  // land in <body> under the default cache key instead of in <head>.
  transpilePackages: ['@mui/material-nextjs'],
};

export default nextConfig;
