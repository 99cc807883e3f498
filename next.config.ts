import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { getSiteOrigin } from './src/config';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  experimental: {
    // Static generation runs in worker processes while the main one waits: one per core, not Next's default of one fewer.
    cpus: availableParallelism(),
    // Turbopack keeps its work in .next/cache for the next build: `npm run build` took 92 s warm,
    // 173 s cold. A CI run's clone is thrown away after one build, so there the cache would be about
    // 650 MB written for nothing, and the cold build took 204 s writing it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // The build's typecheck step checks the types beside the steps after this one (scripts/lib/buildSteps.ts).
  typescript: { ignoreBuildErrors: true },
  // The pages' head tags build absolute URLs in the browser too: the same origin as the exported HTML.
  env: { SITE_ORIGIN: getSiteOrigin() },
  // Without this, Turbopack bundles a second copy of Emotion and the server-rendered styles
  // land in <body> under the default cache key instead of in <head>. @mui/lab: left external on
  // the server, it requires its own @mui/material, whose theme context is not the demos' (the
  // Lab demos rendered in the default theme and failed to hydrate). MUI X and Toolpad Core for
  // the same reason (a DatePicker's field was server-rendered in the default theme), and dayjs:
  // the pickers' copy, bundled, must be the demos' too, or the plugins and locales they add
  // (`dayjs.extend(timezone)`) never reach the adapter on the server. @mui/joy: external, its
  // provider wrapped a Material icon in another Emotion theme context on the server than in the
  // browser, and the icon's class name did not hydrate. @mui/system: external, its styled() and Box
  // read another Emotion theme context on the server than the demos' provider, so System demos
  // rendered in System's default theme there (class names that did not hydrate, `applyStyles`
  // that never matched).
  transpilePackages: [
    'dayjs',
    '@mui/material-nextjs',
    '@mui/lab',
    '@mui/x-data-grid',
    '@mui/x-data-grid-pro',
    '@mui/x-data-grid-premium',
    '@mui/x-date-pickers',
    '@mui/x-date-pickers-pro',
    '@mui/x-charts',
    '@mui/x-charts-pro',
    '@mui/x-tree-view',
    '@mui/x-tree-view-pro',
    '@mui/x-license',
    '@mui/x-internals',
    '@toolpad/core',
    '@mui/joy',
    '@mui/system',
  ],
};

export default nextConfig;
