import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** The product's mark: a drawn ledger page and its name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 28, height: 28, color: 'primary.solidBg' }}>
        <rect x="3" y="2" width="18" height="20" rx="4" fill="currentColor" />
        <path d="M7 8h10M7 12h10M7 16h6" stroke="var(--joy-palette-background-surface)" strokeWidth="2" strokeLinecap="round" />
      </Box>
      <Typography level="title-lg" component="span">
        Quarry
      </Typography>
    </Box>
  );
}
