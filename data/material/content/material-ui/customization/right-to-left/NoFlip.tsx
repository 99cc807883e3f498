import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const rtlCache = createCache({ key: 'demo-noflip', stylisPlugins: [prefixer, rtlPlugin] });

// Flipped by the plugin: in RTL, text-align: left becomes right and the border moves to the right side.
const FlippedNumber = styled('div')`
  direction: ltr;
  text-align: left;
  padding-left: 12px;
  border-left: 3px solid currentColor;
  font-family: ui-monospace, Menlo, Consolas, monospace;
`;

// Each declaration after a /* @noflip */ comment is left as written.
const KeptNumber = styled('div')`
  direction: ltr;
  /* @noflip */
  text-align: left;
  /* @noflip */
  padding-left: 12px;
  /* @noflip */
  border-left: 3px solid currentColor;
  font-family: ui-monospace, Menlo, Consolas, monospace;
`;

const iban = 'SA03 8000 0000 6080 1016 7519';

export default function NoFlip() {
  return (
    // This site renders its server HTML with its own Emotion cache, so the demo renders in the browser only.
    <NoSsr fallback={<Skeleton variant="rounded" height={170} sx={{ maxWidth: 420 }} />}>
      <CacheProvider value={rtlCache}>
        <Paper dir="rtl" lang="ar" variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 420 }}>
          <Stack spacing={2}>
            <div>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} gutterBottom>
                رقم الحساب (مقلوب)
              </Typography>
              <FlippedNumber>{iban}</FlippedNumber>
            </div>
            <div>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} gutterBottom>
                رقم الحساب (@noflip)
              </Typography>
              <KeptNumber>{iban}</KeptNumber>
            </div>
          </Stack>
        </Paper>
      </CacheProvider>
    </NoSsr>
  );
}
