import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface SectionHeadingProps {
  children: React.ReactNode;
  count?: number;
  sx?: SxProps<Theme>;
}

// A reusable heading: its own styles first, the caller's sx last, so the caller wins.
function SectionHeading({ children, count, sx = [] }: SectionHeadingProps) {
  return (
    <Box
      component="h3"
      sx={[
        {
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          m: 0,
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
          typography: 'subtitle1',
          fontWeight: 'bold',
          color: 'text.primary',
        },
        // sx may itself be an array: spread it rather than nesting it.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
      {count !== undefined && (
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
          ({count})
        </Box>
      )}
    </Box>
  );
}

export default function SxPassingProp() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 460, mx: 'auto' }}>
      <SectionHeading count={8}>Open invoices</SectionHeading>
      <SectionHeading count={2} sx={{ color: 'error.main', borderColor: 'error.main' }}>
        Overdue
      </SectionHeading>
      <SectionHeading sx={[{ borderBottom: 0, typography: 'overline' }, (theme) => ({ letterSpacing: theme.spacing(0.25) })]}>
        Archived
      </SectionHeading>
    </Box>
  );
}
