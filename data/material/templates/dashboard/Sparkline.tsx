import Box from '@mui/material/Box';

/** Points of a line through `values`, scaled into a `width` × `height` box (y grows downwards). */
export function linePoints(values: number[], width: number, height: number, min = Math.min(...values), max = Math.max(...values)) {
  const span = max - min || 1;
  return values.map((value, index) => {
    const x = (index / (values.length - 1)) * width;
    const y = height - ((value - min) / span) * height;
    return [Number(x.toFixed(2)), Number(y.toFixed(2))] as const;
  });
}

/** A small decorative trend line; the card around it states the numbers in text. */
export default function Sparkline({ values, color }: { values: number[]; color: string }) {
  const points = linePoints(values, 100, 28)
    .map(([x, y]) => `${x},${y + 2}`)
    .join(' ');
  return (
    <Box
      component="svg"
      viewBox="0 0 100 32"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      sx={{ display: 'block', width: '100%', height: 36, color }}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
