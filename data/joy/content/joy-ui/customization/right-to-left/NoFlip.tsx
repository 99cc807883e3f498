import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

const rtlCache = createCache({ key: 'joy-noflip-demo', stylisPlugins: [prefixer, rtlPlugin] });

// Written for left to right, then mirrored by the plugin: the code ends up right-aligned, bar on the right.
const MirroredCode = styled('pre')`
  margin: 0;
  direction: ltr;
  text-align: left;
  padding-left: 12px;
  border-left: 3px solid currentColor;
  font-size: 0.8125rem;
`;

// A /* @noflip */ comment before a declaration keeps it as written.
const KeptCode = styled('pre')`
  margin: 0;
  direction: ltr;
  /* @noflip */
  text-align: left;
  /* @noflip */
  padding-left: 12px;
  /* @noflip */
  border-left: 3px solid currentColor;
  font-size: 0.8125rem;
`;

const snippet = 'npm install @mui/joy@5.0.0-beta.49';
const subscribe = () => () => {};

export default function NoFlip() {
  // This site renders its HTML with its own Emotion cache: the demo renders in the browser only.
  const inBrowser = React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

  if (!inBrowser) {
    return <Skeleton variant="rectangular" height={150} sx={{ borderRadius: 'md', maxWidth: 440 }} />;
  }

  return (
    <CacheProvider value={rtlCache}>
      <Sheet
        dir="rtl"
        lang="he"
        variant="outlined"
        sx={{ p: 2, borderRadius: 'md', width: '100%', maxWidth: 440, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <div>
          <Typography level="body-sm" sx={{ mb: 0.5 }}>
            פקודת התקנה (משתקפת)
          </Typography>
          <MirroredCode>{snippet}</MirroredCode>
        </div>
        <div>
          <Typography level="body-sm" sx={{ mb: 0.5 }}>
            פקודת התקנה (@noflip)
          </Typography>
          <KeptCode>{snippet}</KeptCode>
        </div>
      </Sheet>
    </CacheProvider>
  );
}
