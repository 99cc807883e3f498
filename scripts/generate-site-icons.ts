/**
 * `npx tsx scripts/generate-site-icons.ts`: writes src/icons/paths/<Name>.ts, the SVG path of each
 * icon in SITE_ICON_NAMES, read from the installed @mui/icons-material. One module per icon, so a
 * page's JavaScript carries only the icons it draws. A unit test fails when the files and the
 * package disagree (after an upgrade, or an icon added to the list): run this again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_ICON_NAMES, iconModule, readIconPath } from '../src/icons/siteIconSource';

const root = path.resolve(__dirname, '..');
const iconsDir = path.dirname(require.resolve('@mui/icons-material/package.json'));
const outDir = path.join(root, 'src', 'icons', 'paths');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const name of SITE_ICON_NAMES) {
  fs.writeFileSync(path.join(outDir, `${name}.ts`), iconModule(name, readIconPath(iconsDir, name)));
}
console.log(`${SITE_ICON_NAMES.length} icon paths written to src/icons/paths/`);
