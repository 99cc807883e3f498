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

  it('measures many components in one build, with the sizes of their imports measured one by one', async () => {
    const { sizes, errors } = await measureMany([
      { pkg: '@mui/material', name: 'Button' },
      { pkg: '@mui/material', name: 'Autocomplete' },
      { pkg: '@mui/joy', name: 'Button' },
    ]);
    expect(errors).toEqual([]);
    expect(sizes['@mui/material/Button']).toEqual(await measureComponent('@mui/material', 'Button'));
    expect(sizes['@mui/material/Autocomplete'].path).toEqual(autocomplete);
    expect(sizes['@mui/joy/Button']).toEqual(await measureComponent('@mui/joy', 'Button'));
  });

  it('reports a component that cannot be built, and measures the others', async () => {
    const { sizes, errors } = await measureMany([
      { pkg: '@mui/material', name: 'Button' },
      { pkg: '@mui/material', name: 'DoesNotExist' },
      // Its module imports a package that is not installed (and the root does not export it).
      { pkg: '@mui/material', name: 'PigmentStack' },
      // A module of its own that the package's root does not export: no named import to measure.
      { pkg: '@mui/material', name: 'InitColorSchemeScript' },
    ]);
    expect(Object.keys(sizes)).toEqual(['@mui/material/Button']);
    expect(sizes['@mui/material/Button'].path).toEqual(button);
    expect(errors).toEqual([
      '@mui/material/DoesNotExist: Could not resolve "@mui/material/DoesNotExist"',
      '@mui/material/PigmentStack: Could not resolve "@mui/material-pigment-css/Stack"',
      '@mui/material/InitColorSchemeScript: "@mui/material" does not export "InitColorSchemeScript"',
    ]);
  });
});
