import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Typography from '@mui/joy/Typography';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

function HillsArtwork() {
  const skyId = `sky${React.useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg viewBox="0 0 320 240" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="0.6" stopColor="#f97316" />
          <stop offset="1" stopColor="#be123c" />
        </linearGradient>
      </defs>
      <rect width="320" height="240" fill={`url(#${skyId})`} />
      <circle cx="230" cy="90" r="34" fill="#fef3c7" />
      <path d="M0 170 Q80 110 160 160 T320 140 V240 H0 Z" fill="#7c2d12" />
      <path d="M0 200 Q110 150 210 195 T320 185 V240 H0 Z" fill="#431407" />
    </svg>
  );
}

export default function CardLayers() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Card sx={{ width: 300, maxWidth: '100%', minHeight: 260 }}>
        <CardCover>
          <HillsArtwork />
        </CardCover>
        <CardCover
          sx={{
            background: 'linear-gradient(to top, rgba(0,0,0,0.75), rgba(0,0,0,0.2) 55%, rgba(0,0,0,0) 80%)',
          }}
        />
        <CardContent sx={{ justifyContent: 'flex-end', '--Icon-color': 'currentColor' }}>
          <Typography level="title-lg" textColor="#fff" component="h3">
            Evening on the moor
          </Typography>
          <Typography startDecorator={<LocationOnRounded />} textColor="neutral.200" level="body-sm">
            Dartmoor, England
          </Typography>
        </CardContent>
      </Card>
      <Card variant="plain" sx={{ width: 300, maxWidth: '100%', minHeight: 260 }}>
        <CardCover
          sx={{
            background:
              'radial-gradient(circle at 20% 20%, #0ea5e9 0, transparent 45%), radial-gradient(circle at 80% 70%, #6366f1 0, transparent 50%), #0f172a',
          }}
        />
        <CardContent sx={{ justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}>
          <Typography level="body-xs" textColor="neutral.300" textTransform="uppercase" fontWeight="lg">
            Conference keynote
          </Typography>
          <Typography level="h3" textColor="#fff" component="p">
            Building for the next billion devices
          </Typography>
          <Typography level="body-sm" textColor="neutral.300">
            Hall B · 9:30
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
