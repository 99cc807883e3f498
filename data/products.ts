/** The libraries this site documents, as shown on the home page and in the product switcher. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  /** The first page of the product's documentation. */
  href: string;
  packageName: string;
}

import type { ProductIdentifier, ProductVersion } from '../src/navigation/types';

export const PRODUCTS: ProductSummary[] = [
  {
    id: 'material-ui',
    name: 'Material UI',
    description: 'Ready-to-use React components that follow Material Design, themable down to every token.',
    href: '/material-ui/getting-started/',
    packageName: '@mui/material',
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    description: 'A second design language for the same component model, with its own look and global variants.',
    href: '/joy-ui/getting-started/',
    packageName: '@mui/joy',
  },
  {
    id: 'system',
    name: 'MUI System',
    description: 'The CSS utilities behind the components: the sx prop, styled(), Box, Stack and theme tokens.',
    href: '/system/getting-started/',
    packageName: '@mui/system',
  },
  {
    id: 'base-ui',
    name: 'MUI Base',
    description: 'Unstyled components and hooks that handle behaviour and accessibility and leave styling to you.',
    href: '/base-ui/getting-started/',
    packageName: '@mui/base',
  },
  {
    id: 'x',
    name: 'MUI X',
    description: 'Advanced components for data-heavy apps: Data Grid, Date and Time Pickers, Charts and Tree View.',
    href: '/x/react-data-grid/',
    packageName: '@mui/x-data-grid',
  },
  {
    id: 'toolpad',
    name: 'Toolpad Core',
    description: 'Higher-level building blocks for dashboards and internal tools, such as layouts and sign-in pages.',
    href: '/toolpad/core/react-dashboard-layout/',
    packageName: '@toolpad/core',
  },
];

/** Earlier major versions of the documentation, offered in every versions menu. */
const EARLIER_DOCS: ProductVersion[] = [
  { text: 'v6', href: 'https://v6.mui.com/' },
  { text: 'v5', href: 'https://v5.mui.com/' },
  { text: 'v4', href: 'https://v4.mui.com/' },
];

/** The versions menu of pages that belong to no product. */
export const DOCS_VERSIONS: ProductVersion[] = [{ text: 'v7.0.1', href: '/', current: true }, ...EARLIER_DOCS];

/** Each product's brand colour: its logo, and the accents of its social image. */
export const PRODUCT_COLORS: Record<string, string> = {
  'material-ui': '#0b62c4',
  'joy-ui': '#c2185b',
  system: '#2e7d32',
  'base-ui': '#424a53',
  x: '#6a3fb5',
  toolpad: '#b45309',
  'docs-infra': '#00796b',
};

function identifier(id: string, name: string, href: string, version: string): ProductIdentifier {
  const color = PRODUCT_COLORS[id];
  return {
    id,
    name,
    href,
    logo: `/static/logos/${id}.svg`,
    logoSvg:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="3" y="4" width="26" height="6" rx="3" fill="${color}"/>` +
      `<rect x="3" y="13" width="18" height="6" rx="3" fill="${color}" opacity=".8"/>` +
      `<rect x="3" y="22" width="10" height="6" rx="3" fill="${color}" opacity=".6"/></svg>`,
    wordmarkSvg:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${name.length * 11 + 8} 24"><text x="4" y="18" ` +
      `font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${color}">${name}</text></svg>`,
    versions: [{ text: version, href, current: true }, ...EARLIER_DOCS],
  };
}

/** The identity shown on pages that belong to no product (home, 404, versions). */
export const SITE_IDENTIFIER: ProductIdentifier = {
  ...identifier('material-ui', 'MUI', '/', 'v7.0.1'),
  id: 'mui',
  versions: DOCS_VERSIONS,
};

/** The identity each product shows in the app bar, keyed by the product id of its URLs. */
export const PRODUCT_IDENTIFIERS: Record<string, ProductIdentifier> = {
  'material-ui': identifier('material-ui', 'Material UI', '/material-ui/getting-started/', 'v7.0.1'),
  'joy-ui': identifier('joy-ui', 'Joy UI', '/joy-ui/getting-started/', 'v5.0.0-beta.49'),
  system: identifier('system', 'MUI System', '/system/getting-started/', 'v7.0.1'),
  'base-ui': identifier('base-ui', 'MUI Base', '/base-ui/getting-started/', 'v7.0.0-beta.4'),
  // The MUI X line installed (Data Grid, Pickers, Charts 7.28; Tree View 7.29.1, whose Pro package has no 7.28 release).
  x: identifier('x', 'MUI X', '/x/react-data-grid/', 'v7.28'),
  toolpad: identifier('toolpad', 'Toolpad Core', '/toolpad/core/react-dashboard-layout/', 'v0.13.0'),
  'docs-infra': identifier('docs-infra', 'Docs infra', '/experiments/docs/headers/', 'v7.0.1'),
};
