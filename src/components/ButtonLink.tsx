import * as React from 'react';
import Box from '@mui/material/Box';
import NextLink from 'next/link';
import type { Theme } from '@mui/material/styles';

interface ButtonLinkProps {
  href: string;
  variant?: 'contained' | 'outlined';
  startIcon?: React.ReactNode;
  endIcon?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A link that looks like a button. Navigation is a link's job; this also keeps the Button
 * component (and the progress indicator it bundles) out of pages that need no real button.
 */
export default function ButtonLink({ href, variant = 'contained', startIcon, endIcon, children }: ButtonLinkProps) {
  return (
    <Box
      component={NextLink}
      href={href}
      sx={(theme: Theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 2.5,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        fontSize: 15,
        lineHeight: 1.5,
        textDecoration: 'none',
        border: 1,
        borderColor: 'primary.main',
        transition: theme.transitions.create(['background-color', 'border-color']),
        '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        ...(variant === 'contained'
          ? {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
            }
          : {
              color: 'primary.main',
              '&:hover': { bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)` },
            }),
        '& svg': { fontSize: 20 },
      })}
    >
      {startIcon}
      {children}
      {endIcon}
    </Box>
  );
}
