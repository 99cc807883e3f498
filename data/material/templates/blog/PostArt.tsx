import * as React from 'react';
import Box from '@mui/material/Box';
import type { Post } from './data';

const PATTERNS: Record<Post['art']['pattern'], React.ReactNode> = {
  circles: (
    <>
      <circle cx="300" cy="60" r="90" />
      <circle cx="90" cy="190" r="60" />
      <circle cx="220" cy="170" r="24" />
    </>
  ),
  waves: (
    <>
      {[70, 110, 150, 190].map((y) => (
        <path key={y} d={`M0 ${y} q50 -30 100 0 t100 0 t100 0 t100 0`} fill="none" strokeWidth="10" />
      ))}
    </>
  ),
  grid: (
    <>
      {[0, 1, 2, 3, 4, 5].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={40 + col * 58}
            y={40 + row * 58}
            width="34"
            height="34"
            rx="2"
            opacity={(col + row) % 3 ? 0.5 : 1}
          />
        )),
      )}
    </>
  ),
  arcs: (
    <>
      {[60, 110, 160, 210].map((r) => (
        <circle key={r} cx="400" cy="225" r={r} fill="none" strokeWidth="14" />
      ))}
    </>
  ),
};

/**
 * Generated cover art: a gradient and a simple pattern, drawn inline instead of loading an image.
 * Decorative (`aria-hidden`): the post's title says what it is about.
 */
export default function PostArt({ art, sx }: { art: Post['art']; sx?: React.ComponentProps<typeof Box>['sx'] }) {
  // Each drawing needs its own gradient id; useId gives the same one on the server and the client.
  const id = React.useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 400 225"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      sx={[{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={art.from} />
          <stop offset="100%" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${id})`} />
      <g fill="#fff" stroke="#fff" opacity="0.28">
        {PATTERNS[art.pattern]}
      </g>
    </Box>
  );
}
