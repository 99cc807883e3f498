import * as React from 'react';
import Stack from '@mui/joy/Stack';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

function AlignmentGroup({ variant }: { variant: (typeof variants)[number] }) {
  const [align, setAlign] = React.useState<string | null>('left');
  return (
    <ToggleButtonGroup
      variant={variant}
      aria-label={`Text alignment, ${variant}`}
      value={align}
      onChange={(event, value) => value && setAlign(value)}
    >
      <IconButton value="left" aria-label="Align left">
        <FormatAlignLeft />
      </IconButton>
      <IconButton value="center" aria-label="Align center">
        <FormatAlignCenter />
      </IconButton>
      <IconButton value="right" aria-label="Align right">
        <FormatAlignRight />
      </IconButton>
    </ToggleButtonGroup>
  );
}

export default function ToggleGroupVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1}>
          <Typography level="body-sm">{variant}</Typography>
          <AlignmentGroup variant={variant} />
        </Stack>
      ))}
    </Stack>
  );
}
