/** Ads for the MUI family's own offerings, shown when no outside ad is available. */
export interface InHouseAd {
  link: string;
  /** Our own artwork in `public/`, drawn at 130×100. */
  img: string;
  name: string;
  description: string;
  poweredby: string;
  /** Identifies the ad in the page (`data-ad`) and in tests. */
  label: string;
}

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    link: 'https://mui.com/store/',
    img: '/static/ads/templates-store.svg',
    name: 'Templates store',
    description: 'Ready-made dashboards, landing pages and apps built with Material UI. Start from a finished design.',
    poweredby: 'MUI',
    label: 'templates-store',
  },
  {
    link: 'https://mui.com/pricing/',
    img: '/static/ads/mui-x-premium.svg',
    name: 'MUI X Premium',
    description: 'Row grouping, aggregation and Excel export in the Data Grid, plus advanced charts and pickers.',
    poweredby: 'MUI',
    label: 'mui-x-premium',
  },
  {
    link: 'https://mui.com/toolpad/core/introduction/',
    img: '/static/ads/toolpad-core.svg',
    name: 'Toolpad Core',
    description: 'Dashboard layouts, CRUD pages and authentication as components. Build internal tools in hours.',
    poweredby: 'MUI',
    label: 'toolpad-core',
  },
  {
    link: 'https://mui.com/design-kits/',
    img: '/static/ads/design-kits.svg',
    name: 'Design kits',
    description: 'Every Material UI component for Figma, Sketch and Adobe XD, matching the code one to one.',
    poweredby: 'MUI',
    label: 'design-kits',
  },
  {
    link: 'https://mui.com/x/react-charts/',
    img: '/static/ads/mui-x-charts.svg',
    name: 'MUI X Charts',
    description: 'Line, bar, pie and scatter charts that share your theme. Zoom, export and heatmaps in Pro.',
    poweredby: 'MUI',
    label: 'mui-x-charts',
  },
];

/** Shown to some readers whose blocker stopped the ad network. */
export const AD_BLOCKER_APPEAL = {
  img: '/static/ads/appeal.svg',
  title: 'Ads fund these docs',
  description: 'Please allow ads on this site: one quiet ad per page pays for open-source work.',
  linkText: 'Why there are ads',
  link: '/material-ui/getting-started/faq/#why-does-this-site-show-ads',
} as const;
