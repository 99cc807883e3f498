/**
 * The package managers the install commands are shown for, and where the reader's choice is kept.
 * Shared by the build (src/content/packageManagers.ts translates the commands), the inline script
 * and the page's script.
 */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const DEFAULT_PACKAGE_MANAGER: PackageManager = 'npm';
/** The localStorage key of the reader's choice (read before the first paint by src/demos/preferenceScript.ts). */
export const PACKAGE_MANAGER_STORAGE_KEY = 'packageManager';

export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}
