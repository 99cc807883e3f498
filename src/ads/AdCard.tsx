import * as React from 'react';
import Box from '@mui/material/Box';
import type { AdLayout } from './adChoice';
import { AD_SLOT_MIN_HEIGHT, DEMO_AD_HEIGHT } from './adSizes';

export interface AdCardProps {
  layout: AdLayout;
  /** Where the card leads (a new tab); without it, the children carry the link. */
  href?: string;
  image: string | null;
  title: string;
  description: string;
  /** The small print: who serves the ad. */
  byline?: string;
  /** Tracking images that must load with the ad (the feed's impression and pixels). */
  beacons?: string[];
  onClick?: () => void;
  children?: React.ReactNode;
}

const lineClamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * One ad: artwork beside a title and a sentence. Its height is capped at the reserved space, so
 * nothing the ad says can push the page down.
 */
export default function AdCard({ layout, href, image, title, description, byline, beacons = [], onClick, children }: AdCardProps) {
  const inline = layout === 'inline';
  return (
    <Box
      component="aside"
      aria-label="Sponsored"
      data-ad-layout={layout}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: inline ? 'center' : 'flex-start',
        gap: 1.5,
        maxHeight: inline ? DEMO_AD_HEIGHT : AD_SLOT_MIN_HEIGHT,
        overflow: 'hidden',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image}
          alt=""
          sx={{
            flexShrink: 0,
            borderRadius: 0.5,
            ...(inline ? { width: 52, height: 40 } : { width: 130, height: 100 }),
          }}
        />
      ) : null}
      <Box sx={{ minWidth: 0, fontSize: 14, lineHeight: 1.45 }}>
        <Box
          component={href ? 'a' : 'div'}
          {...(href ? { href, target: '_blank', rel: 'noopener sponsored', onClick } : {})}
          sx={{
            display: 'block',
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover .ad-title': { textDecoration: 'underline' },
            '&:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
              borderRadius: 0.5,
            },
            // The whole card is the link's target area.
            '&[href]::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          <Box component="span" className="ad-title" sx={{ fontWeight: 600, ...lineClamp(1) }}>
            {title}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ...lineClamp(inline ? 2 : 3) }}>
            {description}
          </Box>
        </Box>
        {children}
        {byline ? (
          <Box
            component="span"
            sx={{
              display: 'block',
              mt: 0.5,
              fontSize: 12,
              color: 'text.secondary',
            }}
          >
            {byline}
          </Box>
        ) : null}
      </Box>
      {beacons.map((url) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt=""
          aria-hidden
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            opacity: 0,
            pointerEvents: 'none',
          }}
        />
      ))}
    </Box>
  );
}
