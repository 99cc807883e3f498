import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ExcerptSegment } from './excerpt';

/** A result's excerpt: its segments as React text, the matches in <mark> (no other markup reaches the page). */
export default function ExcerptText({ segments, sx }: { segments: ExcerptSegment[]; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        (theme) => ({
          fontSize: 14,
          color: 'text.secondary',
          overflowWrap: 'anywhere',
          '& mark': {
            backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.16)`,
            color: 'text.primary',
            fontWeight: 600,
            borderRadius: 0.5,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {segments.map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
      )}
    </Box>
  );
}
