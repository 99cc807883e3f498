import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** The company's mark, three overlapping circles for three offices, and the directory's name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <Box component="svg" viewBox="0 0 28 28" aria-hidden sx={{ width: 28, height: 28, color: 'primary.solidBg' }}>
        <rect width="28" height="28" rx="8" fill="currentColor" />
        <circle cx="10" cy="11" r="4.5" fill="none" stroke="var(--joy-palette-background-surface)" strokeWidth="2" />
        <circle cx="18" cy="11" r="4.5" fill="none" stroke="var(--joy-palette-background-surface)" strokeWidth="2" />
        <path
          d="M6 21.5c1.5-2.5 4-3.5 8-3.5s6.5 1 8 3.5"
          fill="none"
          stroke="var(--joy-palette-background-surface)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </Box>
      <Typography level="title-lg" component="span">
        Fernhill{' '}
        <Typography component="span" sx={{ fontWeight: 'md', color: 'text.secondary' }}>
          People
        </Typography>
      </Typography>
    </Box>
  );
}
