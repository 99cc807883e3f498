import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';

const panels = [
  {
    title: 'Returns',
    lines: ['Free returns within 30 days.', 'Print the label from your order page.'],
  },
  {
    title: 'Care instructions',
    lines: ['Wash at 30 °C, inside out.', 'Do not tumble dry.', 'Iron on low heat.', 'Do not bleach.', 'Dry flat in the shade.'],
  },
  {
    title: 'Size chart',
    lines: [
      'XS: chest 82–86 cm, waist 66–70 cm',
      'S: chest 87–92 cm, waist 71–76 cm',
      'M: chest 93–98 cm, waist 77–82 cm',
      'L: chest 99–104 cm, waist 83–88 cm',
      'XL: chest 105–110 cm, waist 89–94 cm',
      'XXL: chest 111–117 cm, waist 95–101 cm',
      'Between two sizes? Take the larger one.',
      'The fabric is stretchy and keeps its shape.',
      'Sleeves are cut long; roll them up if needed.',
      'Measurements are of the body, not the garment.',
      'Our model is 182 cm tall and wears size M.',
    ],
  },
];

function Panel({ title, lines }: { title: string; lines: string[] }) {
  const theme = useTheme();
  const [open, setOpen] = React.useState(false);
  const [height, setHeight] = React.useState(0);
  const contentId = `auto-height-${title.replace(/\s+/g, '-').toLowerCase()}`;

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Button
        fullWidth
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={contentId}
        sx={{ justifyContent: 'space-between', textTransform: 'none', gap: 1 }}
      >
        <span>{title}</span>
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12, color: 'text.secondary' }}>
          {height ? `${height}px → ${theme.transitions.getAutoHeightDuration(height)}ms` : ''}
        </Box>
      </Button>
      {/* timeout="auto" lets Collapse pick the duration from the height of its content. */}
      <Collapse in={open} timeout="auto" onEntering={(node: HTMLElement) => setHeight(node.scrollHeight)}>
        <Box component="ul" id={contentId} sx={{ m: 0, pl: 4, pr: 2, pb: 2, typography: 'body2', color: 'text.secondary' }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

export default function AutoHeightDuration() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      {panels.map((panel) => (
        <Panel key={panel.title} title={panel.title} lines={panel.lines} />
      ))}
    </Stack>
  );
}
