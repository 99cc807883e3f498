import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

// Stand-ins for another library's icons: components that render an <svg> drawn with strokes, and
// their children after the drawing (SvgIcon passes `titleAccess` as a <title> child).
type StrokeIcon = (props: React.SVGProps<SVGSVGElement>) => React.JSX.Element;

const strokeProps = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const BellStroke: StrokeIcon = ({ children, ...props }) => (
  <svg viewBox="0 0 24 24" {...strokeProps} {...props}>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 21h4" />
    {children}
  </svg>
);

const InboxStroke: StrokeIcon = ({ children, ...props }) => (
  <svg viewBox="0 0 24 24" {...strokeProps} {...props}>
    <path d="M3 13 6 5h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
    {children}
  </svg>
);

/**
 * Any icon component in SvgIcon: it gets SvgIcon's `fontSize`, `color`, `titleAccess` and sx.
 * SvgIcon's styles fill the shape with the current colour: a stroked icon needs `fill: none` back.
 */
function LibraryIcon({ icon, sx, ...props }: SvgIconProps & { icon: StrokeIcon }) {
  return <SvgIcon component={icon} inheritViewBox sx={[{ fill: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
}

export default function WrappedLibraryIcons() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}>
      <IconButton aria-label="Notifications">
        <LibraryIcon icon={BellStroke} />
      </IconButton>
      <IconButton aria-label="Inbox" color="primary">
        <LibraryIcon icon={InboxStroke} />
      </IconButton>
      <LibraryIcon icon={BellStroke} fontSize="small" color="secondary" />
      <LibraryIcon icon={InboxStroke} fontSize="large" color="success" />
      <LibraryIcon icon={BellStroke} titleAccess="New activity" color="error" sx={{ fontSize: 40 }} />
    </Stack>
  );
}
