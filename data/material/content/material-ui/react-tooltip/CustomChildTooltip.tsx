import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const SwatchRoot = styled('button')(({ theme }) => ({
  width: 36,
  height: 36,
  padding: 0,
  borderRadius: '50%',
  border: 'none',
  cursor: 'pointer',
  // The swatch's color is set as `color`, so the fill and the outline can use currentColor.
  backgroundColor: 'currentColor',
  boxShadow: 'inset 0 0 0 2px rgba(255, 255, 255, 0.6)',
  '&[aria-pressed="true"]': { outline: '2px solid currentColor', outlineOffset: 3 },
  '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.text.primary}`, outlineOffset: 3 },
}));

interface SwatchButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  color: string;
  selected: boolean;
}

// Tooltip passes a ref and event handlers to its child: forward the ref and spread the rest
// onto the same DOM element.
const SwatchButton = React.forwardRef<HTMLButtonElement, SwatchButtonProps>(function SwatchButton(
  { color, selected, style, ...buttonProps },
  ref,
) {
  return <SwatchRoot ref={ref} type="button" aria-pressed={selected} {...buttonProps} style={{ color, ...style }} />;
});

const swatches = [
  { name: 'Teal', color: '#00897b' },
  { name: 'Indigo', color: '#3949ab' },
  { name: 'Amber', color: '#ffb300' },
  { name: 'Rose', color: '#d81b60' },
  { name: 'Slate', color: '#546e7a' },
];

export default function CustomChildTooltip() {
  const [selected, setSelected] = React.useState('Teal');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1.5} role="group" aria-label="Label color">
        {swatches.map((swatch) => (
          <Tooltip key={swatch.name} title={`${swatch.name} ${swatch.color}`}>
            <SwatchButton color={swatch.color} selected={selected === swatch.name} onClick={() => setSelected(swatch.name)} />
          </Tooltip>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Label color: {selected}
      </Typography>
    </Stack>
  );
}
