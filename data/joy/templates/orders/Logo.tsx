import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** The shop's mark: a drawn teapot and its name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 28, height: 28, flexShrink: 0, color: 'primary.solidBg' }}>
        <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
        <path
          d="M7 10h9v3.5a4.5 4.5 0 0 1-9 0zM16 11h1.5a1.75 1.75 0 0 1 0 3.5H16M10 7.5h3"
          fill="none"
          stroke="var(--joy-palette-background-surface)"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography level="title-lg" component="span" sx={{ whiteSpace: 'nowrap' }}>
        Kettle &amp; Kiln
      </Typography>
    </Box>
  );
}
