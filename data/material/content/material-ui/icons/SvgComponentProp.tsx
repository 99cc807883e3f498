import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// The kind of component an SVG loader (SVGR, vite-plugin-svgr) makes from a file, written out here
// so that the demo needs no loader: `import CompassMark from './compass-mark.svg';`.
// Its drawing uses a 48 × 48 view box, not SvgIcon's 24 × 24.
function CompassMark(props: React.SVGProps<SVGSVGElement>) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" {...props}>
      <path d="M24 4a20 20 0 1 0 0 40 20 20 0 0 0 0-40m0 5a15 15 0 1 1 0 30 15 15 0 0 1 0-30" />
      <path d="m32 16-5 11-11 5 5-11z" />
    </svg>
  );
}

export default function SvgComponentProp() {
  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <SvgIcon component={CompassMark} inheritViewBox color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="caption">inheritViewBox</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <SvgIcon component={CompassMark} color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="caption">default view box (cropped)</Typography>
      </Stack>
    </Stack>
  );
}
