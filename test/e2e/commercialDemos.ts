import fs from 'node:fs';
import path from 'node:path';
import { importsCommercialMuiX } from '../../src/content/demos/commercialImports';

const dataDir = path.resolve(__dirname, '..', '..', 'data');

/**
 * The message each MUI X Pro or Premium package prints once in a build without a license key
 * (@mui/x-license 7.28), whole: the one console error the site allows, and only on pages with such demos.
 */
export const MISSING_LICENSE_MESSAGE =
  /^\*{61}\n\nMUI X: Missing license key\.\n\nThe license key is missing\. You might not be allowed to use `@mui\/x-[a-z-]+-(pro|premium)` which is part of MUI X (Pro|Premium)\.\n\nTo solve the issue, you can check the free trial conditions: https:\/\/mui\.com\/r\/x-license-trial\.\nIf you are eligible no actions are required\. If you are not eligible to the free trial, you need to purchase a license https:\/\/mui\.com\/r\/x-get-license or stop using the software immediately\.\n\n\*{61}$/;

function pageFolders(dir: string): string[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'index.md') ? [dir] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => pageFolders(path.join(dir, entry.name)))];
}

let routes: Set<string> | undefined;

/** The routes of the pages with a demo that imports a Pro or Premium package (`/x/react-data-grid/`). */
export function routesWithCommercialDemos(): Set<string> {
  routes ??= new Set(
    fs.readdirSync(dataDir).flatMap((tree) => {
      const content = path.join(dataDir, tree, 'content');
      if (!fs.existsSync(content)) {
        return [];
      }
      return pageFolders(content)
        .filter((folder) =>
          fs
            .readdirSync(folder)
            .filter((name) => name.endsWith('.tsx'))
            .some((name) => importsCommercialMuiX(fs.readFileSync(path.join(folder, name), 'utf8'))),
        )
        .map((folder) => `/${path.relative(content, folder).split(path.sep).join('/')}/`);
    }),
  );
  return routes;
}

/** Whether a console error is the missing-license message on a page that has Pro or Premium demos. */
export function isAllowedLicenseMessage(text: string, pageUrl: string): boolean {
  return MISSING_LICENSE_MESSAGE.test(text) && routesWithCommercialDemos().has(new URL(pageUrl).pathname);
}
