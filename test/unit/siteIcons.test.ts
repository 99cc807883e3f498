/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_ICON_NAMES, iconModule, readIconPath } from '../../src/icons/siteIconSource';

const root = path.resolve(__dirname, '..', '..');
const iconsDir = path.dirname(require.resolve('@mui/icons-material/package.json'));

describe('site icons', () => {
  it('src/icons/paths holds exactly the listed icons, each as the installed package draws it (else run scripts/generate-site-icons.ts)', () => {
    const dir = path.join(root, 'src', 'icons', 'paths');
    expect(fs.readdirSync(dir).sort()).toEqual(SITE_ICON_NAMES.map((name) => `${name}.ts`).sort());
    for (const name of SITE_ICON_NAMES) {
      expect(fs.readFileSync(path.join(dir, `${name}.ts`), 'utf8')).toBe(iconModule(name, readIconPath(iconsDir, name)));
    }
  });

  it('refuses an icon that is not one path in a createSvgIcon call', () => {
    const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    fs.mkdirSync(path.join(fake, 'esm'));
    fs.writeFileSync(
      path.join(fake, 'esm', 'Two.js'),
      'export default createSvgIcon([_jsx("path", { d: "M0 0h1" }), _jsx("path", { d: "M1 1h1" })], "Two");',
    );
    expect(() => readIconPath(fake, 'Two')).toThrow('expected one path in a createSvgIcon call, found 2');
    expect(readIconPath(iconsDir, 'Menu')).toMatch(/^M3 18h18/);
  });
});
