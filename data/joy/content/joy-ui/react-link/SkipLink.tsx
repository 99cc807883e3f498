import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipLink() {
  return (
    <Sheet variant="outlined" sx={{ position: 'relative', width: '100%', borderRadius: 'sm', overflow: 'hidden' }}>
      {/* Hidden until it receives keyboard focus; press Tab from the line above the frame to see it. */}
      <Link
        href="#skip-link-main"
        variant="solid"
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          zIndex: 1,
          px: 1.5,
          py: 0.75,
          transform: 'translateY(-200%)',
          '&:focus-visible': { transform: 'none' },
        }}
      >
        Skip to main content
      </Link>
      <Box sx={{ display: 'flex', gap: 2, p: 1.5, borderBottom: '1px solid', borderColor: 'divider', flexWrap: 'wrap' }}>
        {['Home', 'Timetable', 'Tickets', 'Help'].map((item) => (
          <Link key={item} href={`?section=skip-link-${item.toLowerCase()}`} color="neutral" level="body-sm">
            {item}
          </Link>
        ))}
      </Box>
      <Box component="main" id="skip-link-main" tabIndex={-1} sx={{ p: 2, outline: 'none' }}>
        <Typography level="title-md">Timetable changes this weekend</Typography>
        <Typography level="body-sm">Trains between Ashby and Kingsmere are replaced by buses.</Typography>
      </Box>
    </Sheet>
  );
}
