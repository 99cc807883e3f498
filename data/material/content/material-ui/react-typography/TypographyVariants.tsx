import * as React from 'react';
import { useTheme, type TypographyVariant } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const samples: { variant: TypographyVariant; text: string }[] = [
  { variant: 'h1', text: 'Harbor' },
  { variant: 'h2', text: 'Field notes' },
  { variant: 'h3', text: 'Spring catalog' },
  { variant: 'h4', text: 'Quarterly results' },
  { variant: 'h5', text: 'Shipping and returns' },
  { variant: 'h6', text: 'Payment details' },
  { variant: 'subtitle1', text: 'Free delivery on orders over $50' },
  { variant: 'subtitle2', text: 'Updated two hours ago by the editorial team' },
  {
    variant: 'body1',
    text: 'Body 1 is the default for running text. The ferry leaves every forty minutes in summer, and the last crossing is at 22:10.',
  },
  {
    variant: 'body2',
    text: 'Body 2 is a little smaller, for dense areas such as cards and tables. Tickets can be refunded up to a day before travel.',
  },
  { variant: 'button', text: 'Book a crossing' },
  { variant: 'caption', text: 'Photo: the north pier at dawn' },
  { variant: 'overline', text: 'Timetable' },
];

// Size/line height and weight the theme gives each variant, read from the theme itself.
function describe(style: React.CSSProperties) {
  const size = style.lineHeight ? `${style.fontSize}/${Number(style.lineHeight).toFixed(2)}` : style.fontSize;
  return `${size} · ${style.fontWeight}`;
}

export default function TypographyVariants() {
  const theme = useTheme();

  return (
    <Stack spacing={2.5} sx={{ width: '100%', overflowWrap: 'anywhere' }}>
      {samples.map(({ variant, text }) => (
        <Box
          key={variant}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, alignItems: 'baseline' }}
        >
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
            {variant} {describe(theme.typography[variant])}
          </Typography>
          {/* Rendered as a div so the demo adds no headings to this page; the default elements are listed below. */}
          <Typography variant={variant} component="div">
            {text}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, alignItems: 'baseline' }}>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          inherit
        </Typography>
        <Box sx={{ fontFamily: 'Georgia, serif', fontSize: 18, fontStyle: 'italic' }}>
          <Typography variant="inherit" component="span">
            inherit takes the font of its parent, here an italic serif.
          </Typography>
        </Box>
      </Box>
    </Stack>
  );
}
