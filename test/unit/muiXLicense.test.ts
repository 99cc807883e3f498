/**
 * @jest-environment node
 */
import path from 'node:path';
import vm from 'node:vm';
import { buildSync } from 'esbuild';
import { importsCommercialMuiX, muiXPlanOf } from '../../src/content/demos/commercialImports';

const LICENSE_MODULE = path.join(__dirname, '..', '..', 'src', 'demos', 'muiXLicense.ts');
// A made-up key: the test checks where it goes, not that MUI X accepts it.
const DUMMY_KEY = 'dummy-license-key-for-the-build-test';

/**
 * Bundles the module the way Next builds it for the browser (NEXT_PUBLIC_ variables inlined when
 * set, `process.env` an empty object when not), runs it, and returns the key LicenseInfo holds.
 */
function keyAfterBuild(licenseKey: string | undefined): unknown {
  const define: Record<string, string> = { 'process.env.NODE_ENV': '"production"' };
  if (licenseKey !== undefined) {
    define['process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY'] = JSON.stringify(licenseKey);
  }
  const { outputFiles } = buildSync({
    entryPoints: [LICENSE_MODULE],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    define,
    logLevel: 'silent',
  });
  const bundle = outputFiles[0].text;
  const context = vm.createContext({ process: { env: {} } });
  vm.runInContext(bundle, context);
  // LicenseInfo keeps the key on the global object, shared by every copy of @mui/x-license.
  return (context as { __MUI_LICENSE_INFO__?: { key?: unknown } }).__MUI_LICENSE_INFO__?.key;
}

describe('the MUI X license key', () => {
  it('is passed to LicenseInfo when the build has NEXT_PUBLIC_MUI_X_LICENSE_KEY', () => {
    expect(keyAfterBuild(DUMMY_KEY)).toBe(DUMMY_KEY);
  });

  it('is left unset without the variable, so the packages show their watermark', () => {
    expect(keyAfterBuild(undefined)).toBeUndefined();
  });

  it('is left unset when the variable is empty', () => {
    expect(keyAfterBuild('')).toBeUndefined();
  });
});

describe('demos that need the license key', () => {
  it('are those importing a Pro or Premium package, or a path inside one', () => {
    expect(importsCommercialMuiX("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe(true);
    expect(importsCommercialMuiX('import { DataGridPremium } from "@mui/x-data-grid-premium";')).toBe(true);
    expect(importsCommercialMuiX("import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';")).toBe(true);
    expect(importsCommercialMuiX("const pro = await import('@mui/x-tree-view-pro');")).toBe(true);
  });

  it('are not those importing only the MIT packages', () => {
    expect(importsCommercialMuiX("import { DataGrid } from '@mui/x-data-grid';")).toBe(false);
    expect(importsCommercialMuiX("import { BarChart } from '@mui/x-charts/BarChart';")).toBe(false);
    expect(importsCommercialMuiX("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';")).toBe(false);
    // Words in a comment or string are not imports.
    expect(importsCommercialMuiX("// See @mui/x-data-grid-pro for pinning\nconst label = 'x-data-grid-premium';")).toBe(false);
  });
});

describe('the plan a demo is flagged with', () => {
  it('is the most advanced plan among its imports', () => {
    expect(muiXPlanOf("import { DataGridPro } from '@mui/x-data-grid-pro';")).toBe('pro');
    expect(
      muiXPlanOf("import { GridColDef } from '@mui/x-data-grid-pro';\nimport { DataGridPremium } from '@mui/x-data-grid-premium';"),
    ).toBe('premium');
    expect(muiXPlanOf("import { DataGrid } from '@mui/x-data-grid';")).toBeUndefined();
  });
});
