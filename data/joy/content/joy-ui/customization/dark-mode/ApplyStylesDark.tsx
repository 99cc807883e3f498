import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import NightsStayRounded from '@mui/icons-material/NightsStayRounded';

// Styles for each scheme, written in CSS: correct in the server's HTML and switched without a re-render.
export default function ApplyStylesDark() {
  return (
    <Box
      sx={[
        {
          width: '100%',
          maxWidth: 420,
          p: 3,
          borderRadius: 'lg',
          color: '#3B2A05',
          background: 'linear-gradient(160deg, #FFF4D6 0%, #FFD8A8 100%)',
          '& .moon': { display: 'none' },
        },
        (theme) =>
          theme.applyStyles('dark', {
            color: '#E6EEFF',
            background: 'linear-gradient(160deg, #0B1533 0%, #23164A 100%)',
            '& .sun': { display: 'none' },
            '& .moon': { display: 'inline-flex' },
          }),
      ]}
    >
      <Box className="sun" sx={{ fontSize: 40 }}>
        <WbSunnyRounded fontSize="inherit" />
      </Box>
      <Box className="moon" sx={{ fontSize: 40 }}>
        <NightsStayRounded fontSize="inherit" />
      </Box>
      <Typography level="title-lg" sx={{ color: 'inherit' }}>
        Evening summary
      </Typography>
      <Typography level="body-sm" sx={{ color: 'inherit' }}>
        Switch this site between light and dark: the card changes with it.
      </Typography>
    </Box>
  );
}
