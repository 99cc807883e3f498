import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// Each path is drawn on SvgIcon's default 24 × 24 grid.
const shapes = [
  { label: 'Summit', path: <path d="M2 20 9 8l4 6 3-4 6 10z" /> },
  { label: 'Pass', path: <path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zm10 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z" /> },
  { label: 'Cell', path: <path d="m12 2 9 5v10l-9 5-9-5V7z" /> },
  {
    label: 'Target',
    path: (
      <>
        <circle cx="12" cy="12" r="10" opacity=".3" />
        <circle cx="12" cy="12" r="5" />
      </>
    ),
  },
];

export default function SvgIconPaths() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {shapes.map((shape) => (
        <Stack key={shape.label} spacing={1} sx={{ alignItems: 'center' }}>
          <SvgIcon fontSize="large">{shape.path}</SvgIcon>
          <Typography variant="caption">{shape.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
