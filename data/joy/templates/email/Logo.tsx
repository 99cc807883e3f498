import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** The product's mark: a drawn envelope and its name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 28, height: 28, color: 'primary.solidBg', flexShrink: 0 }}>
        <rect x="2" y="4" width="20" height="16" rx="4" fill="currentColor" />
        <path
          d="M6 9l6 4 6-4"
          fill="none"
          stroke="var(--joy-palette-background-surface)"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography level="title-lg" component="span" sx={{ whiteSpace: 'nowrap' }}>
        Wren Mail
      </Typography>
    </Box>
  );
}
