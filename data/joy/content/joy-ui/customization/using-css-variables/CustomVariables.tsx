import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A component with variables of its own, read with a default (the second argument of var()) and never
// set on itself, so a parent or the instance can set them, the way Joy UI's own components work.
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: theme.vars.radius.xl,
  fontSize: theme.vars.fontSize.sm,
  fontWeight: theme.vars.fontWeight.md,
  color: theme.vars.palette.text.primary,
  // Adjust color opacity: a channel token inside rgba().
  backgroundColor: `rgba(var(--Tag-hue, ${theme.vars.palette.primary.mainChannel}) / var(--Tag-alpha, 0.16))`,
  border: `1px solid rgba(var(--Tag-hue, ${theme.vars.palette.primary.mainChannel}) / calc(var(--Tag-alpha, 0.16) * 2.5))`,
}));

export default function CustomVariables() {
  const [alpha, setAlpha] = React.useState(0.16);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 460 }}>
      <FormControl>
        <FormLabel id="tag-alpha-label">--Tag-alpha on the parent: {alpha.toFixed(2)}</FormLabel>
        <Slider
          aria-labelledby="tag-alpha-label"
          min={0.04}
          max={0.4}
          step={0.02}
          value={alpha}
          onChange={(_event, value) => setAlpha(value as number)}
        />
      </FormControl>
      {/* One variable on the parent reaches every Tag inside; one Tag overrides its hue. */}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '--Tag-alpha': String(alpha) }}>
        <Tag>Design</Tag>
        <Tag>Research</Tag>
        <Tag sx={(theme) => ({ '--Tag-hue': theme.vars.palette.success.mainChannel })}>Shipped</Tag>
        <Tag sx={(theme) => ({ '--Tag-hue': theme.vars.palette.danger.mainChannel })}>Blocked</Tag>
      </Box>
      <Typography level="body-xs">The Tag sets its own defaults, so it works without any parent variable.</Typography>
    </Box>
  );
}
