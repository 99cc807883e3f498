import packageJson from '../../package.json';

export interface DocumentedPackage {
  name: string;
  packageName: string;
  version: string;
}

/** The core libraries, at the releases the pages document (their packages may resolve to later patches). */
const CORE_PACKAGES: DocumentedPackage[] = [
  { name: 'Material UI', packageName: '@mui/material', version: '7.0.1' },
  { name: 'Joy UI', packageName: '@mui/joy', version: '5.0.0-beta.49' },
  { name: 'MUI System', packageName: '@mui/system', version: '7.0.1' },
  { name: 'MUI Base', packageName: '@mui/base', version: '7.0.0-beta.4' },
];

/** The add-ons whose pages run the installed packages' live demos: their versions are the ones pinned in package.json. */
const INSTALLED_PACKAGES: Omit<DocumentedPackage, 'version'>[] = [
  { name: 'MUI X Data Grid', packageName: '@mui/x-data-grid' },
  { name: 'MUI X Data Grid Pro', packageName: '@mui/x-data-grid-pro' },
  { name: 'MUI X Data Grid Premium', packageName: '@mui/x-data-grid-premium' },
  { name: 'MUI X Date and Time Pickers', packageName: '@mui/x-date-pickers' },
  { name: 'MUI X Date and Time Pickers Pro', packageName: '@mui/x-date-pickers-pro' },
  { name: 'MUI X Charts', packageName: '@mui/x-charts' },
  { name: 'MUI X Charts Pro', packageName: '@mui/x-charts-pro' },
  { name: 'MUI X Tree View', packageName: '@mui/x-tree-view' },
  { name: 'MUI X Tree View Pro', packageName: '@mui/x-tree-view-pro' },
  { name: 'Toolpad Core', packageName: '@toolpad/core' },
];

/** Every package the site documents, with its version; throws if an add-on is not pinned to an exact version. */
export function documentedPackages(dependencies: Record<string, string> = packageJson.dependencies): DocumentedPackage[] {
  return [
    ...CORE_PACKAGES,
    ...INSTALLED_PACKAGES.map((entry) => {
      const version = dependencies[entry.packageName];
      if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
        throw new Error(`${entry.packageName} should be pinned to an exact version in package.json, not "${version ?? 'missing'}"`);
      }
      return { ...entry, version };
    }),
  ];
}
