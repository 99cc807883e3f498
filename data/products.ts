/** The libraries this site documents, as shown on the home page and in the product switcher. */
export interface ProductSummary {
  id: string;
  name: string;
  description: string;
  /** The first page of the product's documentation. */
  href: string;
  packageName: string;
}

export interface ProductVersion {
  text: string;
  href: string;
  current?: boolean;
}

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

/** Versions of the documentation offered in the versions menu; the first is the one this site shows. */
export const DOCS_VERSIONS: ProductVersion[] = [
  { text: 'v7.0.1', href: '/', current: true },
  { text: 'v6', href: 'https://v6.mui.com/' },
  { text: 'v5', href: 'https://v5.mui.com/' },
  { text: 'v4', href: 'https://v4.mui.com/' },
];
