/**
 * The MUI X commercial license key, given to LicenseInfo once for every demo. Next inlines
 * NEXT_PUBLIC_ variables at build time, so the key is the build machine's (unset by default: the
 * Pro and Premium demos then show the packages' own watermark). The island loader of each demo
 * that imports a Pro or Premium package loads this module with it (scripts/generate-demos.ts),
 * so the key is set before any of them renders, on the server and in the browser.
 */
import { LicenseInfo } from '@mui/x-license';

const licenseKey = process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY;
if (licenseKey) {
  LicenseInfo.setLicenseKey(licenseKey);
}
