/**
 * @jest-environment node
 */
import path from 'node:path';
import { measureComponent, measureImport, measureMany, type BundleSize } from '../../scripts/api/bundleSize';

jest.setTimeout(60_000);

const BUTTON = "import Button from '@mui/material/Button'; export default Button;";
const AUTOCOMPLETE = "import Autocomplete from '@mui/material/Autocomplete'; export default Autocomplete;";

describe('bundleSize', () => {
  let button: BundleSize;
  let autocomplete: BundleSize;

  beforeAll(async () => {
    [button, autocomplete] = await Promise.all([measureImport(BUTTON), measureImport(AUTOCOMPLETE)]);
  });

  it('measures Button at a plausible size', () => {
    expect(button.gzip).toBeGreaterThan(5_000);
    expect(button.gzip).toBeLessThan(40_000);
    expect(button.minified).toBeGreaterThan(button.gzip);
  });

  it('measures Autocomplete larger than Button', () => {
    expect(autocomplete.gzip).toBeGreaterThan(button.gzip);
    expect(autocomplete.minified).toBeGreaterThan(button.minified);
  });

  it('is deterministic', async () => {
    expect(await measureImport(BUTTON)).toEqual(button);
  });

  it('measures the tree-shaken named import close to the path import', async () => {
    const { path: viaPath, named } = await measureComponent('@mui/material', 'Button');
    expect(viaPath).toEqual(button);
    expect(named.gzip).toBeGreaterThan(button.gzip * 0.7);
    expect(named.gzip).toBeLessThan(button.gzip * 1.3);
  });

  it('leaves React external: importing it costs a few bytes, where bundling it would cost kilobytes', async () => {
    for (const entry of ['react', 'react/jsx-runtime']) {
      const imported = await measureImport(`export * from ${JSON.stringify(entry)};`);
      expect(imported.minified).toBeLessThan(100);
    }
    // An absolute path bypasses the "react" external: the same export, bundled, proves the check above can fail.
    const reactFile = path.join(path.dirname(require.resolve('react/package.json')), 'cjs/react.production.js');
    const bundled = await measureImport(`export * from ${JSON.stringify(reactFile)};`);
    expect(bundled.minified).toBeGreaterThan(5_000);
  });

  it('measures a Joy component', async () => {
    const joy = await measureComponent('@mui/joy', 'Button');
    expect(joy.path.gzip).toBeGreaterThan(5_000);
    expect(joy.path.gzip).toBeLessThan(40_000);
    expect(joy.named.gzip).toBeGreaterThan(0);
  });

  it('collects failures in measureMany instead of throwing', async () => {
    const { sizes, errors } = await measureMany(
      [
        { pkg: '@mui/material', name: 'Button' },
        { pkg: '@mui/material', name: 'DoesNotExist' },
      ],
      2,
    );
    expect(Object.keys(sizes)).toEqual(['@mui/material/Button']);
    expect(sizes['@mui/material/Button'].path).toEqual(button);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^@mui\/material\/DoesNotExist: .*Could not resolve/s);
  });

  it('rejects a non-positive concurrency', async () => {
    await expect(measureMany([], 0)).rejects.toThrow(RangeError);
  });
});
