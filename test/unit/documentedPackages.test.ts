/**
 * @jest-environment node
 */
import packageJson from '../../package.json';
import { DOCUMENTED_VERSIONS } from '../../src/demos/sandbox';
import { documentedPackages } from '../../src/versions/documentedPackages';

describe('the versions page', () => {
  it('lists every MUI X and Toolpad Core package at the version package.json pins', () => {
    const rows = documentedPackages();
    for (const name of Object.keys(packageJson.dependencies).filter((dependency) =>
      /^@mui\/x-(?!license)|^@toolpad\/core$/.test(dependency),
    )) {
      expect(rows.find((row) => row.packageName === name)?.version).toBe(
        packageJson.dependencies[name as keyof typeof packageJson.dependencies],
      );
    }
    expect(rows.find((row) => row.packageName === '@mui/material')?.version).toBe('7.0.1');
  });

  it('refuses an add-on that is not pinned to an exact version', () => {
    const dependencies = { ...packageJson.dependencies, '@mui/x-charts': '^7.28.0' };
    expect(() => documentedPackages(dependencies)).toThrow(
      '@mui/x-charts should be pinned to an exact version in package.json, not "^7.28.0"',
    );
  });
});

describe('the sandboxes', () => {
  it('pin MUI X, Toolpad Core and dayjs at the installed versions', () => {
    const dependencies: Record<string, string> = packageJson.dependencies;
    const addOns = Object.keys(DOCUMENTED_VERSIONS).filter((name) => /^@mui\/x-|^@toolpad\/|^dayjs$/.test(name));
    expect(addOns.length).toBeGreaterThanOrEqual(12);
    for (const name of addOns) {
      expect(DOCUMENTED_VERSIONS[name]).toBe(dependencies[name]);
    }
  });
});
