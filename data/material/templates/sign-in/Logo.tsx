import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The app's mark, three petals drawn inline, and its name. */
export default function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: 32, height: 32, color: 'primary.main' }}>
        <ellipse cx="16" cy="10" rx="5" ry="8" fill="currentColor" />
        <ellipse cx="16" cy="10" rx="5" ry="8" fill="currentColor" opacity="0.7" transform="rotate(120 16 17)" />
        <ellipse cx="16" cy="10" rx="5" ry="8" fill="currentColor" opacity="0.45" transform="rotate(240 16 17)" />
      </Box>
      <Typography component="span" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.35rem' }}>
        Larkspur
      </Typography>
    </Box>
  );
}
